/** What Business verification's history and detail routes read, loaded beside the page's code. */
import { type ScopeKind, scopeFromParams } from '../../lib/history-scope';
import { readModuleSearch } from '../../lib/module-history-search';
import { type RouteData, routeQuery } from '../../lib/route-query';
import { companyCheckQuery, companyHistoryQuery } from './api';
import { companyTypes } from './lib/company-paths';

export const companyHistoryData =
  (kind: ScopeKind): RouteData =>
  (params, search) => [
    routeQuery(companyHistoryQuery(scopeFromParams(kind, params), readModuleSearch(search, companyTypes))),
  ];

export const companyCheckData =
  (kind: ScopeKind): RouteData =>
  (params) => [routeQuery(companyCheckQuery(params.companySearchId ?? '', scopeFromParams(kind, params)))];
