import { ApiError, type HistoryScope } from '@verity/client';
import { DetailSection } from '../../../components/detail-section';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import NotFoundPage from '../../errors/not-found-page';
import { useCompanyCheck } from '../api';
import { companyHistoryPath } from '../lib/company-paths';
import { CompanyCheckSummary } from './company-check-summary';
import { CompanyProfile } from './company-profile';
import { ReportButton } from './report-button';

/** One company check in full: the check, the company as the registry returned it, and its PDF report. */
export function CompanyDetail({ id, scope }: { id: string; scope: HistoryScope }) {
  const check = useCompanyCheck(id, scope);
  const notFound = check.error instanceof ApiError && check.error.status === 404;
  const failure = useQueryFailure(notFound ? null : check.error);
  useDocumentTitle(check.data ? `Business verification ${check.data.reference}` : 'Business verification');

  if (notFound) return <NotFoundPage />;
  const back = (
    <TextLink href={companyHistoryPath(scope)} className="self-start">
      ← Back to business verifications
    </TextLink>
  );
  if (check.isError)
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        {back}
        <h1 className="font-semibold text-2xl">Business verification</h1>
        <QueryError message={failure} onRetry={() => void check.refetch()} />
      </div>
    );
  if (!check.data)
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label="Loading the business verification" />
      </div>
    );
  const data = check.data;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-semibold text-2xl">{data.result?.name ?? 'Business verification'}</h1>
          <p className="font-mono text-muted">{data.reference}</p>
        </div>
        {data.hasReport && scope.kind === 'business' && <ReportButton checkId={data.id} />}
      </div>
      <DetailSection title="Summary">
        <CompanyCheckSummary check={data} />
      </DetailSection>
      <DetailSection title="Company">
        {data.result ? (
          <CompanyProfile company={data.result} idPrefix={`check-${data.id}`} />
        ) : (
          <p className="text-muted">The registry returned no company for this check.</p>
        )}
      </DetailSection>
    </div>
  );
}
