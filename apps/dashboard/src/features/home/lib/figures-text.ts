/** How home writes its figures: rates, the spend beside the balance, the activation's progress. */
import { formatMoney, type TBusinessFigures, type TModuleFigures } from '@verity/client';

/** 0.6667 → '66.7%'; null (no checks yet) → '—'. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${Math.round(rate * 1000) / 10}%`;
}

/** The spend tile's line under the value: what is left in the wallet. */
export function spendNote(figures: Pick<TBusinessFigures, 'walletBalance'>): string | null {
  return figures.walletBalance ? `${formatMoney(figures.walletBalance)} left in the wallet` : null;
}

/** A module's sparkline described in words, for screen readers and the tooltip. */
export function describeDaily(module: Pick<TModuleFigures, 'name' | 'daily'>): string {
  const total = module.daily.reduce((sum, count) => sum + count, 0);
  if (total === 0) return `${module.name}: no checks this month`;
  const peak = Math.max(...module.daily);
  const day = module.daily.indexOf(peak) + 1;
  return `${module.name}: ${total} ${total === 1 ? 'check' : 'checks'} this month, most on day ${day} (${peak})`;
}

/** Points of a polyline through the counts, in a `width` × `height` box (the top is the busiest day). */
export function sparklinePoints(daily: readonly number[], width: number, height: number): string {
  if (daily.length === 0) return '';
  const top = Math.max(1, ...daily);
  const step = daily.length > 1 ? width / (daily.length - 1) : 0;
  return daily
    .map((count, index) => {
      const x = Math.round(index * step * 10) / 10;
      const y = Math.round((height - (count / top) * height) * 10) / 10;
      return `${x},${y}`;
    })
    .join(' ');
}

export const activationStatusText: Readonly<
  Record<NonNullable<TBusinessFigures['activation']>['status'], string>
> = {
  not_activated: 'Not activated',
  pending_activation: 'Waiting for review',
  activated: 'Activated',
  declined: 'Declined: see why on Get started',
  suspended: 'Suspended',
};
