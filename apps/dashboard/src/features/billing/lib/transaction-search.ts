/**
 * The transactions table's filters and page in the URL (status, itemType, paymentMode, paymentType,
 * transactionReference, startDate, endDate, startAmount, endAmount); the reconciliations add businessId.
 * filter-search.ts says how the URL is read and written.
 */
import {
  paymentModes,
  paymentTypes,
  type TReconciliationQuery,
  type TTransactionQuery,
  transactionItemTypes,
  transactionStatuses,
} from '@verity/client';
import {
  amountText,
  type FilterDraft,
  filterSearch,
  oneOf,
  realDate,
  textUpTo,
} from '../../../lib/filter-search';

export { AMOUNT_FORMAT_MESSAGE, AMOUNT_ORDER_MESSAGE, checkAmounts } from '../../../lib/filter-search';

const transactionReaders = {
  status: oneOf(transactionStatuses),
  itemType: oneOf(transactionItemTypes),
  paymentMode: oneOf(paymentModes),
  paymentType: oneOf(paymentTypes),
  transactionReference: textUpTo(64),
  startDate: realDate,
  endDate: realDate,
  startAmount: amountText,
  endAmount: amountText,
};

/** The transactions' kind; its query is what the API's transaction list takes (amounts in minor units). */
export const transactionSearch = filterSearch(transactionReaders).queryAs<TTransactionQuery>();

export type TransactionFilterKey = keyof typeof transactionReaders;
export type TransactionDraft = FilterDraft<TransactionFilterKey>;

/** The reconciliations' kind: businessId first (opaque: kept as typed, trimmed, as long as the API takes). */
export const reconciliationSearch = filterSearch({
  businessId: textUpTo(64),
  ...transactionReaders,
}).queryAs<TReconciliationQuery>();
