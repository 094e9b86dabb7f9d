import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TBusinessProfile, ZUpdateBusinessRequest } from '@verity/client';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { SettingsCard } from '../../../components/settings-card';
import { SupportContactFields } from '../../../components/support-contact-fields';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { SummaryList } from '../../../components/ui/summary-list';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { showSubmitError } from '../../../lib/form-errors';
import { meQueryKey } from '../../../session/use-session-check';
import { useBusinessProfile } from '../../../shell/use-business-profile';
import { LogoField } from '../../onboarding';

const rules = ZUpdateBusinessRequest.shape;
/** A blank field clears the detail (null); anything else must pass the API's own rule. */
const clearable = (rule: z.ZodType<string | null | undefined>) =>
  z.string().transform((value, ctx) => {
    const checked = rule.safeParse(value.trim() || null);
    if (checked.success) return checked.data ?? null;
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

const ZBusinessDetailsForm = z.object({
  logo: clearable(rules.logo),
  supportEmail: clearable(rules.supportEmail),
  supportPhone: clearable(rules.supportPhone),
  website: clearable(rules.website),
});
type Input = z.input<typeof ZBusinessDetailsForm>;
type Output = z.output<typeof ZBusinessDetailsForm>;

const formValues = (profile: TBusinessProfile | undefined): Input => ({
  logo: profile?.information.logo ?? '',
  supportEmail: profile?.supportEmail ?? '',
  supportPhone: profile?.supportPhone ?? '',
  website: profile?.website ?? '',
});

/**
 * For owners (business:settings:manage): the details customers and the team see. The company name and
 * registration number are shown, not edited: they are checked at activation and written into the signed
 * service agreement.
 */
export function BusinessDetailsCard() {
  const profile = useBusinessProfile().data;
  return (
    <SettingsCard
      title="Business details"
      description="Your logo and how your customers can reach you. Only the fields you change are saved."
    >
      {profile ? <BusinessDetailsForm profile={profile} /> : <p className="text-muted">Loading…</p>}
    </SettingsCard>
  );
}

function BusinessDetailsForm({ profile }: { profile: TBusinessProfile }) {
  const queryClient = useQueryClient();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZBusinessDetailsForm),
    defaultValues: formValues(profile),
  });
  const save = useMutation({
    mutationFn: (body: Output) => api.businesses.update(body),
    onSuccess: async ({ data, message }) => {
      form.reset(formValues(data));
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) => showSubmitError(form, error),
  });
  const { errors } = form.formState;
  return (
    <form
      className="flex max-w-xl flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        // Only what changed: a stale tab must not put back what someone else saved since.
        const dirty = form.formState.dirtyFields;
        const changed = Object.fromEntries(
          Object.entries(values).filter(([key]) => dirty[key as keyof Input]),
        ) as Partial<Output>;
        save.mutate(changed as Output);
      })}
    >
      <SummaryList
        rows={[
          ['Company name', profile.information.companyName],
          ['Registration number', profile.information.registrationNumber ?? '—'],
        ]}
      />
      <p className="text-muted text-xs">
        {profile.status === 'activated' || profile.status === 'suspended'
          ? 'These are in your signed service agreement. To change them, contact support.'
          : 'Set these in your business activation steps.'}
      </p>
      <Controller
        control={form.control}
        name="logo"
        render={({ field }) => (
          <LogoField
            value={field.value}
            savedPreview={profile.information.logo}
            onChange={(location) => form.setValue('logo', location, { shouldDirty: true })}
            error={errors.logo?.message}
            disabled={save.isPending}
            ref={field.ref}
          />
        )}
      />
      {/* The phone's cleaner changes the field as typed, so it counts as changed (saved) like any other. */}
      <SupportContactFields register={form.register} errors={errors} />
      <TextField
        label="Website"
        type="url"
        placeholder="https://"
        error={errors.website?.message}
        {...form.register('website')}
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          Save business details
        </Button>
      </div>
    </form>
  );
}
