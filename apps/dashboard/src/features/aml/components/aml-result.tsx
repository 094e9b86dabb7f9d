/** One screening check: the subject, how it went, each hit with its reasons, and the decisions on hits. */
import { useQueryClient } from '@tanstack/react-query';
import {
  type AmlDecision,
  amlCheckTypeLabels,
  amlReviewRouteAddresses,
  type HistoryScope,
  type TAmlHit,
  ZAmlHitDecisionRequest,
} from '@verity/client';
import { useId, useState } from 'react';
import { DetailFrame } from '../../../components/detail-frame';
import { DetailSection } from '../../../components/detail-section';
import { FormDialog } from '../../../components/form-dialog';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { SummaryList } from '../../../components/ui/summary-list';
import { api } from '../../../lib/api-client';
import { formatDateTime, formatMoney, formatPercentage } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCanCall } from '../../../session/use-can-call';
import { rememberAmlCheck, useAmlCheck } from '../api';
import { decisionLabels, hitFacts, hitName, reasonRows, subjectFacts } from '../lib/aml-hits';
import { amlHistoryPath } from '../lib/aml-paths';
import { useAmlForm } from './aml-form';
import { AmlRiskChip, AmlStatusChip } from './aml-history';

export function AmlDetail({ id, scope }: { id: string; scope: HistoryScope }) {
  const check = useAmlCheck(id, scope);
  // Decisions are the business's own: a platform admin or an organization reads them.
  const mayDecide = useCanCall(amlReviewRouteAddresses.decideHit) && scope.kind === 'business';
  useDocumentTitle(check.data ? `Screening of ${check.data.reference}` : 'Sanction & PEP screening');
  return (
    <DetailFrame
      query={check}
      back={{ href: amlHistoryPath(scope), label: 'Back to screening checks' }}
      title="Sanction & PEP screening"
      loadingLabel="Loading the screening check"
    >
      {(data, back) => (
        <>
          {back}
          <div>
            <h1 className="break-words font-semibold text-2xl">{data.reference}</h1>
            <p className="text-muted">{amlCheckTypeLabels[data.type]} check</p>
          </div>
          <DetailSection title="Summary">
            <SummaryList
              rows={[
                ['Status', <AmlStatusChip key="status" status={data.status} />],
                ['Risk level', <AmlRiskChip key="risk" level={data.riskLevel} />],
                ['Lists searched', data.lists.join(', ') || '—'],
                ['Threshold', formatPercentage(data.threshold)],
                ['Failure reason', data.failureReason ?? '—'],
                ['Cost', formatMoney(data.cost)],
                ['Requested by', data.requestedBy.name],
                ['Created at', formatDateTime(data.createdAt)],
              ]}
            />
          </DetailSection>
          <DetailSection title="Subject">
            <SummaryList rows={subjectFacts(data.subject)} />
          </DetailSection>
          <DetailSection title={`Hits (${data.hits.length})`}>
            <div className="flex flex-col gap-4">
              {data.hits.length === 0 && (
                <p>Nothing on the lists searched scored {formatPercentage(data.threshold)} or more.</p>
              )}
              {data.hits.map((hit) => (
                <HitCard key={hit.id} checkId={data.id} hit={hit} canDecide={mayDecide} />
              ))}
            </div>
          </DetailSection>
        </>
      )}
    </DetailFrame>
  );
}

const effectTones = { up: 'text-red-700', down: 'text-emerald-700', none: 'text-muted' } as const;

function HitCard({ checkId, hit, canDecide }: { checkId: string; hit: TAmlHit; canDecide: boolean }) {
  const id = useId();
  const [deciding, setDeciding] = useState<AmlDecision | null>(null);
  const { decision } = hit;
  const name = hitName(hit);
  return (
    <article aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={id} className="font-semibold text-lg">
          {name}
        </h3>
        {canDecide && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDeciding('false_positive')}>
              False positive
            </Button>
            <Button variant="danger" onClick={() => setDeciding('confirmed')}>
              Confirm match
            </Button>
          </div>
        )}
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
      {deciding && (
        <DecisionDialog checkId={checkId} hit={hit} decision={deciding} onClose={() => setDeciding(null)} />
      )}
    </article>
  );
}

/** The officer's decision on one hit, with the note that says why; the check's status follows. */
function DecisionDialog(props: { checkId: string; hit: TAmlHit; decision: AmlDecision; onClose(): void }) {
  const { decision, hit } = props;
  const name = hitName(hit);
  const queryClient = useQueryClient();
  const form = useAmlForm(ZAmlHitDecisionRequest, { decision, note: '' });
  const submit = form.submit(async (body) => {
    const { data } = await api.aml.decideHit(props.checkId, hit.id, body as never);
    rememberAmlCheck(queryClient, data);
    toast.success(`${name}: ${decisionLabels[decision].toLowerCase()}`);
    props.onClose();
  });
  const confirm = decision === 'confirmed';
  return (
    <FormDialog
      title={confirm ? `Confirm ${name} as a match` : `Mark ${name} a false positive`}
      action={confirm ? 'Confirm match' : 'Mark false positive'}
      pending={form.pending}
      failure={form.failure}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {form.inputs(['note'])}
    </FormDialog>
  );
}
