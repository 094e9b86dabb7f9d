/**
 * Where the screening's pages live at each scope, its statuses' names, and the history's filters in the URL
 * with the API's query, whose name filter is `query`.
 */
import type { AmlCheckStatus, AmlCheckType, HistoryScope, TAmlHistoryQuery } from '@verity/client';
import { amlCheckStatuses, amlCheckTypes, amlModule } from '@verity/client';
import type { Tone } from '../../../components/chip';
import { scopedPath } from '../../../lib/history-scope';
import {
  type ModuleSearch,
  readModuleSearch,
  toModuleHistoryQuery,
} from '../../../lib/module-history-search';

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

export type AmlSearch = ModuleSearch<AmlCheckStatus>;

/** The history's filters and cursor in the URL (the kit modules' names: lib/module-history-search.ts). */
export const readAmlSearch = (search: string) => readModuleSearch(search, amlCheckTypes, amlCheckStatuses);

/**
 * The history's query, its name filter called `query` (the export's without `limit` and a cursor); `type`
 * holds it to one kind of check.
 */
export function amlHistoryQuery(search: ModuleSearch<string>, type?: AmlCheckType, limit?: number) {
  const filters = { ...search.filters, type: type ?? search.filters.type };
  return toModuleHistoryQuery({ filters, cursor: search.cursor }, limit, 'query') as TAmlHistoryQuery;
}
