/** What the screening's history, domestic PEP list and check routes read, loaded beside the page's code. */
import type { AmlCheckType } from '@verity/client';
import { type ScopeKind, scopeFromParams } from '../../lib/history-scope';
import { type RouteData, routeQuery } from '../../lib/route-query';
import { amlCheckQuery, amlHistoryQueryOptions } from './api';
import { readAmlSearch } from './lib/aml-paths';

export const amlHistoryData =
  (kind: ScopeKind, type?: AmlCheckType): RouteData =>
  (params, search) => [
    routeQuery(amlHistoryQueryOptions(scopeFromParams(kind, params), readAmlSearch(search), type)),
  ];

export const amlCheckData =
  (kind: ScopeKind): RouteData =>
  (params) => [routeQuery(amlCheckQuery(params.amlId ?? '', scopeFromParams(kind, params)))];
