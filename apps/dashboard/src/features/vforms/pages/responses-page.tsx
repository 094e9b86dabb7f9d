/**
 * /v-forms/{id}/reports and /v-forms/shortcut/{id}/reports: one form's responses, filtered by status and
 * dates (in the URL), a page at a time; each row opens the response the same way it was reached.
 */
import type { HistoryScope } from '@verity/client';
import { useLocation, useParams } from 'wouter';
import NotFoundPage from '../../../components/errors/not-found-page';
import { TextLink } from '../../../components/ui/text-link';
import { businessScope } from '../../../lib/history-scope';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResponsesPage, useTemplate } from '../api/responses-api';
import { ResponsesList } from '../components/responses/responses-list';
import { useListSearch } from '../components/responses/use-list-search';
import { isNotFound, useLoadFailure } from '../components/responses/use-load-failure';
import { formsPath, overviewPath, responsePath, SHORTCUT_PATH, viaOf } from '../lib/response-paths';
import { responseListKeys } from '../lib/response-search';

export default function ResponsesPage() {
  return <ResponsesScreen scope={businessScope} />;
}

/**
 * One form's responses, for the caller's own form or beneath a business-admin or organization scope
 * (scoped-pages.tsx). A scope reads only the responses: the form itself, its overview and its public link
 * are the business's own, so the title comes from the responses and a form outside the scope is a 404.
 */
export function ResponsesScreen({ scope }: { scope: HistoryScope }) {
  const { id = '' } = useParams<{ id: string }>();
  const [location] = useLocation();
  const own = scope.kind === 'business';
  const via = own ? viaOf(location) : 'form';
  const template = useTemplate(id, own);
  const list = useListSearch(responseListKeys);
  const responses = useResponsesPage(id, list.search, scope);
  // At a scope the list is the page's record (ResponsesList reports its other failures).
  const loadFailure = useLoadFailure(template.error);
  const notFound = own ? loadFailure.notFound : isNotFound(responses.error);
  const title = own ? template.data?.title : responses.data?.items[0]?.templateTitle;
  useDocumentTitle(title ? `Responses · ${title}` : 'Responses');

  if (notFound) return <NotFoundPage />;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      {!own ? (
        <TextLink href={formsPath(scope)} className="self-start">
          ← Back to the forms
        </TextLink>
      ) : via === 'shortcut' ? (
        <TextLink href={SHORTCUT_PATH} className="self-start">
          ← Back to vForm history
        </TextLink>
      ) : (
        <TextLink href={overviewPath(id)} className="self-start">
          ← Back to the form overview
        </TextLink>
      )}
      <div>
        <h1 className="font-semibold text-2xl">Responses</h1>
        {title && <p className="text-muted">{title}</p>}
      </div>
      <ResponsesList
        keys={responseListKeys}
        list={list}
        query={responses}
        caption={`Responses to ${title ?? 'this form'}, newest first`}
        detailHref={(response) => responsePath(id, response.id, via, scope)}
        empty={
          !own ? (
            <p className="text-muted">No one has answered this form yet.</p>
          ) : template.data?.status === 'published' ? (
            <p className="text-muted">
              Share the form's public link to collect responses:{' '}
              <a
                href={template.data.publicUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {template.data.publicUrl}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          ) : (
            <p className="text-muted">Publish the form to start collecting responses.</p>
          )
        }
      />
      {own && via === 'shortcut' && (
        <p className="text-muted text-sm">
          <TextLink href={overviewPath(id)}>Open this form's overview</TextLink>
        </p>
      )}
    </div>
  );
}
