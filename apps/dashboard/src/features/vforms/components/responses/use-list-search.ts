import { useLocation, useSearch } from 'wouter';
import {
  type FilterKey,
  type ListSearch,
  type ResponseFilters,
  readListSearch,
  writeListSearch,
} from '../../lib/response-search';

export interface ListSearchState {
  search: ListSearch;
  /** Changes the filters and page (a new history entry); new filters start at page 1. */
  go(filters: ResponseFilters, page?: number): void;
  /** The filters alone as a string: key the filter form by it so it resets when the URL changes. */
  key: string;
}

/** A list's filters and page, read from the URL. */
export function useListSearch(keys: readonly FilterKey[]): ListSearchState {
  const [location, navigate] = useLocation();
  const search = readListSearch(useSearch(), keys);
  return {
    search,
    go(filters, page = 1) {
      const next = writeListSearch({ filters, page });
      navigate(next ? `${location}?${next}` : location);
    },
    key: writeListSearch({ filters: search.filters, page: 1 }),
  };
}
