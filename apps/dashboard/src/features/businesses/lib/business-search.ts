/**
 * The businesses table's filters and page in the URL (status, startDate, endDate, name, toBeContacted,
 * country_code), in the API's own names, so a reload, Back or a shared link shows the same rows.
 * lib/filter-search.ts says how the URL is read and written.
 */
import { businessStatuses, type TAdminBusinessQuery, type TBusinessStatus } from '@verity/client';
import { type FilterReader, filterSearch, oneOf, realDate, textUpTo } from '../../../lib/filter-search';

/** Two letters, upper-cased as the API stores them ('ng' in a hand-typed URL is Nigeria). */
const countryCodeText: FilterReader = (value) => (/^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : '');

/** The table's kind; its query is the filter call's. */
export const businessSearch = filterSearch({
  status: oneOf(businessStatuses),
  name: textUpTo(200),
  country_code: countryCodeText,
  toBeContacted: oneOf(['true', 'false']),
  startDate: realDate,
  endDate: realDate,
}).queryAs<TAdminBusinessQuery>();

/** The table filtered to one status, from the first page: the review queue's "see them all". */
export function statusSearch(status: TBusinessStatus): string {
  return businessSearch.write({ draft: { ...businessSearch.empty, status }, cursor: {} });
}
