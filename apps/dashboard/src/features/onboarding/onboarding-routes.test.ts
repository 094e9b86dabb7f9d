import { parse } from 'regexparam';
import { beforeAll, describe, expect, it } from 'vitest';
import { findRoute, loadRouteTable } from '../../app/route-preload';
import { authRoutes } from '../../app/routes';
import { decideRoute } from '../../session/route-guard';

beforeAll(() => loadRouteTable());

function routeFor(path: string) {
  const found = findRoute(parse, path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
}

const signedOut = {
  isLoggedIn: false,
  sessionStartedAt: null,
  user: null,
  twoFactorLoginToken: null,
  lastVisitedProtectedRoute: null,
};

describe('the activation routes', () => {
  it('get started: every signed-in user (its sidebar entry has no gate), with the profile read first', () => {
    const { route } = routeFor('/get-started');
    expect(route.rule).toEqual({ access: 'protected', permissions: [] });
    expect(route.layout).toBe('default');
    expect(route.data).toBeDefined();
  });

  it('the steps: the index and each child, gated like the API’s activation calls', () => {
    for (const [path, pattern] of [
      ['/get-started/business-activation', '/get-started/business-activation'],
      ['/get-started/business-activation/business-information', '/get-started/business-activation/:step'],
      [
        '/get-started/business-activation/service-license-agreement',
        '/get-started/business-activation/:step',
      ],
    ] as const) {
      const { route } = routeFor(path);
      expect(route.path, path).toBe(pattern);
      expect(route.rule).toEqual({ access: 'protected', permissions: ['business:settings:manage'] });
      expect(route.data, path).toBeDefined();
    }
    expect(routeFor('/get-started/business-activation/settlement-account').params).toMatchObject({
      step: 'settlement-account',
    });
  });

  it('the signing link: open to anyone, outside the shell, not among the auth pages of the login chunk', () => {
    const match = routeFor('/sla/sign/abc123');
    expect(match.route.rule).toEqual({ access: 'open' });
    expect(match.route.layout).toBe('plain');
    expect(match.params).toMatchObject({ token: 'abc123' });
    expect(decideRoute(match.route.rule, signedOut, '/sla/sign/abc123')).toEqual({ kind: 'render' });
    expect(authRoutes.some((route) => route.path.startsWith('/sla'))).toBe(false);
  });
});
