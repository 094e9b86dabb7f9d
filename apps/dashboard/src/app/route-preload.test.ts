import { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityKeys } from '../features/identity/api';
import { readHistorySearch, toHistoryQuery } from '../features/identity/lib/history-filters';
import { vformKeys } from '../features/vforms/api/keys';
import { listCall } from '../features/vforms/lib/form-lists';
import type { AuthState } from '../session/auth-store';
import { sessionQuery } from '../session/use-session-check';
import { makeUser } from '../test-fixtures/test-user';
import {
  findRoute,
  isRouteDataCached,
  isRouteReady,
  loadRouteTable,
  prefetchRouteData,
  preloadHref,
  type RouteMatch,
  routeWait,
  splitHref,
} from './route-preload';

// The one API client, answering at once: what matters here is which calls are made, with which keys.
const calls = vi.hoisted(() => ({
  history: vi.fn(async (..._args: unknown[]) => ({ data: { items: [], pagination: {} } })),
  check: vi.fn(async (id: string, ..._args: unknown[]) => ({ data: { id } })),
  listTemplates: vi.fn(async (..._args: unknown[]) => ({ data: { items: [], pagination: {} } })),
}));
vi.mock('../lib/api-client', () => ({
  api: {
    identity: { history: calls.history, get: calls.check },
    vforms: { listTemplates: calls.listTemplates },
  },
}));

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  for (const call of Object.values(calls)) call.mockClear();
});
afterEach(() => queryClient.clear());
// The tests below find signed-in pages (the first describe block takes fresh copies of the module).
beforeAll(() => loadRouteTable());

