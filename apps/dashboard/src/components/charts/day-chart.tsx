import { type DayCount, describeDays, niceMax, shortDay, ticks } from '../../lib/chart-data';
import { formatCount, formatDate } from '../../lib/format';
import { ChartFigure } from './chart-figure';

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 44;
const RIGHT = 8;
const TOP = 10;
const BOTTOM = 28;
/** At most this many day labels under the bars; the rest would overlap. */
const MAX_LABELS = 7;

export interface DayChartProps {
  title: string;
  /** What is counted, singular ('response', 'report'). */
  noun?: string;
  /** Every day to draw, zeros included (see fillDays). */
  days: readonly DayCount[];
}

/** Counts per day as columns, drawn as inline SVG (no chart library), with the numbers as a table. */
export function DayChart({ title, noun = 'response', days }: DayChartProps) {
  const plural = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}s`;
  const top = niceMax(Math.max(0, ...days.map((day) => day.count)));
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(1, Math.min(slot * 0.7, 48));
  const labelEvery = Math.max(1, Math.ceil(days.length / MAX_LABELS));
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  return (
    <ChartFigure
      title={title}
      headers={['Day', plural]}
      rows={days.map((day) => [formatDate(`${day.date}T00:00:00Z`), formatCount(day.count)] as const)}
    >
      <svg
        role="img"
        aria-label={describeDays(days, noun)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        preserveAspectRatio="xMidYMid meet"
      >
        {ticks(top).map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-600 text-[13px]">
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {days.length === 0 && (
          <text
            x={LEFT + plotWidth / 2}
            y={TOP + plotHeight / 2}
            textAnchor="middle"
            className="fill-slate-600 text-[13px]"
          >
            No {noun}s in this period
          </text>
        )}
        {days.map((day, index) => {
          const x = LEFT + slot * index + (slot - barWidth) / 2;
          return (
            <g key={day.date}>
              {day.count > 0 && (
                <rect
                  x={x}
                  y={y(day.count)}
                  width={barWidth}
                  height={TOP + plotHeight - y(day.count)}
                  rx={2}
                  className="fill-brand-600"
                >
                  <title>{`${formatDate(`${day.date}T00:00:00Z`)}: ${formatCount(day.count)}`}</title>
                </rect>
              )}
              {index % labelEvery === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="fill-slate-600 text-[13px]"
                >
                  {shortDay(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
}
