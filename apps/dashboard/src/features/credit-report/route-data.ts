/** What the credit report list and detail routes read, loaded beside the page's code. */
import { businessScope } from '../../lib/history-scope';
import { readModuleSearch } from '../../lib/module-history-search';
import { type RouteData, routeQuery } from '../../lib/route-query';
import { creditCheckQuery, creditHistoryQuery } from './api';
import { creditTypes } from './lib/credit-paths';

export const creditHistoryData: RouteData = (_params, search) => [
  routeQuery(creditHistoryQuery(businessScope, readModuleSearch(search, creditTypes))),
];

export const creditCheckData: RouteData = (params) => [
  routeQuery(creditCheckQuery(params.id ?? '', businessScope)),
];
