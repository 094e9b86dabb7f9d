import type { UseQueryResult } from '@tanstack/react-query';
import type { HistoryScope, PageList, TVFormTemplateSummary } from '@verity/client';
import { QueryError } from '../../../../components/query-error';
import { useQueryFailure } from '../../../../lib/use-query-failure';
import { pageSummary } from '../../lib/form-lists';
import { FormsTable } from './forms-table';
import { ListPager } from './list-pager';

export interface ScopedFormsListProps {
  scope: Exclude<HistoryScope, { kind: 'business' }>;
  query: UseQueryResult<PageList<TVFormTemplateSummary>>;
  onPage(page: number): void;
}

/** A business's or an organization's forms, read only: the table, or why there is none, and the pager. */
export function ScopedFormsList({ scope, query, onPage }: ScopedFormsListProps) {
  const failure = useQueryFailure(query.error);
  const forms = query.data?.items ?? [];
  const pagination = query.data?.pagination;
  if (query.isError)
    return (
      <QueryError
        message={failure}
        fallback="The forms could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.isPending && forms.length === 0)
    return (
      <div className="rounded-lg border border-slate-300 border-dashed bg-white px-4 py-8 text-center">
        <p className="font-semibold text-base">No forms yet</p>
      </div>
    );
  return (
    <>
      <FormsTable
        scope={scope}
        forms={forms}
        caption="Forms, newest first"
        loading={query.isPending || query.isPlaceholderData}
      />
      {pagination && (
        <ListPager
          page={pagination.page}
          totalPages={pagination.totalPages}
          summary={pageSummary(pagination, forms.length, pagination.limit)}
          disabled={query.isFetching}
          onPage={onPage}
        />
      )}
    </>
  );
}
