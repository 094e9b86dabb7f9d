import type { TVFormOverviewMetrics } from '@verity/client';
import { DayChart } from '../../../../components/charts/day-chart';
import { fillDays } from '../../../../lib/chart-data';
import type { ResponseFilters } from '../../lib/response-search';
import { StatusBreakdown } from './status-breakdown';

/** Responses per day and per status, side by side on wide screens. */
export function ResponseCharts({
  metrics,
  range,
}: {
  metrics: TVFormOverviewMetrics;
  range: Pick<ResponseFilters, 'startDate' | 'endDate'>;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DayChart title="Responses per day" days={fillDays(metrics.perDay, range)} />
      <StatusBreakdown perStatus={metrics.perStatus} />
    </div>
  );
}
