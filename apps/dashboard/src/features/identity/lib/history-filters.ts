/**
 * The history's filters (the identity filter keys) and where they live: the URL query string, under those
 * names, so a reload or a shared link keeps them; and the API's snake_case query. Values that are not valid
 * are dropped on the way in, so a hand-edited URL cannot reach the server as a 400.
 */

import {
  type IdentityCountry,
  identityCountries,
  identityTypeLabel,
  identityTypesByCountry,
  type TIdentityHistoryQuery,
  type TIdentityStatus,
} from '@verity/client';
import type { HistoryCursor } from '../../../lib/cursor-paging';
import { checkStatusLabels } from '../../../lib/status-labels';
import { countryNames } from './verify-screens';

/**
 * The check statuses, as the client's `identityStatuses` (a test keeps them equal). Restated because
 * importing that value pulls the client's number rules, and with them libphonenumber's metadata, into
 * the list page, which never validates a number.
 */
export const historyStatuses = ['found', 'not_found', 'failed'] as const satisfies readonly TIdentityStatus[];

export interface HistoryFilters {
  status?: TIdentityStatus;
  /** YYYY-MM-DD, inclusive. */
  startDate?: string;
  endDate?: string;
  /** A type's filterCode (the code stored on a check). */
  type?: string;
  name?: string;
  country?: IdentityCountry;
  requestedBy?: string;
  hasExpired?: boolean;
}

export type { HistoryCursor };

export interface HistorySearch {
  filters: HistoryFilters;
  cursor: HistoryCursor;
}

/** The URL keys: the identity filters' own names, in a fixed order. */
export const historySearchKeys = [
  'status',
  'startDate',
  'endDate',
  'type',
  'name',
  'country',
  'requestedBy',
  'hasExpired',
  'start_after',
  'ending_before',
] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 100;

function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, MAX_TEXT) : undefined;
}

function oneOf<T extends string>(value: string | null, options: readonly T[]): T | undefined {
  return options.find((option) => option === value);
}

/** Reads filters and cursor from a query string ('?status=found&type=nin' or without the '?'). */
export function readHistorySearch(search: string): HistorySearch {
  const params = new URLSearchParams(search);
  const filters: HistoryFilters = {};
  const status = oneOf(params.get('status'), historyStatuses);
  if (status) filters.status = status;
  const startDate = params.get('startDate');
  if (startDate && isIsoDate(startDate)) filters.startDate = startDate;
  const endDate = params.get('endDate');
  if (endDate && isIsoDate(endDate)) filters.endDate = endDate;
  const type = text(params.get('type'));
  if (type) filters.type = type;
  const name = text(params.get('name'));
  if (name) filters.name = name;
  const country = oneOf(params.get('country'), identityCountries);
  if (country) filters.country = country;
  const requestedBy = text(params.get('requestedBy'));
  if (requestedBy) filters.requestedBy = requestedBy;
  const hasExpired = params.get('hasExpired');
  if (hasExpired === 'true' || hasExpired === 'false') filters.hasExpired = hasExpired === 'true';

  const cursor: HistoryCursor = {};
  // One direction at a time: a URL carrying both is ambiguous, so the next-page cursor wins.
  const startAfter = text(params.get('start_after'));
  const endingBefore = text(params.get('ending_before'));
  if (startAfter) cursor.startAfter = startAfter;
  else if (endingBefore) cursor.endingBefore = endingBefore;
  return { filters, cursor };
}

/** Writes filters and cursor back as a query string ('' when there is nothing), keys in their fixed order. */
export function writeHistorySearch({ filters, cursor }: HistorySearch): string {
  const values: Record<(typeof historySearchKeys)[number], string | undefined> = {
    status: filters.status,
    startDate: filters.startDate,
    endDate: filters.endDate,
    type: filters.type,
    name: filters.name,
    country: filters.country,
    requestedBy: filters.requestedBy,
    hasExpired: filters.hasExpired === undefined ? undefined : String(filters.hasExpired),
    start_after: cursor.startAfter,
    ending_before: cursor.startAfter ? undefined : cursor.endingBefore,
  };
  const params = new URLSearchParams();
  for (const key of historySearchKeys) {
    const value = values[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return params.toString();
}

/** The filters as the export and history calls take them (snake_case names). */
export function toFilterQuery(
  filters: HistoryFilters,
): Omit<TIdentityHistoryQuery, 'start_after' | 'ending_before' | 'limit' | 'page'> {
  const query: Omit<TIdentityHistoryQuery, 'start_after' | 'ending_before' | 'limit' | 'page'> = {};
  if (filters.status) query.status = filters.status;
  if (filters.startDate) query.start_date = filters.startDate;
  if (filters.endDate) query.end_date = filters.endDate;
  if (filters.type) query.type = filters.type;
  if (filters.name) query.name = filters.name;
  if (filters.country) query.country = filters.country;
  if (filters.requestedBy) query.requested_by = filters.requestedBy;
  if (filters.hasExpired !== undefined) query.has_expired = filters.hasExpired ? 'true' : 'false';
  return query;
}

/** One page of the history: the filters plus where the page starts. */
export function toHistoryQuery(search: HistorySearch, limit: number): TIdentityHistoryQuery {
  const query: TIdentityHistoryQuery = { ...toFilterQuery(search.filters), limit };
  if (search.cursor.startAfter) query.start_after = search.cursor.startAfter;
  else if (search.cursor.endingBefore) query.ending_before = search.cursor.endingBefore;
  return query;
}

export function hasActiveFilters(filters: HistoryFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * Every type of every country (the registry), once per stored code. Where two countries' types read the
 * same ('Passport' for Nigeria and Kenya), the country is added so the choice is not ambiguous.
 */
export function typeFilterOptions(): FilterOption[] {
  const seen = new Map<string, { label: string; country: IdentityCountry }>();
  for (const country of identityCountries)
    for (const type of identityTypesByCountry[country])
      if (!seen.has(type.filterCode))
        seen.set(type.filterCode, { label: identityTypeLabel(type.filterCode) || type.name, country });
  const counts = new Map<string, number>();
  for (const { label } of seen.values()) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...seen.entries()].map(([value, { label, country }]) => ({
    value,
    label: (counts.get(label) ?? 0) > 1 ? `${label} (${countryNames[country]})` : label,
  }));
}

export const countryFilterOptions: FilterOption[] = identityCountries.map((country) => ({
  value: country,
  label: countryNames[country],
}));

export const statusFilterOptions: FilterOption[] = historyStatuses.map((status) => ({
  value: status,
  label: checkStatusLabels[status],
}));
