/**
 * A subscription's period in checks (GET /plans/{id}/usage): how many of the included checks are used, and
 * what the checks beyond them will cost at the period's end.
 */
import type { TPlanUsage } from '@verity/client';
import { formatCount, formatMoney } from '../../../../lib/format';

/** 'This period: 120 of 500 checks used', then '3 extra checks: ₦360.00' once past the included ones. */
export function usageLines(
  usage: Pick<TPlanUsage, 'used' | 'included' | 'overage' | 'overageCost'>,
): string[] {
  const lines = [`This period: ${formatCount(usage.used)} of ${formatCount(usage.included)} checks used`];
  if (usage.overage > 0) {
    const extra = usage.overage === 1 ? '1 extra check' : `${formatCount(usage.overage)} extra checks`;
    lines.push(`${extra}: ${formatMoney(usage.overageCost)}`);
  }
  return lines;
}
