import type { VFormResponseStatus } from '@verity/client';
import { responseStatusLabels } from '../../lib/response-format';
import { BreakdownChart } from './breakdown-chart';

const statusFills: Record<VFormResponseStatus, string> = {
  completed: 'fill-slate-500',
  verified: 'fill-emerald-600',
  unverified: 'fill-amber-500',
  failed: 'fill-red-600',
};

/** Responses per status (every status, zeros included) as bars. */
export function StatusBreakdown({
  perStatus,
  title = 'Responses by status',
}: {
  perStatus: ReadonlyArray<{ status: VFormResponseStatus; count: number }>;
  title?: string;
}) {
  return (
    <BreakdownChart
      title={title}
      items={perStatus.map((row) => ({
        label: responseStatusLabels[row.status],
        count: row.count,
        fill: statusFills[row.status],
      }))}
    />
  );
}
