import { useQueryClient } from '@tanstack/react-query';
import type { HistoryScope } from '@verity/client';
import { ExportCsvButton as CsvButton } from '../../../components/export-csv-button';
import { api } from '../../../lib/api-client';
import { type HistoryFilters, toFilterQuery } from '../lib/history-filters';

export const EXPORT_FILE_NAME = 'identity-history.csv';

/** The customer-verification history as CSV; the report log shows the export next time it is opened. */
export function ExportCsvButton({ filters, scope }: { filters: HistoryFilters; scope: HistoryScope }) {
  const queryClient = useQueryClient();
  return (
    <CsvButton
      download={() => api.identity.exportCsv(toFilterQuery(filters), scope)}
      fileName={EXPORT_FILE_NAME}
      onExported={() => void queryClient.invalidateQueries({ queryKey: ['identity', 'export-requests'] })}
    />
  );
}
