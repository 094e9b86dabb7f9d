/**
 * Starting a page before it renders, so its loads are not a waterfall: its code, the data it reads first, the
 * signed-in shell's code and the session check all begin at once, when navigation starts or when a link shows
 * intent, instead of one after the other as each component mounts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchRoute, type Parser } from 'wouter';
import type { RouteData, RouteParams, RouteQuery } from '../lib/route-query';
import type { AuthState } from '../session/auth-store';
import { decideRoute } from '../session/route-guard';
import { sessionQuery } from '../session/use-session-check';
import { type AppRoute, authRoutes, type LazyRouteData } from './routes';

/**
 * The longest a navigation keeps the previous screen up while the next page's data is on its way; after
 * that the page renders with its own loading state.
 */
export const ROUTE_DATA_WAIT_MS = 1000;

export interface RouteMatch {
  route: AppRoute;
  params: RouteParams;
}

const ignore = () => undefined;

// The signed-in pages' routes, once their chunk is in (routes.ts says why they are apart).
let signedInRoutes: readonly AppRoute[] | null = null;
let signedInRoutesLoading: Promise<void> | null = null;

/**
 * Imports the signed-in pages' routes (once; a failed import is tried again on the next call). The
 * router suspends on it for a path no loaded route matches; the chunk-reload handler deals with a chunk
 * a deploy removed.
 */
export function loadRouteTable(): Promise<void> {
  signedInRoutesLoading ??= import('./signed-in-routes').then(
    (module) => {
      signedInRoutes = module.signedInRoutes;
    },
    (error: unknown) => {
      signedInRoutesLoading = null;
      throw error;
    },
  );
  return signedInRoutesLoading;
}

/** Whether every route is known: until then a path no auth route matches may still be a page. */
export const isRouteTableLoaded = (): boolean => signedInRoutes !== null;

const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * On an auth page, the signed-in routes load at the visitor's first key or pointer press (typing the
 * email, a click), so they are in before a sign-in navigates, without the login page's own load paying
 * for them. Returns what stops listening.
 */
export function loadRouteTableOnIntent(target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
  if (isRouteTableLoaded()) return () => undefined;
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, true);
  };
  const onIntent = () => {
    stop();
    void loadRouteTable().catch(ignore);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}

/** The first loaded route whose pattern matches `path`, as the router renders it. */
export function findRoute(parser: Parser, path: string): RouteMatch | null {
  for (const route of [...authRoutes, ...(signedInRoutes ?? [])]) {
    const [matched, params] = matchRoute(parser, route.path, path);
    if (matched) return { route, params: params ?? {} };
  }
  return null;
}

/** '/a/b?x=1#top' → { path: '/a/b', search: 'x=1' }. */
export function splitHref(href: string): { path: string; search: string } {
  const [beforeHash = ''] = href.split('#');
  const at = beforeHash.indexOf('?');
  return at === -1
    ? { path: beforeHash, search: '' }
    : { path: beforeHash.slice(0, at), search: beforeHash.slice(at + 1) };
}

// A feature's route-data module, once imported: later navigations read its queries without waiting.
const resolvedData = new WeakMap<LazyRouteData, RouteData>();

function loadRouteData(data: LazyRouteData): Promise<RouteData> {
  return data().then((resolved) => {
    resolvedData.set(data, resolved);
    return resolved;
  });
}

/** The route's queries if its data module is already in; null while it is still to be imported. */
function knownQueries(match: RouteMatch, search: string): readonly RouteQuery[] | null {
  if (!match.route.data) return [];
  const resolved = resolvedData.get(match.route.data);
  return resolved ? resolved(match.params, search) : null;
}

/** The route renders inside the signed-in shell ('default', 'business', 'organization'). */
const inShell = (route: AppRoute) => route.layout !== 'auth' && route.layout !== 'plain';

/** The signed-in shell's code; the router renders it lazily with the same import. */
export const loadDefaultLayout = () => import('../shell/default-layout');

