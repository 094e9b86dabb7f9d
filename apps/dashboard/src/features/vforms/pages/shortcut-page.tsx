/**
 * /v-forms/shortcut: the vForm history, every response of the business across its forms. The overview
 * numbers and charts on top, then the vForm filters (in the URL), the list a page at a time, and the CSV.
 */

import { StatTiles } from '../../../components/charts/stat-tiles';
import { ButtonLink } from '../../../components/ui/button-link';
import { formatCount, formatMoney } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHistoryPage, useOverviewAnalysis, useOverviewMetrics } from '../api/responses-api';
import { ResponseCharts } from '../components/charts/response-charts';
import { ExportHistoryCsvButton } from '../components/responses/export-history-csv-button';
import { ResponsesList } from '../components/responses/responses-list';
import { useListSearch } from '../components/responses/use-list-search';
import { responsePath, responsesPath } from '../lib/response-paths';
import { historyKeys } from '../lib/response-search';

const TITLE = 'vForm history';

export default function ShortcutPage() {
  useDocumentTitle(TITLE);
  const list = useListSearch(historyKeys);
  const history = useHistoryPage(list.search);
  const analysis = useOverviewAnalysis();
  const range = { startDate: list.search.filters.startDate, endDate: list.search.filters.endDate };
  const metrics = useOverviewMetrics(range);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">{TITLE}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ExportHistoryCsvButton filters={list.search.filters} />
          <ButtonLink href="/v-forms/forms">All forms</ButtonLink>
        </div>
      </div>
      {analysis.data && (
        <StatTiles
          label="vForms overview"
          tiles={[
            {
              label: 'Forms',
              value: formatCount(analysis.data.forms.total),
              note: `${formatCount(analysis.data.forms.published)} published, ${formatCount(
                analysis.data.forms.unpublished,
              )} unpublished, ${formatCount(analysis.data.forms.archived)} archived`,
            },
            { label: 'Responses', value: formatCount(analysis.data.responses) },
            { label: 'Verified responses', value: formatCount(analysis.data.verifiedResponses) },
            { label: 'Charged', value: formatMoney(analysis.data.charged) },
          ]}
        />
      )}
      {metrics.data && <ResponseCharts metrics={metrics.data} range={range} />}
      <ResponsesList
        keys={historyKeys}
        list={list}
        query={history}
        showForm
        caption="vForm responses across every form, newest first"
        detailHref={(response) => responsePath(response.templateId, response.id, 'shortcut')}
        formHref={(response) => responsesPath(response.templateId, 'shortcut')}
        empty={<ButtonLink href="/v-forms/forms">Go to your forms</ButtonLink>}
      />
    </div>
  );
}
