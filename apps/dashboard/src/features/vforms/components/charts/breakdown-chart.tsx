import { ChartFigure } from '../../../../components/charts/chart-figure';
import { describeBreakdown, niceMax } from '../../../../lib/chart-data';
import { formatCount } from '../../../../lib/format';

export interface BreakdownItem {
  label: string;
  count: number;
  /** A Tailwind fill class; the label and count are always written too (never colour alone). */
  fill: string;
}

const WIDTH = 640;
const ROW = 34;
const LABEL = 120;
const VALUE = 56;

/** Counts by category as horizontal bars in inline SVG, each with its label and number. */
export function BreakdownChart({ title, items }: { title: string; items: readonly BreakdownItem[] }) {
  const top = niceMax(Math.max(0, ...items.map((item) => item.count)));
  const barSpace = WIDTH - LABEL - VALUE;
  const height = Math.max(ROW, items.length * ROW);
  return (
    <ChartFigure
      title={title}
      headers={['Status', 'Responses']}
      rows={items.map((item) => [item.label, formatCount(item.count)] as const)}
    >
      <svg
        role="img"
        aria-label={describeBreakdown(title, items)}
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full"
      >
        {items.map((item, index) => {
          const y = index * ROW;
          const width = item.count === 0 ? 0 : Math.max(2, (item.count / top) * barSpace);
          return (
            <g key={item.label}>
              <text x={0} y={y + ROW / 2 + 4} className="fill-slate-700 text-[15px]">
                {item.label}
              </text>
              <rect
                x={LABEL}
                y={y + 6}
                width={barSpace}
                height={ROW - 12}
                rx={3}
                className="fill-slate-100"
              />
              {width > 0 && (
                <rect x={LABEL} y={y + 6} width={width} height={ROW - 12} rx={3} className={item.fill} />
              )}
              <text
                x={WIDTH}
                y={y + ROW / 2 + 4}
                textAnchor="end"
                className="fill-slate-700 text-[15px] tabular-nums"
              >
                {formatCount(item.count)}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
}