/** Starts the data the route's page reads first (importing the feature's route-data module if needed). */
export function prefetchRouteData(
  queryClient: QueryClient,
  match: RouteMatch,
  search: string,
): Promise<void> {
  const { data } = match.route;
  if (!data) return Promise.resolve();
  const prefetch = (queries: readonly RouteQuery[]) =>
    Promise.all(queries.map((query) => query.prefetch(queryClient))).then(ignore);
  const queries = knownQueries(match, search);
  return queries
    ? prefetch(queries)
    : loadRouteData(data).then((load) => prefetch(load(match.params, search)));
}

/**
 * Starts everything the route needs: its page's code, its data and, for a page in the signed-in shell,
 * the shell's code and the session check (once per session: the shell keeps it fresh itself). Resolves
 * when the code and data are in or have failed (the page shows a failure itself); never rejects.
 */
export function preloadRoute(
  queryClient: QueryClient,
  match: RouteMatch,
  search: string,
  sessionStartedAt: number | null,
): Promise<void> {
  const { route } = match;
  const work: Promise<unknown>[] = [route.load(), prefetchRouteData(queryClient, match, search)];
  if (inShell(route)) {
    work.push(loadDefaultLayout());
    const session = sessionQuery(sessionStartedAt);
    if (sessionStartedAt !== null && queryClient.getQueryData(session.queryKey) === undefined)
      work.push(queryClient.prefetchQuery(session));
  }
  return Promise.all(work.map((step) => step.catch(ignore))).then(ignore);
}

/** Whether the page would render its content at once: its data module is in and each query has data. */
export function isRouteDataCached(queryClient: QueryClient, match: RouteMatch, search: string): boolean {
  const queries = knownQueries(match, search);
  return queries?.every((query) => query.isCached(queryClient)) ?? false;
}

/** Preloads the page behind a link, if the guard would let the user open it. */
export function preloadHref(
  queryClient: QueryClient,
  parser: Parser,
  auth: Pick<
    AuthState,
    'isLoggedIn' | 'sessionStartedAt' | 'user' | 'twoFactorLoginToken' | 'lastVisitedProtectedRoute'
  >,
  href: string,
): void {
  const { path, search } = splitHref(href);
  const match = findRoute(parser, path);
  if (!match && !isRouteTableLoaded()) {
    void loadRouteTable().then(() => preloadHref(queryClient, parser, auth, href), ignore);
    return;
  }
  if (!match || decideRoute(match.route.rule, auth, path).kind !== 'render') return;
  void preloadRoute(queryClient, match, search, auth.sessionStartedAt);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether the page can render its content at once: its data module is in and each query has an answer,
 * and in the signed-in shell the session check has answered (the shell waits for it).
 */
export function isRouteReady(
  queryClient: QueryClient,
  match: RouteMatch,
  search: string,
  sessionStartedAt: number | null,
): boolean {
  const sessionReady =
    !inShell(match.route) ||
    sessionStartedAt === null ||
    queryClient.getQueryData(sessionQuery(sessionStartedAt).queryKey) !== undefined;
  return sessionReady && isRouteDataCached(queryClient, match, search);
}

// One wait per navigation: React renders a suspended navigation again once the wait settles, and that
// render must find the same (settled) promise rather than start the fetch over.
let lastWait: { navigation: number; wait: Promise<void> } | null = null;

/**
 * What rendering this navigation waits for: nothing when the page can render its content at once, else
 * its code, data and session check, but never longer than ROUTE_DATA_WAIT_MS (then the page shows its
 * own skeleton). While it waits React keeps the previous screen: the page on a navigation, the page's
 * static copy or an empty page on a load.
 */
export function routeWait(
  queryClient: QueryClient,
  match: RouteMatch,
  search: string,
  sessionStartedAt: number | null,
  navigation: number,
): Promise<void> | null {
  if (lastWait?.navigation === navigation) return lastWait.wait;
  if (isRouteReady(queryClient, match, search, sessionStartedAt)) return null;
  const wait = Promise.race([
    preloadRoute(queryClient, match, search, sessionStartedAt),
    delay(ROUTE_DATA_WAIT_MS),
  ]);
  lastWait = { navigation, wait };
  return wait;
}
