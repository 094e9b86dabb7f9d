import { DayChart } from '../../../components/charts/day-chart';
import { StatTiles } from '../../../components/charts/stat-tiles';
import { formatCount } from '../../../lib/format';
import { useCreditAnalysis, useCreditMetrics } from '../api';

const highRisk = new Set(['potential_high_risk', 'critical_high_risk']);

/** Headline numbers and reports per day over the last 30 days (the overview's analysis and metrics). */
export function CreditOverview() {
  const analysis = useCreditAnalysis();
  const metrics = useCreditMetrics('day');
  const data = analysis.data;
  return (
    <div className="flex flex-col gap-4">
      {data && (
        <StatTiles
          label="Credit report overview"
          tiles={[
            { label: 'Reports run', value: formatCount(data.total) },
            { label: 'Files found', value: formatCount(data.found) },
            { label: 'Average score', value: data.averageScore === null ? '—' : String(data.averageScore) },
            {
              label: 'High risk',
              value: formatCount(
                data.byRiskLevel
                  .filter((row) => highRisk.has(row.riskLevel))
                  .reduce((sum, row) => sum + row.count, 0),
              ),
            },
          ]}
        />
      )}
      {metrics.data && (
        <DayChart
          title="Reports per day, last 30 days"
          noun="report"
          days={metrics.data.points.map((point) => ({ date: point.period, count: point.count }))}
        />
      )}
    </div>
  );
}
