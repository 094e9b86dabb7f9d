/**
 * /v-forms/confirmation/{responseId}: what the respondent saw after submitting (the form's confirmation
 * and, only if the form tells respondents, whether each verification verified: never the registry's
 * data), as the owner can check it later.
 */
import { useParams } from 'wouter';
import { DetailSection } from '../../../components/detail-section';
import NotFoundPage from '../../../components/errors/not-found-page';
import { QueryError } from '../../../components/query-error';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResponse, useResponseConfirmation } from '../api/responses-api';
import { PageLoading } from '../components/responses/page-loading';
import { ResponseStatusChip, VerificationChip } from '../components/responses/status-chips';
import { useLoadFailure } from '../components/responses/use-load-failure';
import { shownVerificationResult } from '../lib/response-format';
import { responsePath, SHORTCUT_PATH } from '../lib/response-paths';

export default function ConfirmationPage() {
  const { responseId = '' } = useParams<{ responseId: string }>();
  const confirmation = useResponseConfirmation(responseId);
  // Only for the verification fields' labels and types and the way back; the page stands without it.
  const response = useResponse(responseId);
  const { notFound, failure } = useLoadFailure(confirmation.error);
  useDocumentTitle('Response confirmation');

  if (notFound) return <NotFoundPage />;
  const back = response.data ? (
    <TextLink href={responsePath(response.data.templateId, responseId)} className="self-start">
      ← Back to the response
    </TextLink>
  ) : (
    <TextLink href={SHORTCUT_PATH} className="self-start">
      ← Back to vForm history
    </TextLink>
  );
  const heading = <h1 className="font-semibold text-2xl">Response confirmation</h1>;
  if (confirmation.isError)
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        {back}
        {heading}
        <QueryError
          message={failure}
          fallback="The confirmation could not be loaded."
          onRetry={() => void confirmation.refetch()}
        />
      </div>
    );
  const data = confirmation.data;
  if (!data) return <PageLoading label="Loading the confirmation" />;
  const answers = new Map(response.data?.answers.map((answer) => [answer.fieldId, answer]));

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      {back}
      <div>
        {heading}
        <p className="flex flex-wrap items-center gap-2 text-muted">
          What the respondent saw after submitting{response.data ? ` ${response.data.templateTitle}` : ''}.
          {data.status && <ResponseStatusChip status={data.status} />}
        </p>
      </div>
      <section
        aria-labelledby="confirmation-title"
        className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-6 text-center"
      >
        <h2 id="confirmation-title" className="font-semibold text-xl">
          {data.confirmation.title}
        </h2>
        <p className="whitespace-pre-line text-muted">{data.confirmation.message}</p>
        {data.redirectToWebsite && (
          <p className="text-sm">
            Then they were sent to <span className="break-all font-medium">{data.redirectToWebsite}</span>.
          </p>
        )}
      </section>
      <DetailSection title="Verification results shown">
        {!data.verifications ? (
          <p className="text-muted">
            None: this form does not tell respondents whether their numbers verified.
          </p>
        ) : data.verifications.length === 0 ? (
          <p className="text-muted">The form has no verification field.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {data.verifications.map((verification) => {
              const answer = answers.get(verification.fieldId);
              return (
                <li key={verification.fieldId} className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{answer?.label ?? 'Verification field'}:</span>
                  <VerificationChip result={shownVerificationResult(verification.verified, answer?.type)} />
                </li>
              );
            })}
          </ul>
        )}
      </DetailSection>
    </div>
  );
}