function match(path: string): RouteMatch {
  const found = findRoute(parse, path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
}

describe('the two route tables: the auth pages’ at once, the signed-in pages’ when needed', () => {
  // Each test takes a fresh copy of the module: one whose signed-in routes are not loaded yet.
  const freshRoutePreload = async () => {
    vi.resetModules();
    return import('./route-preload');
  };

  it('knows the auth pages before the signed-in routes load, and a signed-in link loads them first', async () => {
    const fresh = await freshRoutePreload();
    expect(fresh.isRouteTableLoaded()).toBe(false);
    expect(fresh.findRoute(parse, '/auth/login')?.route.layout).toBe('auth');
    expect(fresh.findRoute(parse, '/customer-verification')).toBeNull();
    fresh.preloadHref(
      queryClient,
      parse,
      {
        isLoggedIn: true,
        sessionStartedAt: 1,
        user: makeUser({ permissions: ['identity:view'] }),
        twoFactorLoginToken: null,
        lastVisitedProtectedRoute: null,
      },
      '/customer-verification',
    );
    await vi.waitFor(() => expect(calls.history).toHaveBeenCalledTimes(1));
    expect(fresh.isRouteTableLoaded()).toBe(true);
    expect(fresh.findRoute(parse, '/customer-verification')?.route.path).toBe('/customer-verification');
  });

  it('loads them at the first key or pointer press on an auth page, then stops listening', async () => {
    const fresh = await freshRoutePreload();
    const listeners = new Map<string, () => void>();
    const target = {
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>;
    fresh.loadRouteTableOnIntent(target);
    expect([...listeners.keys()]).toEqual(['pointerdown', 'keydown']);
    expect(fresh.isRouteTableLoaded()).toBe(false);
    listeners.get('keydown')?.();
    expect(listeners.size).toBe(0);
    await vi.waitFor(() => expect(fresh.isRouteTableLoaded()).toBe(true));
    // Once loaded, a page that asks again listens for nothing.
    fresh.loadRouteTableOnIntent(target);
    expect(listeners.size).toBe(0);
  });
});

describe('findRoute and splitHref', () => {
  it('finds the route the router renders, with its parameters', () => {
    expect(match('/customer-verification').route.path).toBe('/customer-verification');
    expect(match('/customer-verification/chk-1').params).toMatchObject({ identityId: 'chk-1' });
    expect(match('/v-forms/forms/saved').params).toMatchObject({ tab: 'saved' });
    // Static segments win over ':id': the forms list is never read as a form.
    expect(match('/v-forms/forms').route.path).toBe('/v-forms/forms');
    expect(findRoute(parse, '/no-such-page')).toBeNull();
  });

  it('splits a link into its path and query string', () => {
    expect(splitHref('/customer-verification?status=found#top')).toEqual({
      path: '/customer-verification',
      search: 'status=found',
    });
    expect(splitHref('/v-forms')).toEqual({ path: '/v-forms', search: '' });
  });
});

describe('prefetchRouteData: the entries the pages then read', () => {
  it('the history: the page of the URL’s filters and cursor, under the history screen’s key', async () => {
    const search = 'status=found&type=nin&start_after=chk-9';
    await prefetchRouteData(queryClient, match('/customer-verification'), search);
    const parsed = readHistorySearch(search);
    expect(queryClient.getQueryData(identityKeys.historyPage({ kind: 'business' }, parsed))).toBeDefined();
    expect(calls.history).toHaveBeenCalledWith(
      toHistoryQuery(parsed, 20),
      { kind: 'business' },
      expect.anything(),
    );
  });

  it('a check, at the scope of its route', async () => {
    await prefetchRouteData(queryClient, match('/businesses/b-1/customer-verification/chk-1'), '');
    expect(queryClient.getQueryData(identityKeys.check('chk-1'))).toEqual({ id: 'chk-1' });
    expect(calls.check).toHaveBeenCalledWith(
      'chk-1',
      { kind: 'admin', businessId: 'b-1' },
      expect.anything(),
    );
  });

  it('an organization’s history', async () => {
    await prefetchRouteData(queryClient, match('/organizations/o-1/customer-verification'), '');
    expect(calls.history.mock.calls[0]?.[1]).toEqual({ kind: 'organization', organizationId: 'o-1' });
  });

  it('the forms list: the tab’s first page; the tabs without a list read nothing', async () => {
    await prefetchRouteData(queryClient, match('/v-forms'), '');
    const published = listCall('published', { title: '', page: 1 });
    expect(queryClient.getQueryData(vformKeys.list(published))).toBeDefined();
    expect(calls.listTemplates).toHaveBeenCalledWith(published.query, expect.anything());

    await prefetchRouteData(queryClient, match('/v-forms/forms/saved'), 'page=2');
    expect(queryClient.getQueryData(vformKeys.list(listCall('saved', { title: '', page: 2 })))).toBeDefined();

    calls.listTemplates.mockClear();
    await prefetchRouteData(queryClient, match('/v-forms/forms/templates'), '');
    expect(calls.listTemplates).not.toHaveBeenCalled();
  });

  it('asks once for intent and click together, and not again while the answer is fresh', async () => {
    const history = match('/customer-verification');
    await Promise.all([
      prefetchRouteData(queryClient, history, ''),
      prefetchRouteData(queryClient, history, ''),
    ]);
    await prefetchRouteData(queryClient, history, '');
    expect(calls.history).toHaveBeenCalledTimes(1);
  });

  it('a route that reads nothing first asks for nothing', async () => {
    await prefetchRouteData(queryClient, match('/settings/account'), '');
    expect(Object.values(calls).every((call) => call.mock.calls.length === 0)).toBe(true);
  });
});

describe('routeWait: what a navigation waits for before rendering the page', () => {
  it('in the shell, waits for the session check too; once it and the data are in, for nothing', async () => {
    const history = match('/customer-verification');
    await prefetchRouteData(queryClient, history, '');
    expect(isRouteReady(queryClient, history, '', null)).toBe(true);
    expect(isRouteReady(queryClient, history, '', 7)).toBe(false);
    queryClient.setQueryData(sessionQuery(7).queryKey, { user: makeUser(), businessProfile: null });
    expect(isRouteReady(queryClient, history, '', 7)).toBe(true);
    expect(routeWait(queryClient, history, '', 7, 301)).toBeNull();
  });

  it('waits for uncached data, once per navigation; nothing once the data is in', async () => {
    const history = match('/customer-verification');
    // The route-data module is imported on first use: until then the data cannot be known to be cached.
    expect(isRouteDataCached(queryClient, history, 'status=failed')).toBe(false);
    const wait = routeWait(queryClient, history, 'status=failed', null, 101);
    expect(wait).toBeInstanceOf(Promise);
    // React renders the suspended navigation again: it must find the same promise.
    expect(routeWait(queryClient, history, 'status=failed', null, 101)).toBe(wait);
    await wait;
    expect(isRouteDataCached(queryClient, history, 'status=failed')).toBe(true);
    expect(routeWait(queryClient, history, 'status=failed', null, 102)).toBeNull();
    expect(calls.history).toHaveBeenCalledTimes(1);
  });

  it('a failed answer ends the wait (the page shows the failure) without asking again', async () => {
    calls.check.mockRejectedValueOnce(new Error('down'));
    const detail = match('/customer-verification/chk-broken');
    const wait = routeWait(queryClient, detail, '', null, 201);
    await wait;
    expect(routeWait(queryClient, detail, '', null, 201)).toBe(wait);
    expect(calls.check).toHaveBeenCalledTimes(1);
  });
});

describe('preloadHref: a link’s page, if the guard would open it', () => {
  const signedIn = (permissions: string[]): Parameters<typeof preloadHref>[2] => ({
    isLoggedIn: true,
    sessionStartedAt: 1,
    user: makeUser({ permissions }),
    twoFactorLoginToken: null,
    lastVisitedProtectedRoute: null,
  });

  it('starts nothing for a page the user may not open, or for a signed-out visitor', () => {
    preloadHref(queryClient, parse, signedIn(['vform:view']), '/customer-verification');
    const signedOut: Pick<AuthState, 'isLoggedIn' | 'sessionStartedAt' | 'user'> = {
      isLoggedIn: false,
      sessionStartedAt: null,
      user: null,
    };
    preloadHref(
      queryClient,
      parse,
      { ...signedOut, twoFactorLoginToken: null, lastVisitedProtectedRoute: null },
      '/v-forms',
    );
    preloadHref(queryClient, parse, signedIn(['identity:view']), '/no-such-page');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
