import { useMutation } from '@tanstack/react-query';
import {
  onboardingDocumentLabels,
  type TOnboardingDocument,
  type TOnboardingDocumentKind,
  type TUploadedFile,
} from '@verity/client';
import { type ChangeEvent, type Ref, useId, useState } from 'react';
import { api } from '../../../lib/api-client';
import { formatFileSize } from '../../../lib/file-size';
import { handleError } from '../../../lib/handle-error';
import { checkDocumentFile, DOCUMENT_ACCEPT, DOCUMENT_HINT } from '../lib/activation-files';

export interface DocumentFileFieldProps {
  kind: TOnboardingDocumentKind;
  /** The saved document, shown with a link until another is uploaded. */
  saved: TOnboardingDocument | undefined;
  /** The chosen file's id: the saved one's, a new upload's, or '' for none. */
  value: string;
  onChange(fileId: string): void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One verification document: a typed file input with the file-input rules checked in the browser (a rejected
 * file clears the input and uploads nothing, so the document held before stays), uploaded through the
 * documents upload as soon as it is chosen; the step then saves the four ids.
 */
export function DocumentFileField({ kind, saved, value, onChange, error, ref }: DocumentFileFieldProps) {
  const id = useId();
  const label = onboardingDocumentLabels[kind];
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<TUploadedFile | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const answer = await api.media.uploadDocuments([{ blob: file, name: file.name }]);
      const item = answer.data.items[0];
      if (!item) throw new Error('The upload answered no file');
      return item;
    },
    onSuccess: (item) => {
      setUploaded(item);
      onChange(item.id);
    },
    onError: (failure) =>
      setProblem(handleError(failure).action === 'show' ? `The ${label} could not be uploaded` : null),
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const rejected = checkDocumentFile(file, kind);
    setProblem(rejected);
    if (rejected) {
      // A rejected file clears the value.
      event.target.value = '';
      return;
    }
    upload.mutate(file);
  }

  const message = problem ?? error;
  const current =
    uploaded && value === uploaded.id
      ? { name: uploaded.name, size: uploaded.size, href: uploaded.cachedLocation, state: 'Uploaded' }
      : saved && value === saved.fileId
        ? { name: saved.name, size: saved.size, href: saved.location, state: 'Saved' }
        : null;
  return (
    <div className="flex flex-col gap-1 rounded-md border border-slate-200 p-3">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      {current && (
        <p className="text-sm">
          {current.state}:{' '}
          <a
            href={current.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {current.name}
          </a>{' '}
          <span className="text-muted">({formatFileSize(current.size)})</span>
        </p>
      )}
      <input
        ref={ref}
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        onChange={choose}
        disabled={upload.isPending}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : `${id}-hint`}
      />
      <p role="status" className="text-muted text-xs">
        {upload.isPending ? `Uploading the ${label}…` : ''}
      </p>
      {message ? (
        <p id={`${id}-error`} className="text-red-600 text-xs">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-muted text-xs">
          {current ? `Choose a file to replace it. ${DOCUMENT_HINT}` : DOCUMENT_HINT}
        </p>
      )}
    </div>
  );
}
