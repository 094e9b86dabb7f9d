import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button';
import { api } from '../../../../lib/api-client';
import { handleError } from '../../../../lib/handle-error';
import { saveBlob } from '../../../customer-verification/lib/browser-files';
import { toast } from '../../../toasts/toast-store';
import { type ResponseFilters, toHistoryFilterQuery } from '../../lib/response-search';

export const HISTORY_EXPORT_FILE_NAME = 'vform-history.csv';

/**
 * Every response matching the filters (not just the page shown) as CSV. The server streams the file,
 * which can take a while for a long history, so the button says so until the file is saved.
 */
export function ExportHistoryCsvButton({ filters }: { filters: ResponseFilters }) {
  const exportCsv = useMutation({
    mutationFn: () => api.vforms.exportHistoryCsv(toHistoryFilterQuery(filters)),
    onSuccess: (blob) => {
      saveBlob(blob, HISTORY_EXPORT_FILE_NAME);
      toast.success(`Export ready: ${HISTORY_EXPORT_FILE_NAME} has been downloaded`);
    },
    onError: handleError,
  });
  return (
    <>
      <Button variant="secondary" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
        {exportCsv.isPending ? 'Preparing export…' : 'Export CSV'}
      </Button>
      <span role="status" className="sr-only">
        {exportCsv.isPending ? 'Preparing export…' : ''}
      </span>
    </>
  );
}
