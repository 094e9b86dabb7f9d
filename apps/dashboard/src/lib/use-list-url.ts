import { useLocation, useSearch } from 'wouter';
import { firstPage, type HistoryCursor } from './cursor-paging';
import type { FilterDraft, FilterSearch, FilterSearchKind } from './filter-search';

/**
 * A page list whose filters and page live in the URL (team, users, audit log, captures): what a reload
 * shows is what was applied. `search` keys the filters form; `apply` sets the filters (and page 1);
 * `goTo` keeps the filters and changes the page.
 */
export function useListUrl(): { search: string; apply(search: string): void; goTo(page: number): void } {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return {
    search,
    apply: (next) => navigate(next ? `${location}?${next}` : location),
    goTo: (page) => {
      const params = new URLSearchParams(search);
      if (page > 1) params.set('page', String(page));
      else params.delete('page');
      navigate(params.size > 0 ? `${location}?${params}` : location);
    },
  };
}

/** What a cursor list's filters form takes (key the form by `formKey`, so it starts from what the URL says). */
export interface ListFilterProps<K extends string> {
  initial: FilterDraft<K>;
  applied: boolean;
  /** The applied fields as a query string, read back through the list's URL readers. */
  onApply(search: string): void;
  onClear(): void;
}

export interface CursorListUrl<K extends string> {
  /** The filters and page the URL names. */
  search: FilterSearch<K>;
  /** Any filter applied: the empty state then offers to clear them. */
  filtered: boolean;
  clear(): void;
  /** Keys the filters form: Back, a reload or 'Clear filters' reset what it shows. */
  formKey: string;
  filters: ListFilterProps<K>;
  /** Another page, the filters kept. */
  goTo(cursor: HistoryCursor): void;
}

/**
 * A cursor list whose filters and page live in the URL (billing's transactions, bank transfers, credit lines
 * and invoices; the businesses and organizations tables), read and written by its kind (lib/filter-search.ts):
 * new filters start at the first page, a page keeps the filters. A list without filters passes `cursorOnly`.
 */
export function useCursorListUrl<K extends string>(kind: FilterSearchKind<K, unknown>): CursorListUrl<K> {
  const [location, navigate] = useLocation();
  const search = kind.read(useSearch());
  const go = (draft: FilterDraft<K>, cursor: HistoryCursor) => {
    const query = kind.write({ draft, cursor });
    navigate(query ? `${location}?${query}` : location);
  };
  const filtered = kind.isFiltered(search.draft);
  const clear = () => go(kind.empty, firstPage);
  return {
    search,
    filtered,
    clear,
    formKey: kind.write({ draft: search.draft, cursor: firstPage }),
    filters: {
      initial: search.draft,
      applied: filtered,
      onApply: (applied) => go(kind.read(applied).draft, firstPage),
      onClear: clear,
    },
    goTo: (cursor) => go(search.draft, cursor),
  };
}
