/**
 * A kit module's history filters (status, startDate, endDate, type, name, requestedBy) and cursor, kept in
 * the URL under those names, so a reload or a shared link lands on the same rows; and the API's snake_case
 * query. Values that are not valid are dropped on the way in, so a hand-edited URL never reaches the server
 * as a 400.
 */
import { moduleCheckStatuses } from '@verity/client';
import type { HistoryCursor } from './cursor-paging';

export const checkStatuses = moduleCheckStatuses;
export type CheckStatus = (typeof moduleCheckStatuses)[number];

export interface ModuleFilters {
  status?: CheckStatus;
  /** YYYY-MM-DD, inclusive. */
  startDate?: string;
  endDate?: string;
  type?: string;
  name?: string;
  requestedBy?: string;
}

export interface ModuleSearch {
  filters: ModuleFilters;
  cursor: HistoryCursor;
}

/** What the module's history and export calls take. */
export interface ModuleFilterQuery {
  status?: CheckStatus;
  start_date?: string;
  end_date?: string;
  type?: string;
  name?: string;
  requested_by?: string;
}

export interface ModuleHistoryQuery extends ModuleFilterQuery {
  start_after?: string;
  ending_before?: string;
  limit?: number;
}

const filterKeys = ['status', 'startDate', 'endDate', 'type', 'name', 'requestedBy'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: string | null) => value?.trim().slice(0, 100) || undefined;
const realDate = (value: string | null) =>
  value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;

/** Reads filters and cursor from a query string; `types` are the module's type codes. */
export function readModuleSearch(search: string, types: readonly string[]): ModuleSearch {
  const params = new URLSearchParams(search);
  const candidates: ModuleFilters = {
    status: checkStatuses.find((status) => status === params.get('status')),
    startDate: realDate(params.get('startDate')),
    endDate: realDate(params.get('endDate')),
    type: types.find((type) => type === params.get('type')),
    name: text(params.get('name')),
    requestedBy: text(params.get('requestedBy')),
  };
  const filters = Object.fromEntries(
    Object.entries(candidates).filter(([, value]) => value !== undefined),
  ) as ModuleFilters;
  const startAfter = text(params.get('start_after'));
  const endingBefore = text(params.get('ending_before'));
  // One direction at a time: a URL carrying both is ambiguous, so the next-page cursor wins.
  const cursor: HistoryCursor = startAfter ? { startAfter } : endingBefore ? { endingBefore } : {};
  return { filters, cursor };
}

/** Filters and cursor as a query string ('' when there is nothing), keys in the order listed above. */
export function writeModuleSearch({ filters, cursor }: ModuleSearch): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (cursor.startAfter) params.set('start_after', cursor.startAfter);
  else if (cursor.endingBefore) params.set('ending_before', cursor.endingBefore);
  return params.toString();
}

export function toModuleFilterQuery(filters: ModuleFilters): ModuleFilterQuery {
  const query: ModuleFilterQuery = {};
  if (filters.status) query.status = filters.status;
  if (filters.startDate) query.start_date = filters.startDate;
  if (filters.endDate) query.end_date = filters.endDate;
  if (filters.type) query.type = filters.type;
  if (filters.name) query.name = filters.name;
  if (filters.requestedBy) query.requested_by = filters.requestedBy;
  return query;
}

export function toModuleHistoryQuery(search: ModuleSearch, limit: number): ModuleHistoryQuery {
  const query: ModuleHistoryQuery = { ...toModuleFilterQuery(search.filters), limit };
  if (search.cursor.startAfter) query.start_after = search.cursor.startAfter;
  else if (search.cursor.endingBefore) query.ending_before = search.cursor.endingBefore;
  return query;
}

export function hasModuleFilters(filters: ModuleFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}
