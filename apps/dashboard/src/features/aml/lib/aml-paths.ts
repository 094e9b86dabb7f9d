/**
 * Where the screening's pages live at each scope, its statuses' names, and the history's filters in the URL
 * (the kit modules' names, read by lib/filter-search.ts) with the API's query, whose names differ.
 */
import type { AmlCheckStatus, AmlCheckType, HistoryScope, TAmlHistoryQuery } from '@verity/client';
import { amlCheckStatuses, amlCheckTypes, amlModule } from '@verity/client';
import type { Tone } from '../../../components/chip';
import type { HistoryPlace, HistorySearchCodec } from '../../../components/history-screen';
import { type FilterKeyOf, filterSearch, oneOf, realDate, textUpTo } from '../../../lib/filter-search';
import { scopedPath } from '../../../lib/history-scope';

export const AML_PATH = amlModule.dashboardPath;
export const AML_CHECK_PATH = `${AML_PATH}/check`;
export const WATCHLIST_PATH = `${AML_PATH}/watchlist`;

export const amlHistoryPath = (scope: HistoryScope) => scopedPath(scope, AML_PATH);
export const domesticPepPath = (scope: HistoryScope) => `${amlHistoryPath(scope)}/domestic-pep`;
export const amlCheckPath = (scope: HistoryScope, id: string) =>
  `${amlHistoryPath(scope)}/${encodeURIComponent(id)}`;

/** Each status's name and chip tone: a potential match is a question for a person, a confirmed one is not. */
export const amlStatuses: Readonly<Record<AmlCheckStatus, readonly [string, Tone]>> = {
  clear: ['Clear', 'good'],
  potential_match: ['Potential match', 'warn'],
  confirmed_match: ['Confirmed match', 'bad'],
  failed: ['Failed', 'neutral'],
};

export const amlSearch = filterSearch({
  name: textUpTo(100),
  type: oneOf(amlCheckTypes),
  status: oneOf(amlCheckStatuses),
  requestedBy: textUpTo(64),
  startDate: realDate,
  endDate: realDate,
});
export type AmlFilters = Record<FilterKeyOf<typeof amlSearch>, string>;
export type AmlPlace = HistoryPlace<AmlFilters>;

/** The API's name of a filter: `query` for the name or wallet text, the rest in snake case. */
const apiName = (key: string) =>
  key === 'name' ? 'query' : key.replace(/[A-Z]/g, (up) => `_${up.toLowerCase()}`);

/** The history's query (the export's without `limit` and a cursor); `type` holds it to one kind of check. */
export function amlHistoryQuery({ filters, cursor }: AmlPlace, type?: AmlCheckType, limit?: number) {
  const query = amlSearch.query({ draft: { ...filters, ...(type && { type }) }, cursor });
  const named = Object.entries(query).map(([key, value]) => [apiName(key), value]);
  return { ...Object.fromEntries(named), ...(limit && { limit }) } as TAmlHistoryQuery;
}

/** The history screen's URL codec (components/history-screen.tsx) over the filter search. */
export const amlHistoryCodec: HistorySearchCodec<AmlFilters> = {
  read: (search) => {
    const { draft, cursor } = amlSearch.read(search);
    return { filters: draft, cursor };
  },
  write: ({ filters, cursor }) => amlSearch.write({ draft: filters, cursor }),
  isFiltered: amlSearch.isFiltered,
  none: amlSearch.empty,
};
