/**
 * What a route reads from the server, declared so the router can load it before the page renders: on
 * navigation and on a link's hover or focus (app/route-preload.ts). Each feature builds these from the very
 * query options its page's hooks use, so a prefetch fills the entry the page then reads.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

export interface RouteQuery {
  /** Fetches unless the cache holds a fresh answer; joins a request already in flight. Never rejects. */
  prefetch(queryClient: QueryClient): Promise<void>;
  /** Whether the page would have something to show at once (fresh or stale). */
  isCached(queryClient: QueryClient): boolean;
}

/** A route's path parameters (as wouter matches them) and query string (without '?'). */
export type RouteParams = Readonly<Record<string, string | undefined>>;
export type RouteData = (params: RouteParams, search: string) => readonly RouteQuery[];

export function routeQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): RouteQuery {
  return {
    prefetch: (queryClient) => queryClient.prefetchQuery(options),
    isCached: (queryClient) => queryClient.getQueryData(options.queryKey) !== undefined,
  };
}
