/**
 * Picks the route for the current location, applies its guard, and renders it in its layout. The layout
 * element stays the same while the user moves between pages of one layout, so the shell (header,
 * sidebar, idle tracking) is mounted once rather than on every navigation.
 */
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { matchRoute, Route, useLocation, useRouter } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import AuthLayout from '../features/auth/auth-layout';
import { useAuthStore } from '../features/auth/auth-store';
import { decideRoute } from '../features/auth/route-guard';
import { RouteErrorBoundary } from '../features/errors/error-boundary';
import ForbiddenPage from '../features/errors/forbidden-page';
import NotFoundPage from '../features/errors/not-found-page';
import { type AppRoute, type LayoutName, routes } from './routes';

function PageLoading() {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label="Loading" />
    </div>
  );
}

// The signed-in shell is its own chunk: the login page never pays for it.
const DefaultLayout = lazy(() => import('../features/shell/default-layout'));

function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'auth') return <AuthLayout>{children}</AuthLayout>;
  if (name === 'plain') return <main className="min-h-screen">{children}</main>;
  // 'default', 'business' and 'organization' are one shell: moving between them keeps it mounted and
  // swaps only the sidebar.
  return (
    <Suspense fallback={<PageLoading />}>
      <DefaultLayout layout={name}>{children}</DefaultLayout>
    </Suspense>
  );
}

/** The page itself, inside a boundary keyed by path so an error on one page clears on the next. */
function Page({ route, location }: { route: AppRoute; location: string }) {
  const Component = route.page;
  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<PageLoading />}>
        {/* A <Route> gives the page its params (useParams). */}
        <Route path={route.path}>
          <Component />
        </Route>
      </Suspense>
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

/** §3 lastVisitedProtectedRoute: where a signed-in user was, to return to after a timed-out session. */
function RememberRoute({ path }: { path: string }) {
  useEffect(() => useAuthStore.getState().rememberRoute(path), [path]);
  return null;
}

export function AppRouter() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const state = useAuthStore();
  const route = routes.find((candidate) => matchRoute(parser, candidate.path, location)[0]);

  if (!route)
    return (
      <Layout name={state.isLoggedIn ? 'default' : 'plain'}>
        <NotFoundPage />
      </Layout>
    );

  const decision = decideRoute(route.rule, state, location);
  if (decision.kind === 'redirect') return <GuardRedirect to={decision.to} remember={decision.remember} />;
  return (
    <Layout name={route.layout}>
      {route.rule.access === 'protected' && <RememberRoute path={location} />}
      {decision.kind === 'forbidden' ? <ForbiddenPage /> : <Page route={route} location={location} />}
    </Layout>
  );
}
