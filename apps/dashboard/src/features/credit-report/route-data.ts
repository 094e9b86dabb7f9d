/** What the credit report list and detail routes read, loaded beside the page's code. */
import { type ScopeKind, scopeFromParams } from '../../lib/history-scope';
import { readModuleSearch } from '../../lib/module-history-search';
import { type RouteData, routeQuery } from '../../lib/route-query';
import { creditCheckQuery, creditHistoryQuery } from './api';
import { creditTypes } from './lib/credit-paths';

export const creditHistoryData =
  (kind: ScopeKind): RouteData =>
  (params, search) => [
    routeQuery(creditHistoryQuery(scopeFromParams(kind, params), readModuleSearch(search, creditTypes))),
  ];

export const creditCheckData =
  (kind: ScopeKind): RouteData =>
  (params) => [routeQuery(creditCheckQuery(params.id ?? '', scopeFromParams(kind, params)))];
