/**
 * One list tab (Published, Saved or Archived): the debounced title search, the table with each form's
 * links and actions, page paging, an empty state with its call to action, and the three dialogs.
 * The search and page live in the URL.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { TVFormTemplateSummary } from '@verity/client';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { QueryError } from '../../../../components/query-error';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useQueryFailure } from '../../../../lib/use-query-failure';
import { useFormList } from '../../api/forms-api';
import {
  canSearch,
  type ListSearch,
  type ListTab,
  pageSummary,
  readListSearch,
  SEARCH_DEBOUNCE_MS,
  TITLE_SEARCH_MAX,
  titleSearchSchema,
  writeListSearch,
} from '../../lib/form-lists';
import { DeleteDialog } from '../delete-dialog';
import { PublishDialog } from '../publish-dialog';
import { ShareModal } from '../share-modal';
import { type FormDialog, FormsTable } from './forms-table';
import { ListPager } from './list-pager';

const captions: Record<ListTab, string> = {
  published: 'Published forms, newest first',
  saved: 'Saved (unpublished) forms, newest first',
  archived: 'Archived forms, newest first',
};

export function FormsList({ tab, onCreate }: { tab: ListTab; onCreate(): void }) {
  const [location, navigate] = useLocation();
  const search = readListSearch(useSearch());
  const list = useFormList(tab, search);
  const failure = useQueryFailure(list.error);
  // Bumped by 'Clear search' so the box empties too (it otherwise keeps what was typed).
  const [searchBox, setSearchBox] = useState(0);
  const [dialog, setDialog] = useState<{ kind: FormDialog; form: TVFormTemplateSummary } | null>(null);
  const closeDialog = () => setDialog(null);

  const go = (next: ListSearch) => {
    const query = writeListSearch(next);
    navigate(query ? `${location}?${query}` : location, { replace: next.title !== search.title });
  };

  const forms = list.data?.items ?? [];
  const pagination = list.data?.pagination;

  return (
    <div className="flex flex-col gap-4">
      {canSearch(tab) && (
        <SearchBox
          key={`${tab}-${searchBox}`}
          initial={search.title}
          label={tab === 'published' ? 'Search published forms' : 'Search forms'}
          hint={tab === 'saved' ? 'Searching looks through every form that is not archived.' : undefined}
          onSearch={(title) => {
            if (title !== search.title) go({ title, page: 1 });
          }}
        />
      )}
      {list.isError ? (
        <QueryError
          message={failure ?? 'The forms could not be loaded.'}
          onRetry={() => void list.refetch()}
        />
      ) : !list.isPending && forms.length === 0 ? (
        <EmptyState
          tab={tab}
          title={search.title}
          onClear={() => {
            setSearchBox((n) => n + 1);
            go({ title: '', page: 1 });
          }}
          onCreate={onCreate}
        />
      ) : (
        <>
          <FormsTable
            forms={forms}
            caption={captions[tab]}
            loading={list.isPending || list.isPlaceholderData}
            onDialog={(kind, form) => setDialog({ kind, form })}
          />
          {pagination && (
            <ListPager
              page={pagination.page}
              totalPages={pagination.totalPages}
              summary={pageSummary(pagination, forms.length, pagination.limit)}
              disabled={list.isFetching}
              onPage={(page) => go({ ...search, page })}
            />
          )}
        </>
      )}
      {dialog?.kind === 'share' && <ShareModal template={dialog.form} open onClose={closeDialog} />}
      {dialog?.kind === 'publish' && <PublishDialog template={dialog.form} open onClose={closeDialog} />}
      {dialog?.kind === 'delete' && <DeleteDialog template={dialog.form} open onClose={closeDialog} />}
    </div>
  );
}

function SearchBox({
  initial,
  label,
  hint,
  onSearch,
}: {
  initial: string;
  label: string;
  hint: string | undefined;
  onSearch(title: string): void;
}) {
  const form = useForm<{ title?: string }, unknown, { title: string }>({
    resolver: zodResolver(titleSearchSchema),
    defaultValues: { title: initial },
  });
  const draft = form.watch('title') ?? '';
  // The latest onSearch, read when the timer fires: the search runs when typing pauses, not on each render.
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  return (
    <search className="max-w-md">
      <form onSubmit={form.handleSubmit(({ title }) => onSearch(title))}>
        <TextField
          type="search"
          label={label}
          placeholder="Form title"
          maxLength={TITLE_SEARCH_MAX}
          hint={hint}
          error={form.formState.errors.title?.message}
          {...form.register('title')}
        />
      </form>
    </search>
  );
}

function EmptyState({
  tab,
  title,
  onClear,
  onCreate,
}: {
  tab: ListTab;
  title: string;
  onClear(): void;
  onCreate(): void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-300 border-dashed bg-white px-4 py-12 text-center">
      {title ? (
        <>
          <p className="font-semibold text-base">No forms match ‘{title}’</p>
          <Button variant="secondary" onClick={onClear}>
            Clear search
          </Button>
        </>
      ) : tab === 'archived' ? (
        <p className="font-semibold text-base">
          No archived forms. A deleted form that had responses lands here.
        </p>
      ) : (
        <>
          <p className="font-semibold text-base">
            {tab === 'published' ? 'No published forms yet' : 'No saved forms'}
          </p>
          <p className="text-muted text-sm">
            Build a form from scratch or start from a template, then publish it to share its link.
          </p>
          <Button onClick={onCreate}>Create your first form</Button>
        </>
      )}
    </div>
  );
}
