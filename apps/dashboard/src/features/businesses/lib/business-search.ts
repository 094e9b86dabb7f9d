/**
 * The businesses table's filters and page in the URL (status, startDate, endDate, name, toBeContacted,
 * country_code), in the API's own names, so a reload, Back or a shared link shows the same rows.
 * lib/filter-search.ts says how the URL is read and written.
 */
import { businessStatuses, type TAdminBusinessQuery, type TBusinessStatus } from '@verity/client';
import {
  cursorQuery,
  dateRangeQuery,
  type FilterDraft,
  type FilterReader,
  type FilterSearch,
  filterSearch,
  oneOf,
  realDate,
  textUpTo,
} from '../../../lib/filter-search';

/** Two letters, upper-cased as the API stores them ('ng' in a hand-typed URL is Nigeria). */
const countryCodeText: FilterReader = (value) => (/^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : '');

const readers = {
  status: oneOf(businessStatuses),
  name: textUpTo(200),
  country_code: countryCodeText,
  toBeContacted: oneOf(['true', 'false']),
  startDate: realDate,
  endDate: realDate,
};

const businesses = filterSearch(readers);

export type BusinessFilterKey = keyof typeof readers;
export type BusinessDraft = FilterDraft<BusinessFilterKey>;
export type BusinessSearch = FilterSearch<BusinessFilterKey>;

export const noBusinessFilters: BusinessDraft = businesses.empty;
export const readBusinessSearch = businesses.read;
export const writeBusinessSearch = businesses.write;
export const isBusinessFiltered = businesses.isFiltered;

/** The filter call's query: the applied filters and the cursor. */
export function toAdminBusinessQuery({ draft, cursor }: BusinessSearch): TAdminBusinessQuery {
  const query: TAdminBusinessQuery = {};
  if (draft.status) query.status = draft.status as TBusinessStatus;
  if (draft.name) query.name = draft.name;
  if (draft.country_code) query.country_code = draft.country_code;
  if (draft.toBeContacted) query.toBeContacted = draft.toBeContacted as 'true' | 'false';
  return { ...query, ...dateRangeQuery(draft), ...cursorQuery(cursor) };
}

/** The table filtered to one status, from the first page: the review queue's "see them all". */
export function statusSearch(status: TBusinessStatus): string {
  return writeBusinessSearch({ draft: { ...noBusinessFilters, status }, cursor: {} });
}
