/** /settings/profile: name, mobile, gender and photo (through the media upload). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  checkFile,
  genders,
  requiredText,
  type TUpdateMeRequest,
  ZUpdateMeRequest,
} from '@verity/client';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PhoneField } from '../../components/phone-field';
import { SettingsCard } from '../../components/settings-card';
import { toast } from '../../components/toasts/toast-store';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { api } from '../../lib/api-client';
import { handleError } from '../../lib/handle-error';
import { useCurrentUser } from '../../session/use-current-user';

const ZProfileForm = ZUpdateMeRequest.pick({ middleName: true, mobile: true }).extend({
  firstName: requiredText('first name', { max: 100 }),
  lastName: requiredText('last name', { max: 100 }),
  gender: z.enum(['', ...genders]),
});
type TProfileForm = z.input<typeof ZProfileForm>;

const PHOTO_TYPES = ['png', 'jpg', 'jpeg'] as const;

export default function ProfilePage() {
  const { user, replaceUser } = useCurrentUser();
  const genderId = useId();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const form = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    values: {
      firstName: user?.firstName ?? '',
      middleName: user?.middleName ?? '',
      lastName: user?.lastName ?? '',
      mobile: user?.mobile ?? '',
      gender: user?.gender ?? '',
    },
  });

  const save = useMutation({
    mutationFn: (body: TUpdateMeRequest) => api.users.updateMe(body),
    onSuccess: ({ data, message }) => {
      replaceUser(data.user);
      toast.success(message);
    },
    onError: (error) => {
      if (error instanceof ApiError)
        for (const [field, text] of Object.entries(error.fieldErrors))
          form.setError(field as keyof TProfileForm, { message: text });
      handleError(error);
    },
  });

  const photo = useMutation({
    mutationFn: async (file: File) => {
      const upload = await api.media.uploadMedia([{ blob: file, name: file.name }]);
      const location = upload.data.items[0]?.location;
      if (!location) throw new Error('The upload answered no file');
      return api.users.updateMe({ photo: location });
    },
    onSuccess: ({ data }) => {
      replaceUser(data.user);
      toast.success('Your photo has been updated');
    },
    onError: handleError,
  });

  function onPhotoChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = checkFile(file, 'photo', { extensions: PHOTO_TYPES });
    setPhotoError(problem);
    if (problem) {
      // A rejected file clears the value.
      event.target.value = '';
      return;
    }
    photo.mutate(file);
  }

  const submit = form.handleSubmit(({ gender, middleName, ...rest }) =>
    save.mutate({ ...rest, middleName: middleName ?? '', ...(gender ? { gender } : {}) }),
  );
  const { errors } = form.formState;
  const initial = (user?.firstName ?? '?').slice(0, 1).toUpperCase();

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">Profile</h1>
      <SettingsCard title="Photo" description="PNG or JPEG, up to 1MB. It is resized to fit 480 by 360.">
        <div className="flex items-center gap-4">
          {user?.photo ? (
            <img src={user.photo} alt="Your profile" className="h-16 w-16 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 font-semibold text-2xl text-brand-700"
            >
              {initial}
            </span>
          )}
          <div className="flex flex-col gap-1">
            <label className="font-medium" htmlFor="profile-photo">
              Upload a photo
            </label>
            <input
              id="profile-photo"
              type="file"
              accept=".png,.jpg,.jpeg"
              onChange={onPhotoChosen}
              disabled={photo.isPending}
              aria-describedby={photoError ? 'profile-photo-error' : undefined}
            />
            {photoError && (
              <p id="profile-photo-error" className="text-red-600 text-xs">
                {photoError}
              </p>
            )}
          </div>
        </div>
      </SettingsCard>

      <SettingsCard title="Personal details">
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Middle name"
            autoComplete="additional-name"
            error={errors.middleName?.message}
            {...form.register('middleName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <PhoneField
            label="Mobile number"
            autoComplete="tel"
            error={errors.mobile?.message}
            registration={form.register('mobile')}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={genderId} className="font-medium">
              Gender
            </label>
            <select
              id={genderId}
              className="rounded-md border border-slate-300 bg-white px-3 py-2"
              {...form.register('gender')}
            >
              <option value="">Prefer not to say</option>
              <option value="female">Female</option>
              <option value="male">Male</option>
              <option value="other">Other</option>
            </select>
          </div>
          <TextField
            label="Email address"
            value={user?.email ?? ''}
            readOnly
            disabled
            hint="Contact support to change your email."
          />
          <div className="sm:col-span-2">
            <Button type="submit" loading={save.isPending}>
              Save changes
            </Button>
          </div>
        </form>
      </SettingsCard>
    </div>
  );
}
