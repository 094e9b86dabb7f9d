import { type Ref, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { checkLogoFile, LOGO_ACCEPT } from '../lib/activation-files';
import { UploadNotes, useUploadOnChoose } from './upload-on-choose';

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
  const [preview, setPreview] = useState<string | null>(savedPreview);
  const upload = useUploadOnChoose({
    upload: 'media',
    what: 'logo',
    check: checkLogoFile,
    onUploaded: (item) => {
      setPreview(item.cachedLocation);
      onChange(item.location);
    },
    error,
  });

  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <label htmlFor={upload.id} className="font-medium text-ink">
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
        <input ref={ref} {...upload.input} accept={LOGO_ACCEPT} disabled={disabled || upload.pending} />
        {value && !disabled && (
          <Button variant="ghost" onClick={() => onChange('')}>
            Remove logo
          </Button>
        )}
      </div>
      <UploadNotes upload={upload} hint="PNG or JPEG, less than 1MB. It is resized to fit 480 by 360." />
    </div>
  );
}
