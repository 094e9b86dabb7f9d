import type { HistoryScope, TIdentityCheck } from '@verity/client';
import { type Ref, useId } from 'react';
import { CheckStatusChip, RiskChip } from '../../../components/status-chips';
import { TextLink } from '../../../components/ui/text-link';
import { displayName, riskOf, typeLabel } from '../../../lib/check-fields';
import { checkPath } from '../lib/scope';
import { MatchResults } from './match-results';
import { PersonDetails } from './person-details';

export interface CheckResultProps {
  check: TIdentityCheck;
  scope: HistoryScope;
  /** The heading takes focus when a result arrives, so a screen reader hears it and Tab continues there. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** A check just run, shown in place under its form. */
export function CheckResult({ check, scope, headingRef }: CheckResultProps) {
  const id = useId();
  const risk = riskOf(check);
  const name = displayName(check);
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} ref={headingRef} tabIndex={-1} className="font-semibold text-lg">
          Result: {typeLabel(check.type)} {check.reference}
        </h2>
        <span className="flex flex-wrap gap-1">
          <CheckStatusChip status={check.status} />
          {risk && <RiskChip level={risk} />}
        </span>
      </div>
      {check.failureReason && <p className="text-red-700">{check.failureReason}</p>}
      {check.result ? (
        <PersonDetails person={check.result} name={name === '—' ? 'the person' : name} />
      ) : (
        <p className="text-muted">No record was found for this number.</p>
      )}
      <div>
        <h3 className="mb-2 font-medium">Match results</h3>
        <MatchResults match={check.match} />
      </div>
      <TextLink href={checkPath(scope, check.id)} className="self-start">
        View details
      </TextLink>
    </section>
  );
}
