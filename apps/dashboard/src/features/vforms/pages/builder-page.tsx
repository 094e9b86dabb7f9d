/** /v-forms/:id/edit and /v-forms/:id/edit/:panel: the form builder. */
import { ApiError } from '@verity/client';
import { useParams } from 'wouter';
import NotFoundPage from '../../../components/errors/not-found-page';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useBuilderTemplate } from '../api/builder-api';
import { Builder, hasOpenBuilder } from '../components/builder/builder';
import { panelOf } from '../components/builder/panel-nav';

export default function BuilderPage() {
  const { id = '', panel } = useParams<{ id: string; panel?: string }>();
  const template = useBuilderTemplate(id);
  const notFound = template.error instanceof ApiError && template.error.status === 404;
  const failure = useQueryFailure(notFound ? null : template.error);
  useDocumentTitle(template.data ? `Edit ${template.data.title}` : 'Form builder');

  if (notFound) return <NotFoundPage />;
  if (template.isError && !template.data)
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <TextLink href="/v-forms/forms" className="self-start">
          ← Back to forms
        </TextLink>
        <h1 className="font-semibold text-2xl">Form builder</h1>
        <QueryError
          message={failure ?? 'The form could not be loaded.'}
          onRetry={() => void template.refetch()}
        />
      </div>
    );
  // A builder opened afresh starts from the server's newest copy, not a cached one (a builder still open,
  // e.g. on another panel, has the newest edits in its store).
  if (!template.data || (!hasOpenBuilder(id) && !template.isFetchedAfterMount && template.isFetching))
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label="Loading the form" />
      </div>
    );
  // Keyed by the form: another form gets a store of its own.
  return <Builder key={id} template={template.data} panel={panelOf(panel)} />;
}
