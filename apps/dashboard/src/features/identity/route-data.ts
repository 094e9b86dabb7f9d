/**
 * What the history and detail routes read, for the router to load beside the page's code (app/routes.ts).
 * The same query options as the screens' hooks and the same reading of the URL, so the prefetched entry
 * is the one the page reads. A chunk of its own: the login page never loads it.
 */

import { type ScopeKind, scopeFromParams } from '../../lib/history-scope';
import { type RouteData, routeQuery } from '../../lib/route-query';
import { checkQuery, historyPageQuery } from './api';
import { readHistorySearch } from './lib/history-filters';

export type { ScopeKind };

export const historyData =
  (kind: ScopeKind): RouteData =>
  (params, search) => [
    routeQuery(historyPageQuery(scopeFromParams(kind, params), readHistorySearch(search))),
  ];

export const checkData =
  (kind: ScopeKind): RouteData =>
  (params) => [routeQuery(checkQuery(params.identityId ?? '', scopeFromParams(kind, params)))];
