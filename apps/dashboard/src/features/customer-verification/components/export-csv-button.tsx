import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HistoryScope } from '@verity/client';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../toasts/toast-store';
import { saveBlob } from '../lib/browser-files';
import { type HistoryFilters, toFilterQuery } from '../lib/history-filters';

export const EXPORT_FILE_NAME = 'identity-history.csv';

/**
 * Exports every check matching the filters (not just the page shown) as CSV. The server streams the
 * file, which can take a while for a large history, so the button says so until the file is saved.
 */
export function ExportCsvButton({ filters, scope }: { filters: HistoryFilters; scope: HistoryScope }) {
  const queryClient = useQueryClient();
  const exportCsv = useMutation({
    mutationFn: () => api.identity.exportCsv(toFilterQuery(filters), scope),
    onSuccess: (blob) => {
      saveBlob(blob, EXPORT_FILE_NAME);
      toast.success(`Export ready: ${EXPORT_FILE_NAME} has been downloaded`);
      // The export is logged server-side; the report log should show it next time it is opened.
      void queryClient.invalidateQueries({ queryKey: ['identity', 'export-requests'] });
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
