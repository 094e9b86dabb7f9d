/**
 * The responses list's and the vForm history's filters (the vForm filter keys: startDate, endDate, title,
 * page, status; plus the history's verificationId) and where they live: the URL query string, so a reload,
 * Back and a shared link land on the same rows. Values that are not valid are dropped on the way in, so a
 * hand-edited URL cannot reach the server as a 400.
 */
import type {
  TVFormHistoryQuery,
  TVFormMetricsQuery,
  TVFormResponseListQuery,
  VFormResponseStatus,
} from '@verity/client';

/**
 * The response statuses, as the client's `vformResponseStatuses` (a test keeps them equal). Restated so
 * the list pages do not import the client's values, which pull its answer checks into the chunk.
 */
export const responseStatuses = [
  'completed',
  'verified',
  'unverified',
  'failed',
] as const satisfies readonly VFormResponseStatus[];

export interface ResponseFilters {
  status?: VFormResponseStatus;
  /** YYYY-MM-DD, inclusive, UTC days like the API's. */
  startDate?: string;
  endDate?: string;
  /** History only: part of a form's title. */
  title?: string;
  /** History only: a response id, or the id of a check one of its verification fields ran. */
  verificationId?: string;
}
export type FilterKey = keyof ResponseFilters;

export interface ListSearch {
  filters: ResponseFilters;
  /** 1-based. */
  page: number;
}

/** What each list reads from its URL, in the order they are written back. */
export const responseListKeys = ['status', 'startDate', 'endDate'] as const satisfies readonly FilterKey[];
export const historyKeys = [
  'status',
  'startDate',
  'endDate',
  'title',
  'verificationId',
] as const satisfies readonly FilterKey[];
export const dateRangeKeys = ['startDate', 'endDate'] as const satisfies readonly FilterKey[];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TITLE = 200;
const MAX_ID = 64;
const MAX_PAGE = 100_000;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/** Reads the filters named by `keys` and the page from a query string (with or without the '?'). */
export function readListSearch(search: string, keys: readonly FilterKey[]): ListSearch {
  const params = new URLSearchParams(search);
  const filters: ResponseFilters = {};
  const wanted = new Set<FilterKey>(keys);
  const status = responseStatuses.find((option) => option === params.get('status'));
  if (wanted.has('status') && status) filters.status = status;
  for (const key of ['startDate', 'endDate'] as const) {
    const value = params.get(key);
    if (wanted.has(key) && value && isIsoDate(value)) filters[key] = value;
  }
  const title = text(params.get('title'), MAX_TITLE);
  if (wanted.has('title') && title) filters.title = title;
  const verificationId = text(params.get('verificationId'), MAX_ID);
  if (wanted.has('verificationId') && verificationId) filters.verificationId = verificationId;
  // A range the wrong way round matches nothing: keep the start, drop the end.
  if (filters.startDate && filters.endDate && filters.startDate > filters.endDate) delete filters.endDate;
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : 1 };
}

/** Writes filters and page back as a query string ('' when there is nothing); page 1 is left out. */
export function writeListSearch({ filters, page }: ListSearch): string {
  const params = new URLSearchParams();
  for (const key of historyKeys) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export function hasActiveFilters(filters: ResponseFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}

/** One page of a form's responses. */
export function toResponseListQuery({ filters, page }: ListSearch, limit: number): TVFormResponseListQuery {
  const query: TVFormResponseListQuery = { page, limit };
  if (filters.status) query.status = filters.status;
  if (filters.startDate) query.startDate = filters.startDate;
  if (filters.endDate) query.endDate = filters.endDate;
  return query;
}

/** The history's filters as the export takes them (every matching row, no page). */
export function toHistoryFilterQuery(filters: ResponseFilters): Omit<TVFormHistoryQuery, 'page' | 'limit'> {
  const query: Omit<TVFormHistoryQuery, 'page' | 'limit'> = {};
  if (filters.status) query.status = filters.status;
  if (filters.startDate) query.startDate = filters.startDate;
  if (filters.endDate) query.endDate = filters.endDate;
  if (filters.title) query.title = filters.title;
  if (filters.verificationId) query.verificationId = filters.verificationId;
  return query;
}

/** One page of the history. */
export function toHistoryQuery(search: ListSearch, limit: number): TVFormHistoryQuery {
  return { ...toHistoryFilterQuery(search.filters), page: search.page, limit };
}

/** The date range the analytics calls take. */
export function toMetricsQuery(filters: ResponseFilters): TVFormMetricsQuery {
  const query: TVFormMetricsQuery = {};
  if (filters.startDate) query.startDate = filters.startDate;
  if (filters.endDate) query.endDate = filters.endDate;
  return query;
}
