/**
 * Workflow Builder beneath a business (platform admin, admin:business:vforms:view) and an organization
 * (organization:vforms:view), as every module's routes repeat beneath both scopes. Read only: the scope's
 * forms with its response history, a form's responses and one response, through the same screens as the
 * caller's own. They render in the 'business' and 'organization' layouts, whose sidebars list the scope's
 * modules (shell/scoped-navigation.ts).
 */
import type { HistoryScope } from '@verity/client';
import { useId, useState } from 'react';
import { useParams } from 'wouter';
import NotFoundPage from '../../../components/errors/not-found-page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useScopedFormList } from '../api/forms-api';
import { useHistoryPage } from '../api/responses-api';
import { ScopedFormsList } from '../components/forms/scoped-forms-list';
import { ResponsesList } from '../components/responses/responses-list';
import { useListSearch } from '../components/responses/use-list-search';
import { isNotFound } from '../components/responses/use-load-failure';
import { responsePath, responsesPath } from '../lib/response-paths';
import { historyKeys } from '../lib/response-search';
import { ResponseDetailScreen } from './response-detail-page';
import { ResponsesScreen } from './responses-page';

type Scope = Exclude<HistoryScope, { kind: 'business' }>;

function useAdminScope(): Scope {
  const { businessId = '' } = useParams<{ businessId: string }>();
  return { kind: 'admin', businessId };
}

function useOrganizationScope(): Scope {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  return { kind: 'organization', organizationId };
}

/** The scope's forms (each opening its responses) and, beneath them, every response to them. */
function ScopedFormsScreen({ scope, title }: { scope: Scope; title: string }) {
  useDocumentTitle(title);
  const formsHeading = useId();
  const historyHeading = useId();
  // The history's filters and page own the URL; the forms' page is the screen's own.
  const [formsPage, setFormsPage] = useState(1);
  const forms = useScopedFormList(scope, formsPage);
  const list = useListSearch(historyKeys);
  const history = useHistoryPage(list.search, scope);
  // An unknown business or organization (or not the caller's) is not found, like its API answer; the
  // lists report their other failures themselves.
  if (isNotFound(forms.error) || isNotFound(history.error)) return <NotFoundPage />;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="font-semibold text-2xl">{title}</h1>
        <p className="text-muted">The forms and their responses, read only.</p>
      </div>
      <section aria-labelledby={formsHeading} className="flex flex-col gap-3">
        <h2 id={formsHeading} className="font-semibold text-lg">
          Forms
        </h2>
        <ScopedFormsList scope={scope} query={forms} onPage={setFormsPage} />
      </section>
      <section aria-labelledby={historyHeading} className="flex flex-col gap-3">
        <h2 id={historyHeading} className="font-semibold text-lg">
          Response history
        </h2>
        <ResponsesList
          keys={historyKeys}
          list={list}
          query={history}
          showForm
          caption="Responses to these forms, newest first"
          detailHref={(response) => responsePath(response.templateId, response.id, 'form', scope)}
          formHref={(response) => responsesPath(response.templateId, 'form', scope)}
        />
      </section>
    </div>
  );
}

export function BusinessFormsPage() {
  return <ScopedFormsScreen scope={useAdminScope()} title="Business workflow builder" />;
}

export function BusinessResponsesPage() {
  return <ResponsesScreen scope={useAdminScope()} />;
}

export function BusinessResponseDetailPage() {
  const { reportId = '' } = useParams<{ reportId: string }>();
  return <ResponseDetailScreen key={reportId} scope={useAdminScope()} />;
}

export function OrganizationFormsPage() {
  return <ScopedFormsScreen scope={useOrganizationScope()} title="Organization workflow builder" />;
}

export function OrganizationResponsesPage() {
  return <ResponsesScreen scope={useOrganizationScope()} />;
}

export function OrganizationResponseDetailPage() {
  const { reportId = '' } = useParams<{ reportId: string }>();
  return <ResponseDetailScreen key={reportId} scope={useOrganizationScope()} />;
}
