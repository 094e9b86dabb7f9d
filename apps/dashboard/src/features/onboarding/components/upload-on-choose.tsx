/**
 * A file input that uploads the chosen file at once, as the activation's logo and documents do: the
 * file-input rules are checked in the browser first (a rejected file clears the input and uploads nothing, so
 * what was held before stays), then the upload runs, and its progress, the refusal or the hint show under the
 * input. One piece, so both fields refuse, announce and describe themselves the same way.
 */
import { useMutation } from '@tanstack/react-query';
import type { TUploadedFile } from '@verity/client';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';

export interface UploadOnChooseOptions {
  /** The media upload (images, resized) or the documents upload (kept as sent). */
  upload: 'media' | 'documents';
  /** What the field holds, in 'Uploading the …' and 'The … could not be uploaded'. */
  what: string;
  /** The file-input rules: why a file is refused, or null. */
  check(file: File): string | null;
  onUploaded(item: TUploadedFile): void;
  /** The form's own message for the field, shown unless the browser's check or the upload has one. */
  error: string | undefined;
}

export interface UploadOnChoose {
  id: string;
  what: string;
  pending: boolean;
  /** The refusal, the upload's failure or the form's message: what shows under the input instead of the hint. */
  message: string | undefined;
  /** For the `<input>`: what ties it to its label and notes, and the check and upload on change. */
  input: {
    id: string;
    type: 'file';
    onChange(event: ChangeEvent<HTMLInputElement>): void;
    'aria-invalid': true | undefined;
    'aria-describedby': string;
  };
}

async function uploadOne(upload: UploadOnChooseOptions['upload'], file: File): Promise<TUploadedFile> {
  const files = [{ blob: file, name: file.name }];
  const answer =
    upload === 'media' ? await api.media.uploadMedia(files) : await api.media.uploadDocuments(files);
  const item = answer.data.items[0];
  if (!item) throw new Error('The upload answered no file');
  return item;
}

export function useUploadOnChoose({
  upload,
  what,
  check,
  onUploaded,
  error,
}: UploadOnChooseOptions): UploadOnChoose {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadOne(upload, file),
    onSuccess: onUploaded,
    onError: (failure) =>
      setProblem(handleError(failure).action === 'show' ? `The ${what} could not be uploaded` : null),
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const rejected = check(file);
    setProblem(rejected);
    if (rejected) {
      // A rejected file clears the value.
      event.target.value = '';
      return;
    }
    mutation.mutate(file);
  }

  const message = problem ?? error;
  return {
    id,
    what,
    pending: mutation.isPending,
    message,
    input: {
      id,
      type: 'file',
      onChange: choose,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-error` : `${id}-hint`,
    },
  };
}

/** Under the input: the upload in progress (announced), then the message or else the hint. */
export function UploadNotes({ upload, hint }: { upload: UploadOnChoose; hint: ReactNode }) {
  return (
    <>
      <p role="status" className="text-muted text-xs">
        {upload.pending ? `Uploading the ${upload.what}…` : ''}
      </p>
      {upload.message ? (
        <p id={`${upload.id}-error`} className="text-red-600 text-xs">
          {upload.message}
        </p>
      ) : (
        <p id={`${upload.id}-hint`} className="text-muted text-xs">
          {hint}
        </p>
      )}
    </>
  );
}
