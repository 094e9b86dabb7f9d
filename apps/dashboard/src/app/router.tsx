import { type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import AuthLayout from '../features/auth/auth-layout';
import { useAuthStore } from '../features/auth/auth-store';
import { decideRoute } from '../features/auth/route-guard';
import { RouteErrorBoundary } from '../features/errors/error-boundary';
import ForbiddenPage from '../features/errors/forbidden-page';
import NotFoundPage from '../features/errors/not-found-page';
import DefaultLayout from '../features/shell/default-layout';
import { type AppRoute, type LayoutName, routes } from './routes';

function PageLoading() {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label="Loading" />
    </div>
  );
}

function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const page = (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
  if (name === 'auth') return <AuthLayout>{page}</AuthLayout>;
  if (name === 'default') return <DefaultLayout>{page}</DefaultLayout>;
  return <main className="min-h-screen">{page}</main>;
}

function GuardedRoute({ route }: { route: AppRoute }) {
  const [location] = useLocation();
  const state = useAuthStore();
  const decision = decideRoute(route.rule, state, location);
  if (decision.kind === 'redirect') {
    if (decision.remember) state.rememberRoute(decision.remember);
    return <Redirect to={decision.to} replace />;
  }
  if (decision.kind === 'forbidden')
    return (
      <Layout name={route.layout}>
        <ForbiddenPage />
      </Layout>
    );
  const Page = route.page;
  return (
    <Layout name={route.layout}>
      <Page />
    </Layout>
  );
}

/** Unknown routes: the 404 page, inside the shell for a signed-in user. */
function UnknownRoute() {
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  return (
    <Layout name={isLoggedIn ? 'default' : 'plain'}>
      <NotFoundPage />
    </Layout>
  );
}

export function AppRouter() {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <GuardedRoute route={route} />
        </Route>
      ))}
      <Route>
        <UnknownRoute />
      </Route>
    </Switch>
  );
}
