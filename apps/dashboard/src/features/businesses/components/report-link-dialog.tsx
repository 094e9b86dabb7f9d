/**
 * Attach a report link to an export request (only platform staff may): support prepares the report elsewhere
 * and gives the business its link; the request is then completed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TExportRequest,
  type TSupportUploadLinkRequest,
  ZSupportUploadLinkRequest,
} from '@verity/client';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { toast } from '../../../components/toasts/toast-store';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useUploadSupportLink } from '../api';

const fields = ['report_link'] as const;

export function ReportLinkDialog({ request, onClose }: { request: TExportRequest; onClose(): void }) {
  const upload = useUploadSupportLink(request.id);
  const form = useForm<TSupportUploadLinkRequest>({
    resolver: zodResolver(ZSupportUploadLinkRequest),
    defaultValues: { report_link: request.reportLink ?? '' },
  });
  const failure = useFormFailure(fields, form.setError);

  const submit = form.handleSubmit((body) => {
    failure.setMessage(null);
    upload.mutate(body, {
      onSuccess: () => {
        toast.success('Report link saved');
        onClose();
      },
      onError: failure.report,
    });
  });

  return (
    <FormDialog
      title="Attach report link"
      action="Save link"
      pending={upload.isPending}
      failure={failure.message}
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
        error={form.formState.errors.report_link?.message}
        {...form.register('report_link')}
      />
    </FormDialog>
  );
}
