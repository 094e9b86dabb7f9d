/**
 * /v-forms/:id/preview: the form in the real widget, as respondents see it. A published form is what the
 * public view serves; a draft is handed to the widget as it is saved (the public view does not serve it).
 */
import { ApiError } from '@verity/client';
import { useMemo } from 'react';
import { useParams } from 'wouter';
import NotFoundPage from '../../../components/errors/not-found-page';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useBuilderTemplate } from '../api/builder-api';
import { FormPreview } from '../components/builder/form-preview';
import { stateFromTemplate, toPublicTemplate } from '../lib/builder/builder-state';

export default function PreviewPage() {
  const { id = '' } = useParams<{ id: string }>();
  const template = useBuilderTemplate(id);
  const notFound = template.error instanceof ApiError && template.error.status === 404;
  const failure = useQueryFailure(notFound ? null : template.error);
  const data = template.data;
  useDocumentTitle(data ? `Preview ${data.title}` : 'Form preview');
  const draft = useMemo(
    () => (data && data.status !== 'published' ? toPublicTemplate(stateFromTemplate(data), data) : undefined),
    [data],
  );

  if (notFound) return <NotFoundPage />;
  const back = (
    <TextLink href={`/v-forms/${encodeURIComponent(id)}/edit`} className="self-start">
      ← Back to the builder
    </TextLink>
  );
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      {back}
      <div>
        <h1 className="font-semibold text-2xl">Preview{data ? `: ${data.title}` : ''}</h1>
        <p className="text-muted text-sm">Answers given here are not submitted.</p>
      </div>
      {template.isError && !data ? (
        <QueryError
          message={failure ?? 'The form could not be loaded.'}
          onRetry={() => void template.refetch()}
        />
      ) : data ? (
        <FormPreview formId={id} template={draft} />
      ) : (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading the form" />
        </div>
      )}
    </div>
  );
}
