import { sparklinePoints } from '../lib/figures-text';

const WIDTH = 120;
const HEIGHT = 28;

/** Checks per day as a small line (inline SVG, no chart library), named for screen readers by `label`. */
export function Sparkline({ daily, label }: { daily: readonly number[]; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-2 -2 ${WIDTH + 4} ${HEIGHT + 4}`}
      width={WIDTH}
      height={HEIGHT}
      className="text-brand-600"
    >
      <title>{label}</title>
      <polyline
        points={sparklinePoints(daily, WIDTH, HEIGHT)}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
