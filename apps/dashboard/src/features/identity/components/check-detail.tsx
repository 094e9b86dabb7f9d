import type { HistoryScope } from '@verity/client';
import { DetailFrame } from '../../../components/detail-frame';
import { DetailSection } from '../../../components/detail-section';
import { displayName, typeLabel } from '../../../lib/check-fields';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CreditReportSection } from '../../credit-report';
import { useCheck } from '../api';
import { historyPath } from '../lib/scope';
import { isScreenable } from '../lib/screening';
import { AmlScreeningSection } from './aml-screening';
import { CheckSummary } from './check-summary';
import { MatchResults } from './match-results';
import { PersonDetails } from './person-details';

export interface CheckDetailProps {
  identityId: string;
  scope: HistoryScope;
}

/**
 * One check in full: summary, the person as the registry returned them, match results, the sanction and
 * PEP screening of a found person, the credit report when the check is one, raw JSON.
 */
export function CheckDetail({ identityId, scope }: CheckDetailProps) {
  const check = useCheck(identityId, scope);
  useDocumentTitle(check.data ? `Verification ${check.data.reference}` : 'Verification');
  return (
    <DetailFrame
      query={check}
      back={{ href: historyPath(scope), label: 'Back to verifications' }}
      title="Verification"
      loadingLabel="Loading the verification"
    >
      {(data, back) => {
        const name = displayName(data);
        return (
          <>
            {back}
            <div>
              <h1 className="font-semibold text-2xl">{name === '—' ? 'Verification' : name}</h1>
              <p className="text-muted">
                {typeLabel(data.type)} check · <span className="font-mono">{data.reference}</span>
              </p>
            </div>
            <DetailSection title="Summary">
              <CheckSummary check={data} />
            </DetailSection>
            <DetailSection title="Person">
              {data.result ? (
                <PersonDetails person={data.result} name={name === '—' ? 'the person' : name} />
              ) : (
                <p className="text-muted">The registry returned no record for this check.</p>
              )}
            </DetailSection>
            <DetailSection title="Match results">
              <MatchResults match={data.match} />
            </DetailSection>
            {isScreenable(data) && <AmlScreeningSection check={data} scope={scope} />}
            {data.result?.creditReport && <CreditReportSection report={data.result.creditReport} />}
            <details className="rounded-lg border border-slate-200 bg-white p-5">
              <summary className="cursor-pointer font-semibold">Raw JSON</summary>
              <section
                aria-label="Raw JSON of the verification"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1, axe scrollable-region-focusable)
                tabIndex={0}
                className="mt-3 max-h-[32rem] overflow-auto rounded bg-slate-900 p-4 text-slate-100 text-xs"
              >
                <pre>{JSON.stringify(data, null, 2)}</pre>
              </section>
            </details>
          </>
        );
      }}
    </DetailFrame>
  );
}
