import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button';
import { api } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/browser-files';
import { handleError } from '../../../../lib/handle-error';

/** The response as the server renders it to PDF, saved as vform-response-<id>.pdf. */
export function DownloadPdfButton({ templateId, reportId }: { templateId: string; reportId: string }) {
  const download = useMutation({
    mutationFn: () => api.vforms.downloadResponsePdf(templateId, reportId),
    onSuccess: (blob) => saveBlob(blob, `vform-response-${reportId}.pdf`),
    onError: handleError,
  });
  return (
    <>
      <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? 'Preparing PDF…' : 'Download PDF'}
      </Button>
      <span role="status" className="sr-only">
        {download.isPending ? 'Preparing PDF…' : ''}
      </span>
    </>
  );
}
