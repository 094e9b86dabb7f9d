import { checkFile } from '@verity/client';
import { type ChangeEvent, useId, useState } from 'react';
import { blobToDataUrl } from '../../../lib/browser-files';

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const IMAGE_MAX_KB = 1024;

export interface ImageFileFieldProps {
  label: string;
  /** How messages name the field: 'first image'. */
  field: string;
  /** The chosen image as a data URL, or null when cleared or rejected. */
  onChange(dataUrl: string | null): void;
  /** A message from the form, e.g. 'The first image field is required'. */
  error?: string | undefined;
}

/** A PNG or JPEG of at most 1 MB, read as a data URL and previewed. */
export function ImageFileField({ label, field, onChange, error }: ImageFileFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const message = problem ?? error;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) {
      setPreview(null);
      onChange(null);
      return;
    }
    const rejected = checkFile(file, field, { extensions: IMAGE_EXTENSIONS, maxKb: IMAGE_MAX_KB });
    setProblem(rejected);
    if (rejected) {
      // A rejected file clears the value.
      event.target.value = '';
      setPreview(null);
      onChange(null);
      return;
    }
    const dataUrl = await blobToDataUrl(file);
    setPreview(dataUrl);
    onChange(dataUrl);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        onChange={(event) => void choose(event)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : `${id}-hint`}
      />
      {message ? (
        <p id={`${id}-error`} className="text-red-600 text-xs">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-muted text-xs">
          PNG or JPEG, up to 1MB.
        </p>
      )}
      {preview && (
        <img src={preview} alt={`Preview of the ${field}`} className="h-32 w-32 rounded-md object-cover" />
      )}
    </div>
  );
}
