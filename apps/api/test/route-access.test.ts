/**
 * Every API route's permission and tenancy are declared once, in the client's
 * route-access table, and enforced before the handler. A route the table does not list cannot start;
 * a table row with no route is caught here; a paid action needs its own module's permission.
 */
import { type RouteAccessRule, routeAccess } from '@verity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindRouteAccess, UndeclaredRouteError } from '../src/http/route-access.js';
import { ACME_ANALYST, ACME_OWNER, call, createTestApp, type TestApp, tokenFor } from './harness.js';

const identity = (path: string) => `/api/identity/v1${path}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the route-access table', () => {
  it('lists exactly the API routes the server registers, each with a tenancy and permissions', () => {
    const registered = t.app.routeList.filter((route) => route.url.startsWith('/api/'));
    const keys = new Set(registered.map((route) => `${route.method} ${route.url}`));
    const table = Object.entries(routeAccess as Record<string, RouteAccessRule>);
    const stale = table.filter(([key]) => !keys.has(key)).map(([key]) => key);
    expect(stale).toEqual([]);
    expect(registered.every((route) => route.access !== undefined)).toBe(true);
    // Anything that reads or changes a business's records states its permissions (an empty list is a
    // deliberate 'any member'), and only those few routes are open to every member.
    const records = table.filter(([, rule]) =>
      ['tenant', 'business', 'scoped', 'platform', 'own-business'].includes(rule.tenancy),
    );
    const ungated = records.filter(([, rule]) => rule.permissions === undefined).map(([key]) => key);
    const anyMember = records.filter(([, rule]) => rule.permissions?.length === 0).map(([key]) => key);
    expect(anyMember).toEqual([
      'GET /api/user/v1/businesses/me/figures',
      'POST /api/media/v1/uploads/media',
      'POST /api/media/v1/uploads/documents',
      'GET /api/media/v1/files/:id/:name',
    ]);
    expect(ungated).toEqual([]);
    console.info(`route-access table: ${table.length} routes declared, ${registered.length} registered`);
  });

  it('stops a route that is not in the table, or that declares its own permissions', () => {
    expect(() =>
      bindRouteAccess({ method: 'GET', url: '/api/user/v1/forgotten', handler: async () => ({}) }, 'GET'),
    ).toThrow(UndeclaredRouteError);
    expect(() =>
      bindRouteAccess(
        {
          method: 'GET',
          url: '/api/user/v1/users/me',
          handler: async () => ({}),
          config: { permissions: ['identity:view'] },
        },
        'GET',
      ),
    ).toThrow(/declared in the table/);
    // Pages and files outside the API are not its business.
    expect(bindRouteAccess({ method: 'GET', url: '/widgets/:file', handler: async () => ({}) }, 'GET')).toBe(
      undefined,
    );
  });
});

describe('each paid action needs its own module’s permission', () => {
  it('refuses the credit report and sanction screening to a role holding only identity:view', async () => {
    const analyst = await tokenFor(t.app, ACME_ANALYST);
    const owner = await tokenFor(t.app, ACME_OWNER);
    const check = await call<{ id: string }>(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
      token: analyst,
      body: { number: '11111111111', isConsent: true },
    });
    expect(check.status).toBe(200);

    const credit = await call(
      t.app,
      'POST',
      identity('/verifications/identity/ng/credit-report/individual'),
      {
        token: analyst,
        body: { number: '22222222222', isConsent: true },
      },
    );
    expect(credit.status).toBe(403);
    const aml = await call(t.app, 'POST', identity(`/verifications/identity/${check.body.data.id}/aml`), {
      token: analyst,
    });
    expect(aml.status).toBe(403);

    // The owner, who holds credit:view and aml:view, runs both.
    const ownerCredit = await call(
      t.app,
      'POST',
      identity('/verifications/identity/ng/credit-report/individual'),
      { token: owner, body: { number: '22222222222', isConsent: true } },
    );
    expect(ownerCredit.status).toBe(200);
    const ownerAml = await call(
      t.app,
      'POST',
      identity(`/verifications/identity/${check.body.data.id}/aml`),
      {
        token: owner,
      },
    );
    expect(ownerAml.status).toBe(200);
  });

  it('keeps platform tools to platform staff even for a role that names their permission', async () => {
    const owner = await tokenFor(t.app, ACME_OWNER);
    const support = await call(
      t.app,
      'GET',
      identity('/verifications/identity/history/export/requests/support'),
      {
        token: owner,
      },
    );
    expect(support.status).toBe(403);
    const admin = await tokenFor(t.app, 'admin@verity.local');
    const asAdmin = await call(
      t.app,
      'GET',
      identity('/verifications/identity/history/export/requests/support'),
      {
        token: admin,
      },
    );
    expect(asAdmin.status).toBe(200);
  });
});
