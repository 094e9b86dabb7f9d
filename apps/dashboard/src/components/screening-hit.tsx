/**
 * One screening hit, wherever one is shown (a Sanction & PEP check's result, the screening of a customer
 * verification's person): the listed entity's facts, each reason with how much it moved the score, and the
 * officer's decision once made.
 */
import type { TAmlHit } from '@verity/client';
import { type ReactNode, useId } from 'react';
import { formatDateTime } from '../lib/format';
import { decisionLabels, hitFacts, hitName, reasonRows } from '../lib/screening-hits';
import { SummaryList } from './ui/summary-list';

const effectTones = { up: 'text-red-700', down: 'text-emerald-700', none: 'text-muted' } as const;

/** `actions` sit beside the name: the officer's decisions, where they may make them. */
export function ScreeningHit({ hit, actions }: { hit: TAmlHit; actions?: ReactNode }) {
  const id = useId();
  const { decision } = hit;
  const name = hitName(hit);
  return (
    <article aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={id} className="font-semibold text-lg">
          {name}
        </h3>
        {actions}
      </div>
      <SummaryList rows={hitFacts(hit)} />
      <h4 className="font-medium">Why it matched</h4>
      <ul aria-label={`Why ${name} matched`} className="flex flex-col gap-1 text-sm">
        {reasonRows(hit.reasons).map((reason) => (
          <li key={reason.key} className="flex gap-3">
            <span className={`w-12 shrink-0 text-right font-mono ${effectTones[reason.direction]}`}>
              {reason.effect}
            </span>
            {reason.text}
          </li>
        ))}
      </ul>
      {decision && (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm">
          <strong>{decisionLabels[decision.outcome]}</strong> by {decision.decidedBy.name},{' '}
          <time dateTime={decision.decidedAt}>{formatDateTime(decision.decidedAt)}</time>: {decision.note}
        </p>
      )}
    </article>
  );
}

/** A screening's hits, one under another; `actions` gives each hit's (the officer's decisions). */
export function ScreeningHits({
  hits,
  actions,
}: {
  hits: readonly TAmlHit[];
  actions?(hit: TAmlHit): ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      {hits.map((hit) => (
        <ScreeningHit key={hit.id} hit={hit} actions={actions?.(hit)} />
      ))}
    </div>
  );
}
