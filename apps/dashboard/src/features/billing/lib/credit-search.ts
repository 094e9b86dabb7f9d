/**
 * A business's credit lines' filters and page in the URL (status, startDate, endDate, startAmount,
 * endAmount); filter-search.ts says how the URL is read.
 */
import { creditStatuses, type TCreditQuery } from '@verity/client';
import { amountText, filterSearch, oneOf, realDate } from '../../../lib/filter-search';

/** The credit lines' kind; its query is the credit list's (amounts in minor units). */
export const creditSearch = filterSearch({
  status: oneOf(creditStatuses),
  startDate: realDate,
  endDate: realDate,
  startAmount: amountText,
  endAmount: amountText,
}).queryAs<TCreditQuery>();
