/**
 * What the history and detail routes read, for the router to load beside the page's code (app/routes.ts).
 * The same query options as the screens' hooks and the same reading of the URL, so the prefetched entry
 * is the one the page reads. A chunk of its own: the login page never loads it.
 */
import type { HistoryScope } from '@verity/client';
import { type RouteData, type RouteParams, routeQuery } from '../../lib/route-query';
import { checkQuery, historyPageQuery } from './api';
import { readHistorySearch } from './lib/history-filters';
import { businessScope } from './lib/scope';

/** The scope of a route, from the same parameters the scoped pages read (pages/scoped-pages.tsx). */
const scopes = {
  business: () => businessScope,
  admin: ({ businessId = '' }: RouteParams): HistoryScope => ({ kind: 'admin', businessId }),
  organization: ({ organizationId = '' }: RouteParams): HistoryScope => ({
    kind: 'organization',
    organizationId,
  }),
} satisfies Record<HistoryScope['kind'], (params: RouteParams) => HistoryScope>;

export type ScopeKind = keyof typeof scopes;

export const historyData =
  (kind: ScopeKind): RouteData =>
  (params, search) => [routeQuery(historyPageQuery(scopes[kind](params), readHistorySearch(search)))];

export const checkData =
  (kind: ScopeKind): RouteData =>
  (params) => [routeQuery(checkQuery(params.identityId ?? '', scopes[kind](params)))];
