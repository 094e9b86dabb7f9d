/** One screening check: the subject, how it went, each hit with its reasons, and the decisions on hits. */
import { useQueryClient } from '@tanstack/react-query';
import type { AmlDecision, HistoryScope, TAmlHit, TAmlHitDecisionRequest } from '@verity/client';
import { amlCheckTypeLabels, amlReviewRouteAddresses, ZAmlHitDecisionRequest } from '@verity/client';
import { useState } from 'react';
import { DetailFrame } from '../../../components/detail-frame';
import { DetailSection } from '../../../components/detail-section';
import { ScreeningHits } from '../../../components/screening-hit';
import { Button } from '../../../components/ui/button';
import { SummaryList } from '../../../components/ui/summary-list';
import { api } from '../../../lib/api-client';
import { formatDateTime, formatMoney, formatPercentage } from '../../../lib/format';
import { decisionLabels, hitName } from '../../../lib/screening-hits';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCanCall } from '../../../session/use-can-call';
import { rememberAmlCheck, useAmlCheck } from '../api';
import { subjectFacts } from '../lib/aml-hits';
import { amlHistoryPath } from '../lib/aml-paths';
import { AmlFormDialog } from './aml-form';
import { AmlRiskChip, AmlStatusChip } from './aml-history';

/** The hit an officer is deciding on, and how. */
type Deciding = { hit: TAmlHit; decision: AmlDecision };

export function AmlDetail({ id, scope }: { id: string; scope: HistoryScope }) {
  const check = useAmlCheck(id, scope);
  // Decisions are the business's own: a platform admin or an organization reads them.
  const mayDecide = useCanCall(amlReviewRouteAddresses.decideHit) && scope.kind === 'business';
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  useDocumentTitle(check.data ? `Screening of ${check.data.reference}` : 'Sanction & PEP screening');
  const decisions = (hit: TAmlHit) =>
    mayDecide && (
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setDeciding({ hit, decision: 'false_positive' })}>
          False positive
        </Button>
        <Button variant="danger" onClick={() => setDeciding({ hit, decision: 'confirmed' })}>
          Confirm match
        </Button>
      </div>
    );
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
            {data.hits.length === 0 && (
              <p>Nothing on the lists searched scored {formatPercentage(data.threshold)} or more.</p>
            )}
            <ScreeningHits hits={data.hits} actions={decisions} />
          </DetailSection>
          {deciding && <DecisionDialog checkId={data.id} {...deciding} onClose={() => setDeciding(null)} />}
        </>
      )}
    </DetailFrame>
  );
}

/** The officer's decision on one hit, with the note that says why; the check's status follows. */
function DecisionDialog({
  checkId,
  hit,
  decision,
  onClose,
}: Deciding & { checkId: string; onClose(): void }) {
  const queryClient = useQueryClient();
  const name = hitName(hit);
  const confirm = decision === 'confirmed';
  const decide = async (body: Record<string, unknown>) => {
    rememberAmlCheck(
      queryClient,
      (await api.aml.decideHit(checkId, hit.id, body as TAmlHitDecisionRequest)).data,
    );
    return `${name}: ${decisionLabels[decision].toLowerCase()}`;
  };
  return (
    <AmlFormDialog
      title={confirm ? `Confirm ${name} as a match` : `Mark ${name} a false positive`}
      action={confirm ? 'Confirm match' : 'Mark false positive'}
      schema={ZAmlHitDecisionRequest}
      initial={{ decision, note: '' }}
      save={decide}
      onClose={onClose}
    >
      {(form) => form.inputs(['note'])}
    </AmlFormDialog>
  );
}
