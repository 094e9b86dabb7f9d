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
  amountRangeQuery,
  amountText,
  cursorQuery,
  dateRangeQuery,
  type FilterDraft,
  type FilterSearch,
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

const transactions = filterSearch(transactionReaders);

export type TransactionFilterKey = keyof typeof transactionReaders;
export type TransactionDraft = FilterDraft<TransactionFilterKey>;
export type TransactionSearch = FilterSearch<TransactionFilterKey>;

export const TRANSACTION_FILTER_KEYS = transactions.keys;
export const noTransactionFilters: TransactionDraft = transactions.empty;
export const readTransactionSearch = transactions.read;
export const writeTransactionSearch = transactions.write;
export const isFiltered = transactions.isFiltered;

function transactionFilters(draft: TransactionDraft): TTransactionQuery {
  const query: TTransactionQuery = {};
  if (draft.status) query.status = draft.status as TTransactionQuery['status'];
  if (draft.itemType) query.itemType = draft.itemType as TTransactionQuery['itemType'];
  if (draft.paymentMode) query.paymentMode = draft.paymentMode as TTransactionQuery['paymentMode'];
  if (draft.paymentType) query.paymentType = draft.paymentType as TTransactionQuery['paymentType'];
  if (draft.transactionReference) query.transactionReference = draft.transactionReference;
  return { ...query, ...dateRangeQuery(draft), ...amountRangeQuery(draft) };
}

/** What the API's transaction list takes: the same names, amounts in minor units, the cursor. */
export function toTransactionQuery({ draft, cursor }: TransactionSearch): TTransactionQuery {
  return { ...transactionFilters(draft), ...cursorQuery(cursor) };
}

/** Business ids are opaque: kept as typed (trimmed), no longer than the API accepts. */
const reconciliations = filterSearch({ businessId: textUpTo(64), ...transactionReaders });

export type ReconciliationDraft = FilterDraft<'businessId' | TransactionFilterKey>;
export type ReconciliationSearch = FilterSearch<'businessId' | TransactionFilterKey>;

export const noReconciliationFilters: ReconciliationDraft = reconciliations.empty;
export const readReconciliationSearch = reconciliations.read;
export const writeReconciliationSearch = reconciliations.write;
export const isReconciliationFiltered = reconciliations.isFiltered;

/** The reconciliations' query: the transaction filters, businessId and the cursor. */
export function toReconciliationQuery({ draft, cursor }: ReconciliationSearch): TReconciliationQuery {
  return {
    ...(draft.businessId ? { businessId: draft.businessId } : {}),
    ...transactionFilters(draft),
    ...cursorQuery(cursor),
  };
}
