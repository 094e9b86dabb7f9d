import {
  onboardingDocumentLabels,
  type TOnboardingDocument,
  type TOnboardingDocumentKind,
  type TUploadedFile,
} from '@verity/client';
import { type Ref, useState } from 'react';
import { formatFileSize } from '../../../lib/file-size';
import { checkDocumentFile, DOCUMENT_ACCEPT, DOCUMENT_HINT } from '../lib/activation-files';
import { UploadNotes, useUploadOnChoose } from './upload-on-choose';

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
  const label = onboardingDocumentLabels[kind];
  const [uploaded, setUploaded] = useState<TUploadedFile | null>(null);
  const upload = useUploadOnChoose({
    upload: 'documents',
    what: label,
    check: (file) => checkDocumentFile(file, kind),
    onUploaded: (item) => {
      setUploaded(item);
      onChange(item.id);
    },
    error,
  });

  const current =
    uploaded && value === uploaded.id
      ? { name: uploaded.name, size: uploaded.size, href: uploaded.cachedLocation, state: 'Uploaded' }
      : saved && value === saved.fileId
        ? { name: saved.name, size: saved.size, href: saved.location, state: 'Saved' }
        : null;
  return (
    <div className="flex flex-col gap-1 rounded-md border border-slate-200 p-3">
      <label htmlFor={upload.id} className="font-medium text-ink">
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
      <input ref={ref} {...upload.input} accept={DOCUMENT_ACCEPT} disabled={upload.pending} />
      <UploadNotes
        upload={upload}
        hint={current ? `Choose a file to replace it. ${DOCUMENT_HINT}` : DOCUMENT_HINT}
      />
    </div>
  );
}
