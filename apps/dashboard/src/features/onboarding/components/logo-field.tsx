import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type Ref, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { checkLogoFile, LOGO_ACCEPT } from '../lib/activation-files';

export interface LogoFieldProps {
  /** The logo's location (the media upload's answer), or '' for none. */
  value: string;
  /** What shows it now: the saved logo's link, until a new one is uploaded. */
  savedPreview: string | null;
  onChange(location: string): void;
  error?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The business logo (optional): a PNG or JPEG under the 1MB limit, uploaded through the media upload at once
 * (it is resized to fit 480 by 360) and previewed. A rejected file clears the input and uploads nothing; the
 * logo held before stays.
 */
export function LogoField({ value, savedPreview, onChange, error, disabled, ref }: LogoFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(savedPreview);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const answer = await api.media.uploadMedia([{ blob: file, name: file.name }]);
      const item = answer.data.items[0];
      if (!item) throw new Error('The upload answered no file');
      return item;
    },
    onSuccess: (item) => {
      setPreview(item.cachedLocation);
      onChange(item.location);
    },
    onError: (failure) =>
      setProblem(handleError(failure).action === 'show' ? 'The logo could not be uploaded' : null),
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const rejected = checkLogoFile(file);
    setProblem(rejected);
    if (rejected) {
      // A rejected file clears the value.
      event.target.value = '';
      return;
    }
    upload.mutate(file);
  }

  const message = problem ?? error;
  const describedBy = message ? `${id}-error` : `${id}-hint`;
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <label htmlFor={id} className="font-medium text-ink">
        Logo (optional)
      </label>
      <div className="flex flex-wrap items-center gap-4">
        {value && preview ? (
          <img
            src={preview}
            alt="Your business logo"
            className="h-16 w-16 rounded-md border border-slate-200 object-contain"
          />
        ) : null}
        <input
          ref={ref}
          id={id}
          type="file"
          accept={LOGO_ACCEPT}
          onChange={choose}
          disabled={disabled || upload.isPending}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
        />
        {value && !disabled && (
          <Button variant="ghost" onClick={() => onChange('')}>
            Remove logo
          </Button>
        )}
      </div>
      <p role="status" className="text-muted text-xs">
        {upload.isPending ? 'Uploading the logo…' : ''}
      </p>
      {message ? (
        <p id={`${id}-error`} className="text-red-600 text-xs">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-muted text-xs">
          PNG or JPEG, less than 1MB. It is resized to fit 480 by 360.
        </p>
      )}
    </div>
  );
}
