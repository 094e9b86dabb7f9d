import { ApiError, type HistoryScope } from '@verity/client';
import { DetailSection } from '../../../components/detail-section';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { CreditReportSection } from '../../credit-report/components/credit-report-section';
import NotFoundPage from '../../errors/not-found-page';
import { useCheck } from '../api';
import { displayName, typeLabel } from '../lib/check-fields';
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
  // A 404 is the page's answer, not a failure to report: it gets the not-found page and no toast.
  const notFound = check.error instanceof ApiError && check.error.status === 404;
  const failure = useQueryFailure(notFound ? null : check.error);
  const name = check.data ? displayName(check.data) : '';
  useDocumentTitle(check.data ? `Verification ${check.data.reference}` : 'Verification');

  if (notFound) return <NotFoundPage />;
  const back = (
    <TextLink href={historyPath(scope)} className="self-start">
      ← Back to verifications
    </TextLink>
  );
  if (check.isError)
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        {back}
        <h1 className="font-semibold text-2xl">Verification</h1>
        <QueryError message={failure} onRetry={() => void check.refetch()} />
      </div>
    );
  if (!check.data)
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label="Loading the verification" />
      </div>
    );

  const data = check.data;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
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
    </div>
  );
}
