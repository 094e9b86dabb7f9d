/**
 * Cursor lists keep their filters and page in the URL (billing's transactions, reconciliations and credit
 * lines; the businesses and organizations tables; invoices and an organization's transactions, a cursor
 * only), so a reload, Back or a shared link shows the same rows.
 * Each list names its filter keys with a reader that keeps a valid value and drops anything else ('' is
 * "any"), so a hand-edited URL never reaches the server as a 400. Amounts are typed, and kept in the URL, in
 * major units; the API takes minor units.
 */
import type { HistoryCursor } from './cursor-paging';
import { parseMajorUnits } from './parse-amount';

/** What a filter value becomes on the way in: itself when valid, else ''. */
export type FilterReader = (value: string) => string;

/** The filters as the form holds them: '' is "any". */
export type FilterDraft<K extends string> = Record<K, string>;

export interface FilterSearch<K extends string> {
  draft: FilterDraft<K>;
  cursor: HistoryCursor;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day that exists: '2026-02-31' is not read as 3 March. */
export const realDate: FilterReader = (value) => {
  if (!ISO_DATE.test(value)) return '';
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) ? value : '';
};
export const oneOf =
  (options: readonly string[]): FilterReader =>
  (value) =>
    options.includes(value) ? value : '';
export const amountText: FilterReader = (value) => (parseMajorUnits(value) === null ? '' : value);
export const textUpTo =
  (max: number): FilterReader =>
  (value) =>
    value.slice(0, max);
const cursorId = (value: string | null) => value?.trim().slice(0, 64) ?? '';

/** The cursor as the API's list calls take it. */
export interface CursorQuery {
  start_after?: string;
  ending_before?: string;
}

/** What a list call takes: the applied filters in their URL names (amounts in minor units), and the cursor. */
export type FilterQuery<K extends string> = Partial<Record<K, string | number>> & CursorQuery;

export interface FilterSearchKind<K extends string, Q = FilterQuery<K>> {
  keys: readonly K[];
  /** No filter applied. */
  empty: FilterDraft<K>;
  read(search: string): FilterSearch<K>;
  /** The filters and cursor as a query string, keys in the readers' order ('' when there is nothing). */
  write(search: FilterSearch<K>): string;
  isFiltered(draft: FilterDraft<K>): boolean;
  /**
   * The list call's query, leaving out what is empty: every list names its filters as the API does, so
   * only the amounts change (major units in the URL, minor units to the API).
   */
  query(search: FilterSearch<K>): Q;
  /**
   * The same kind, its `query` typed as the list call's own query type: the one place a list says what
   * its query is, which holds because its readers keep only what that type allows.
   */
  queryAs<T>(): FilterSearchKind<K, T>;
}

/** A list kind's filter keys: `FilterKeyOf<typeof businessSearch>`. */
export type FilterKeyOf<S> = S extends FilterSearchKind<infer K, unknown> ? K : never;
/** The search (filters and cursor) of a list's kind. */
export type SearchOf<S> = FilterSearch<FilterKeyOf<S>>;

const amountKeys: ReadonlySet<string> = new Set(['startAmount', 'endAmount']);

/** A list's filters in the URL, from its readers (their order is the URL's). */
export function filterSearch<K extends string>(
  readers: Readonly<Record<K, FilterReader>>,
): FilterSearchKind<K> {
  const keys = Object.keys(readers) as K[];
  const empty = Object.fromEntries(keys.map((key) => [key, ''])) as FilterDraft<K>;
  const kind: FilterSearchKind<K> = {
    keys,
    empty,
    read(search) {
      const params = new URLSearchParams(search);
      const draft = Object.fromEntries(
        keys.map((key) => [key, readers[key](params.get(key)?.trim() ?? '')]),
      ) as FilterDraft<K>;
      const startAfter = cursorId(params.get('start_after'));
      const endingBefore = cursorId(params.get('ending_before'));
      // One direction at a time: a URL carrying both is ambiguous, so the next-page cursor wins.
      const cursor: HistoryCursor = startAfter ? { startAfter } : endingBefore ? { endingBefore } : {};
      return { draft, cursor };
    },
    write({ draft, cursor }) {
      const params = new URLSearchParams();
      for (const key of keys) if (draft[key]) params.set(key, draft[key]);
      if (cursor.startAfter) params.set('start_after', cursor.startAfter);
      else if (cursor.endingBefore) params.set('ending_before', cursor.endingBefore);
      return params.toString();
    },
    isFiltered: (draft) => keys.some((key) => draft[key] !== ''),
    query({ draft, cursor }) {
      const query: Partial<Record<K, string | number>> = {};
      for (const key of keys) {
        const value = draft[key];
        const sent = amountKeys.has(key) ? parseMajorUnits(value) : value;
        if (sent !== null && sent !== '') query[key] = sent;
      }
      return { ...query, ...cursorQuery(cursor) };
    },
    queryAs: <T>() => kind as unknown as FilterSearchKind<K, T>,
  };
  return kind;
}

/** A list without filters (invoices, an organization's transactions): only its page cursor is in the URL. */
export const cursorOnly: FilterSearchKind<never> = filterSearch<never>({});

/** The cursor as the API's list calls take it. */
export function cursorQuery(cursor: HistoryCursor): CursorQuery {
  if (cursor.startAfter) return { start_after: cursor.startAfter };
  if (cursor.endingBefore) return { ending_before: cursor.endingBefore };
  return {};
}

type AmountRange = Record<'startAmount' | 'endAmount', string>;

export const AMOUNT_FORMAT_MESSAGE = 'Enter an amount such as 5,000.00';
export const AMOUNT_ORDER_MESSAGE = 'The end amount should be at least the start amount';

export type AmountErrors = Partial<Record<'startAmount' | 'endAmount', string>>;

/** The amount fields' messages before applying (the dates are the filters form's own check). */
export function checkAmounts(draft: AmountRange): AmountErrors {
  const errors: AmountErrors = {};
  const start = draft.startAmount.trim() ? parseMajorUnits(draft.startAmount) : undefined;
  const end = draft.endAmount.trim() ? parseMajorUnits(draft.endAmount) : undefined;
  if (start === null) errors.startAmount = AMOUNT_FORMAT_MESSAGE;
  if (end === null) errors.endAmount = AMOUNT_FORMAT_MESSAGE;
  else if (typeof start === 'number' && typeof end === 'number' && end < start)
    errors.endAmount = AMOUNT_ORDER_MESSAGE;
  return errors;
}
