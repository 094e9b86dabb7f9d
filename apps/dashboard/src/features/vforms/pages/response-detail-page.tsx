/**
 * /v-forms/{id}/reports/{reportId} and /v-forms/shortcut/{id}/reports/{reportId}: one response in full,
 * every answer readable, each verification's result, the PDF and what the respondent was told.
 */
import type { HistoryScope } from '@verity/client';
import { useLocation, useParams } from 'wouter';
import { DetailSection } from '../../../components/detail-section';
import NotFoundPage from '../../../components/errors/not-found-page';
import { QueryError } from '../../../components/query-error';
import { TextLink } from '../../../components/ui/text-link';
import { businessScope } from '../../../lib/history-scope';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResponse } from '../api/responses-api';
import { AnswerList } from '../components/responses/answer-list';
import { DownloadPdfButton } from '../components/responses/download-pdf-button';
import { PageLoading } from '../components/responses/page-loading';
import { ResponseSummary } from '../components/responses/response-summary';
import { TrackingDetails } from '../components/responses/tracking-details';
import { useLoadFailure } from '../components/responses/use-load-failure';
import { VerificationResults } from '../components/responses/verification-results';
import { respondentLabel } from '../lib/response-format';
import { confirmationPath, responsesPath, viaOf } from '../lib/response-paths';

export default function ResponseDetailPage() {
  return <ResponseDetailScreen scope={businessScope} />;
}

/**
 * One response, the caller's own or beneath a business-admin or organization scope (scoped-pages.tsx).
 * A scope reads the response only: the PDF and the confirmation are the business's own routes.
 */
export function ResponseDetailScreen({ scope }: { scope: HistoryScope }) {
  const { id = '', reportId = '' } = useParams<{ id: string; reportId: string }>();
  const [location] = useLocation();
  const own = scope.kind === 'business';
  const via = own ? viaOf(location) : 'form';
  const response = useResponse(reportId, scope);
  const { notFound, failure } = useLoadFailure(response.error);
  const data = response.data;
  const who = data ? respondentLabel(data) : null;
  const heading = who ? `Response from ${who}` : 'Response';
  useDocumentTitle(heading);

  // A response reached under another form's path is not this form's: the same answer as an unknown id.
  if (notFound || (data && data.templateId !== id)) return <NotFoundPage />;
  const back = (
    <TextLink href={responsesPath(id, via, scope)} className="self-start">
      ← Back to responses
    </TextLink>
  );
  if (response.isError)
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        {back}
        <h1 className="font-semibold text-2xl">Response</h1>
        <QueryError
          message={failure}
          fallback="The response could not be loaded."
          onRetry={() => void response.refetch()}
        />
      </div>
    );
  if (!data) return <PageLoading label="Loading the response" />;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words font-semibold text-2xl">{heading}</h1>
          <p className="text-muted">{data.templateTitle}</p>
        </div>
        {own && (
          <div className="flex flex-wrap items-center gap-3">
            <TextLink href={confirmationPath(data.id)}>What the respondent was told</TextLink>
            <DownloadPdfButton templateId={data.templateId} reportId={data.id} />
          </div>
        )}
      </div>
      <DetailSection title="Summary">
        <ResponseSummary response={data} />
      </DetailSection>
      <DetailSection title="Verifications">
        <VerificationResults answers={data.answers} scope={scope} />
      </DetailSection>
      <DetailSection title="Answers">
        <AnswerList answers={data.answers} />
      </DetailSection>
      {data.tracking && (
        <DetailSection title="Tracking">
          <TrackingDetails tracking={data.tracking} />
        </DetailSection>
      )}
    </div>
  );
}
