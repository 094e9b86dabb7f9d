/**
 * The transactions table's filters and page in the URL (spec/platform.md §7 Billing table filters: status,
 * itemType, paymentMode, paymentType, transactionReference, startDate, endDate, startAmount, endAmount),
 * so a reload, Back or a shared link shows the same rows. Amounts are typed, and kept in the URL, in major
 * units; the API takes minor units. Values that are not valid are dropped on the way in, so a hand-edited
 * URL never reaches the server as a 400.
 */
import {
  paymentModes,
  paymentTypes,
  type TTransactionQuery,
  transactionItemTypes,
  transactionStatuses,
} from '@verity/client';
import type { HistoryCursor } from '../../../lib/cursor-paging';
import { parseMajorUnits } from '../../../lib/parse-amount';

export const TRANSACTION_FILTER_KEYS = [
  'status',
  'itemType',
  'paymentMode',
  'paymentType',
  'transactionReference',
  'startDate',
  'endDate',
  'startAmount',
  'endAmount',
] as const;
export type TransactionFilterKey = (typeof TRANSACTION_FILTER_KEYS)[number];
/** The filters as the form holds them: '' is "any". */
export type TransactionDraft = Record<TransactionFilterKey, string>;

export interface TransactionSearch {
  draft: TransactionDraft;
  cursor: HistoryCursor;
}

export const AMOUNT_FORMAT_MESSAGE = 'Enter an amount such as 5,000.00';
export const AMOUNT_ORDER_MESSAGE = 'The end amount should be at least the start amount';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day that exists: '2026-02-31' is not read as 3 March. */
const realDate = (value: string) => {
  if (!ISO_DATE.test(value)) return '';
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) ? value : '';
};
const oneOf = (options: readonly string[], value: string) => (options.includes(value) ? value : '');
const amount = (value: string) => (parseMajorUnits(value) === null ? '' : value);
const cursorId = (value: string | null) => value?.trim().slice(0, 64) ?? '';

const readers: Record<TransactionFilterKey, (value: string) => string> = {
  status: (value) => oneOf(transactionStatuses, value),
  itemType: (value) => oneOf(transactionItemTypes, value),
  paymentMode: (value) => oneOf(paymentModes, value),
  paymentType: (value) => oneOf(paymentTypes, value),
  transactionReference: (value) => value.slice(0, 64),
  startDate: realDate,
  endDate: realDate,
  startAmount: amount,
  endAmount: amount,
};

export const noTransactionFilters: TransactionDraft = Object.fromEntries(
  TRANSACTION_FILTER_KEYS.map((key) => [key, '']),
) as TransactionDraft;

export function readTransactionSearch(search: string): TransactionSearch {
  const params = new URLSearchParams(search);
  const draft = Object.fromEntries(
    TRANSACTION_FILTER_KEYS.map((key) => [key, readers[key](params.get(key)?.trim() ?? '')]),
  ) as TransactionDraft;
  const startAfter = cursorId(params.get('start_after'));
  const endingBefore = cursorId(params.get('ending_before'));
  // One direction at a time: a URL carrying both is ambiguous, so the next-page cursor wins.
  const cursor: HistoryCursor = startAfter ? { startAfter } : endingBefore ? { endingBefore } : {};
  return { draft, cursor };
}

/** The filters and cursor as a query string ('' when there is nothing). */
export function writeTransactionSearch({ draft, cursor }: TransactionSearch): string {
  const params = new URLSearchParams();
  for (const key of TRANSACTION_FILTER_KEYS) if (draft[key]) params.set(key, draft[key]);
  if (cursor.startAfter) params.set('start_after', cursor.startAfter);
  else if (cursor.endingBefore) params.set('ending_before', cursor.endingBefore);
  return params.toString();
}

export function isFiltered(draft: TransactionDraft): boolean {
  return TRANSACTION_FILTER_KEYS.some((key) => draft[key] !== '');
}

/** What the API's transaction list takes: the same names, amounts in minor units, the cursor. */
export function toTransactionQuery({ draft, cursor }: TransactionSearch): TTransactionQuery {
  const query: TTransactionQuery = {};
  if (draft.status) query.status = draft.status as TTransactionQuery['status'];
  if (draft.itemType) query.itemType = draft.itemType as TTransactionQuery['itemType'];
  if (draft.paymentMode) query.paymentMode = draft.paymentMode as TTransactionQuery['paymentMode'];
  if (draft.paymentType) query.paymentType = draft.paymentType as TTransactionQuery['paymentType'];
  if (draft.transactionReference) query.transactionReference = draft.transactionReference;
  if (draft.startDate) query.startDate = draft.startDate;
  if (draft.endDate) query.endDate = draft.endDate;
  const startAmount = parseMajorUnits(draft.startAmount);
  const endAmount = parseMajorUnits(draft.endAmount);
  if (startAmount !== null) query.startAmount = startAmount;
  if (endAmount !== null) query.endAmount = endAmount;
  if (cursor.startAfter) query.start_after = cursor.startAfter;
  else if (cursor.endingBefore) query.ending_before = cursor.endingBefore;
  return query;
}

/** The amount fields' messages before applying (the dates are the filters form's own check). */
export function checkAmounts(draft: TransactionDraft): Partial<Record<'startAmount' | 'endAmount', string>> {
  const errors: Partial<Record<'startAmount' | 'endAmount', string>> = {};
  const start = draft.startAmount.trim() ? parseMajorUnits(draft.startAmount) : undefined;
  const end = draft.endAmount.trim() ? parseMajorUnits(draft.endAmount) : undefined;
  if (start === null) errors.startAmount = AMOUNT_FORMAT_MESSAGE;
  if (end === null) errors.endAmount = AMOUNT_FORMAT_MESSAGE;
  else if (typeof start === 'number' && typeof end === 'number' && end < start)
    errors.endAmount = AMOUNT_ORDER_MESSAGE;
  return errors;
}
