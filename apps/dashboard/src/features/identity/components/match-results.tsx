import type { TIdentityMatch } from '@verity/client';
import { Chip } from '../../../components/chip';
import { type MatchOutcome, matchRows } from '../../../lib/check-fields';

const outcomeTones = {
  Matched: 'good',
  'Did not match': 'bad',
  'Not supplied': 'neutral',
} as const satisfies Record<MatchOutcome, 'good' | 'bad' | 'neutral'>;

/** How each detail supplied for matching compared with the record. */
export function MatchResults({ match }: { match: TIdentityMatch }) {
  return (
    <dl className="grid gap-2 sm:grid-cols-3">
      {matchRows(match).map((row) => (
        <div key={row.key} className="flex flex-col gap-1">
          <dt className="text-muted text-xs">{row.label}</dt>
          <dd>
            <Chip tone={outcomeTones[row.outcome]}>{row.outcome}</Chip>
          </dd>
        </div>
      ))}
    </dl>
  );
}
