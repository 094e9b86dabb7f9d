/**
 * A business's credit lines' filters and page in the URL (status, startDate, endDate, startAmount,
 * endAmount); filter-search.ts says how the URL is read.
 */
import { creditStatuses, type TCreditQuery } from '@verity/client';
import {
  amountRangeQuery,
  amountText,
  cursorQuery,
  dateRangeQuery,
  type FilterDraft,
  type FilterSearch,
  filterSearch,
  oneOf,
  realDate,
} from '../../../lib/filter-search';

const credit = filterSearch({
  status: oneOf(creditStatuses),
  startDate: realDate,
  endDate: realDate,
  startAmount: amountText,
  endAmount: amountText,
});

export type CreditDraft = FilterDraft<(typeof credit.keys)[number]>;
export type CreditSearch = FilterSearch<(typeof credit.keys)[number]>;

export const noCreditFilters: CreditDraft = credit.empty;
export const readCreditSearch = credit.read;
export const writeCreditSearch = credit.write;
export const isCreditFiltered = credit.isFiltered;

export function toCreditQuery({ draft, cursor }: CreditSearch): TCreditQuery {
  return {
    ...(draft.status ? { status: draft.status as TCreditQuery['status'] } : {}),
    ...dateRangeQuery(draft),
    ...amountRangeQuery(draft),
    ...cursorQuery(cursor),
  };
}
