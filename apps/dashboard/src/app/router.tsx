/**
 * Picks the route for the current location, applies its guard, and renders it in its layout. The layout
 * element stays the same while the user moves between pages of one layout, so the shell (header,
 * sidebar, idle tracking) is mounted once rather than on every navigation.
 *
 * The next page's code, its data and the shell's session check start together the moment navigation
 * begins, or earlier when a link shows intent (route-preload.ts), and the page renders once they are in:
 * - navigation is a transition (transition-location.tsx), so React keeps the current page on screen
 *   meanwhile (with a progress bar) and swaps it for the next one in one commit;
 * - there is no Suspense boundary between the root and the pages on purpose: a page still loading keeps
 *   whatever the screen shows (the previous page; on a load, the page's static copy or nothing) instead
 *   of a spinner, and React never holds content back to throttle a fallback it would have shown.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, use, useCallback, useEffect } from 'react';
import { type AroundNavHandler, Route, Router, useLocation, useRouter } from 'wouter';
import { RouteErrorBoundary } from '../components/errors/error-boundary';
import ForbiddenPage from '../components/errors/forbidden-page';
import NotFoundPage from '../components/errors/not-found-page';
import AuthLayout from '../features/auth/auth-layout';
import { LinkIntentContext } from '../lib/link-intent';
import { useAuthStore } from '../session/auth-store';
import { decideRoute } from '../session/route-guard';
import {
  findRoute,
  isRouteTableLoaded,
  loadDefaultLayout,
  loadRouteTable,
  loadRouteTableOnIntent,
  preloadHref,
  preloadRoute,
  type RouteMatch,
  routeWait,
} from './route-preload';
import type { LayoutName } from './routes';
import {
  browserLocation,
  laterLocationCommitted,
  TransitionLocation,
  useNavigationPending,
  useRenderedLocation,
  useTransitionPath,
  useTransitionSearch,
} from './transition-location';

// The signed-in shell is its own chunk: the login page never pays for it.
const DefaultLayout = lazy(loadDefaultLayout);

function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'auth') return <AuthLayout>{children}</AuthLayout>;
  if (name === 'plain') return <main className="min-h-screen">{children}</main>;
  // 'default', 'business' and 'organization' are one shell: moving between them keeps it mounted and
  // swaps only the sidebar.
  return <DefaultLayout layout={name}>{children}</DefaultLayout>;
}

/** The page itself, inside an error boundary keyed by path so an error on one page clears on the next. */
function Page({ match, location }: { match: RouteMatch; location: string }) {
  const Component = match.route.page;
  return (
    <RouteErrorBoundary key={location}>
      {/* A <Route> gives the page its params (useParams). */}
      <Route path={match.route.path}>
        <Component />
      </Route>
    </RouteErrorBoundary>
  );
}

/** Leaves a guarded route; a protected route the visitor could not open is remembered for after login. */
function GuardRedirect({ to, remember }: { to: string; remember: string | undefined }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (remember) useAuthStore.getState().rememberRoute(remember);
    navigate(to, { replace: true });
  }, [to, remember, navigate]);
  return null;
}

/** The last visited protected route: where a signed-in user was, to return to after a timed-out session. */
function RememberRoute({ path }: { path: string }) {
  useEffect(() => useAuthStore.getState().rememberRoute(path), [path]);
  return null;
}

/** A thin bar at the top while the next page loads behind the current one. */
function NavigationProgress() {
  const pending = useNavigationPending();
  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600"
    />
  );
}

// The navigation whose page has been started, so a render (they repeat) starts it only once.
let startedNavigation = -1;

function Routes() {
  const [location] = useLocation();
  const { search, id } = useRenderedLocation();
  const { parser } = useRouter();
  const queryClient = useQueryClient();
  const state = useAuthStore();
  useEffect(() => loadRouteTableOnIntent(window), []);
  const match = findRoute(parser, location);
  // A path no auth page matches waits for the signed-in routes (the same promise on every render).
  if (!match && !isRouteTableLoaded()) use(loadRouteTable());
  const decision = match ? decideRoute(match.route.rule, state, location) : null;

  // Back, Forward and the first load arrive here without a navigate call: start the page now, before
  // anything below suspends on its code.
  if (match && decision?.kind === 'render' && id !== startedNavigation) {
    startedNavigation = id;
    void preloadRoute(queryClient, match, search, state.sessionStartedAt);
  }

  if (!match || !decision)
    return (
      <Layout name={state.isLoggedIn ? 'default' : 'plain'}>
        <NotFoundPage />
      </Layout>
    );

  if (decision.kind === 'redirect') {
    // Signing in or out changes the auth state at once and the location in a transition: until that
    // navigation renders, keep the screen as it is rather than blank it or redirect on its behalf.
    if (browserLocation().id !== id) use(laterLocationCommitted(id));
    return <GuardRedirect to={decision.to} remember={decision.remember} />;
  }

  if (decision.kind === 'render') {
    const wait = routeWait(queryClient, match, search, state.sessionStartedAt, id);
    if (wait) use(wait);
  }
  return (
    <Layout name={match.route.layout}>
      {match.route.rule.access === 'protected' && <RememberRoute path={location} />}
      {decision.kind === 'forbidden' ? <ForbiddenPage /> : <Page match={match} location={location} />}
    </Layout>
  );
}

/** wouter reading the location through transitions, with a link's page started before it is clicked. */
function IntentRouter({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { parser } = useRouter();
  const preload = useCallback(
    (href: string) => preloadHref(queryClient, parser, useAuthStore.getState(), href),
    [queryClient, parser],
  );
  // A click starts the next page's code and data before the location changes and React renders.
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      preload(to);
      navigate(to, options);
    },
    [preload],
  );
  return (
    <Router hook={useTransitionPath} searchHook={useTransitionSearch} aroundNav={aroundNav}>
      <LinkIntentContext value={preload}>{children}</LinkIntentContext>
    </Router>
  );
}

export function AppRouter() {
  return (
    <TransitionLocation>
      <IntentRouter>
        <NavigationProgress />
        <Routes />
      </IntentRouter>
    </TransitionLocation>
  );
}
