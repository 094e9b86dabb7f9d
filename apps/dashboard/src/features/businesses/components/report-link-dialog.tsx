/**
 * Attach a report link to an export request (only platform staff may): support prepares the report elsewhere
 * and gives the business its link; the request is then completed.
 */
import { type TExportRequest, ZSupportUploadLinkRequest } from '@verity/client';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { toast } from '../../../components/toasts/toast-store';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format';
import { submitFailure } from '../../../lib/submit-failure';
import { useUploadSupportLink } from '../api';

export function ReportLinkDialog({ request, onClose }: { request: TExportRequest; onClose(): void }) {
  const upload = useUploadSupportLink(request.id);
  const [link, setLink] = useState(request.reportLink ?? '');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSupportUploadLinkRequest.safeParse({ report_link: link.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setFailure(null);
    upload.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Report link saved');
        onClose();
      },
      onError: (refusal) => {
        const shown = submitFailure(refusal, ['report_link'] as const);
        setError(shown.fields.report_link);
        setFailure(shown.message);
      },
    });
  };

  return (
    <FormDialog
      title="Attach report link"
      action="Save link"
      pending={upload.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm">
        The export {request.requestedBy.name} asked for on {formatDate(request.createdAt)}. Saving the link
        marks the request completed.
      </p>
      <TextField
        label="Report link"
        type="url"
        autoComplete="off"
        placeholder="https://"
        value={link}
        onChange={(event) => {
          setLink(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
    </FormDialog>
  );
}
