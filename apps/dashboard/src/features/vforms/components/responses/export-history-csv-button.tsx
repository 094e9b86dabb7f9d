import { ExportCsvButton } from '../../../../components/export-csv-button';
import { api } from '../../../../lib/api-client';
import { type ResponseFilters, toHistoryFilterQuery } from '../../lib/response-search';

export const HISTORY_EXPORT_FILE_NAME = 'vform-history.csv';

/** Every response matching the filters (not just the page shown) as CSV. */
export function ExportHistoryCsvButton({ filters }: { filters: ResponseFilters }) {
  return (
    <ExportCsvButton
      download={() => api.vforms.exportHistoryCsv(toHistoryFilterQuery(filters))}
      fileName={HISTORY_EXPORT_FILE_NAME}
    />
  );
}
