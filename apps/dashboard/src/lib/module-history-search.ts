/**
 * A kit module's history filters (status, startDate, endDate, type, name, requestedBy) and cursor, kept in
 * the URL under those names, so a reload or a shared link lands on the same rows; and the API's snake_case
 * query. Values that are not valid are dropped on the way in, so a hand-edited URL never reaches the server
 * as a 400.
 */
import { moduleCheckStatuses } from '@verity/client';
import type { HistoryCursor } from './cursor-paging';
import { cursorQuery, realDate as filterDate } from './filter-search';

export const checkStatuses = moduleCheckStatuses;
export type CheckStatus = (typeof moduleCheckStatuses)[number];

/** `S`: the module's statuses, the kit's three unless it has its own (the screening's). */
export interface ModuleFilters<S extends string = CheckStatus> {
  status?: S;
  /** YYYY-MM-DD, inclusive. */
  startDate?: string;
  endDate?: string;
  type?: string;
  name?: string;
  requestedBy?: string;
}

export interface ModuleSearch<S extends string = CheckStatus> {
  filters: ModuleFilters<S>;
  cursor: HistoryCursor;
}

/** What the module's history and export calls take; `N` is the API's name of the name filter. */
export type ModuleFilterQuery<S extends string = CheckStatus, N extends string = 'name'> = {
  status?: S;
  start_date?: string;
  end_date?: string;
  type?: string;
  requested_by?: string;
} & Partial<Record<N, string>>;

export type ModuleHistoryQuery<S extends string = CheckStatus, N extends string = 'name'> = ModuleFilterQuery<
  S,
  N
> & { start_after?: string; ending_before?: string; limit?: number };

const filterKeys = ['status', 'startDate', 'endDate', 'type', 'name', 'requestedBy'] as const;
const text = (value: string | null, max = 100) => value?.trim().slice(0, max) || undefined;
const realDate = (value: string | null) => filterDate(value?.trim() ?? '') || undefined;

/** Reads filters and cursor from a query string; `types` are the module's type codes, `statuses` its own. */
export function readModuleSearch<S extends string = CheckStatus>(
  search: string,
  types: readonly string[],
  statuses: readonly S[] = checkStatuses as readonly string[] as readonly S[],
): ModuleSearch<S> {
  const params = new URLSearchParams(search);
  const candidates: ModuleFilters<S> = {
    status: statuses.find((status) => status === params.get('status')),
    startDate: realDate(params.get('startDate')),
    endDate: realDate(params.get('endDate')),
    type: types.find((type) => type === params.get('type')),
    name: text(params.get('name')),
    requestedBy: text(params.get('requestedBy'), 64),
  };
  const filters = Object.fromEntries(
    Object.entries(candidates).filter(([, value]) => value !== undefined),
  ) as ModuleFilters<S>;
  const startAfter = text(params.get('start_after'));
  const endingBefore = text(params.get('ending_before'));
  // One direction at a time: a URL carrying both is ambiguous, so the next-page cursor wins.
  const cursor: HistoryCursor = startAfter ? { startAfter } : endingBefore ? { endingBefore } : {};
  return { filters, cursor };
}

/** Filters and cursor as a query string ('' when there is nothing), keys in the order listed above. */
export function writeModuleSearch<S extends string>({ filters, cursor }: ModuleSearch<S>): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (cursor.startAfter) params.set('start_after', cursor.startAfter);
  else if (cursor.endingBefore) params.set('ending_before', cursor.endingBefore);
  return params.toString();
}

/** The filters as the API names them, leaving out what is empty; `nameParam` is its name of the name filter. */
export function toModuleFilterQuery<S extends string = CheckStatus, N extends string = 'name'>(
  filters: ModuleFilters<S>,
  nameParam: N = 'name' as N,
): ModuleFilterQuery<S, N> {
  const query = {
    status: filters.status,
    start_date: filters.startDate,
    end_date: filters.endDate,
    type: filters.type,
    [nameParam]: filters.name,
    requested_by: filters.requestedBy,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as ModuleFilterQuery<S, N>;
}

/** The history call's query: the filters', the cursor, and `limit` when given (the export takes none). */
export function toModuleHistoryQuery<S extends string = CheckStatus, N extends string = 'name'>(
  search: ModuleSearch<S>,
  limit?: number,
  nameParam?: N,
): ModuleHistoryQuery<S, N> {
  return {
    ...toModuleFilterQuery(search.filters, nameParam),
    ...cursorQuery(search.cursor),
    ...(limit && { limit }),
  };
}

export function hasModuleFilters<S extends string>(filters: ModuleFilters<S>): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}
