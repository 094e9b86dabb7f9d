import { ZAuditEventsAndResources, ZAuditLog } from '@verity/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, identityChecks } from '../src/db/schema.js';
import {
  ACME_OWNER,
  call,
  createTestApp,
  fromLatestMail,
  GLOBEX_OWNER,
  roleNamed,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

const audit = (path: string) => `/api/audit/v1${path}`;
type Page = {
  items: Array<{
    event: string;
    resource: string;
    resourceId: string | null;
    user: { email: string } | null;
  }>;
  pagination: { total: number };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('audit log', () => {
  it('has every mutating route declare what it records (or audit: false)', () => {
    const undeclared = t.app.routeList
      .filter(
        (route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.audit === undefined,
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('writes a charged check’s audit row once, in the same transaction as the check', async () => {
    const owner = await tokenFor(t.app, ACME_OWNER);
    const check = await call<{ id: string }>(
      t.app,
      'POST',
      '/api/identity/v1/verifications/identity/ng/nin',
      {
        token: owner,
        body: { number: '22222222222', isConsent: true },
      },
    );
    expect(check.status).toBe(200);
    const id = check.body.data.id;
    // Rows written by one transaction carry its id in the system column xmin.
    const [checkRow] = await t.app.ctx.db
      .select({ xmin: sql<string>`${identityChecks}.xmin::text` })
      .from(identityChecks)
      .where(eq(identityChecks.id, id));
    const auditRows = await t.app.ctx.db
      .select({ xmin: sql<string>`${auditLogs}.xmin::text` })
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, id));
    expect(auditRows).toHaveLength(1);
    expect(auditRows[0]?.xmin).toBe(checkRow?.xmin);
  });

  it('records sign-ins, profile changes, checks and invitations with their actor', async () => {
    const owner = await tokenFor(t.app, ACME_OWNER);
    await call(t.app, 'PUT', user('/users/me'), { token: owner, body: { firstName: 'Olu' } });
    const check = await call<{ id: string }>(
      t.app,
      'POST',
      '/api/identity/v1/verifications/identity/ng/nin',
      {
        token: owner,
        body: { number: '11111111111', isConsent: true },
      },
    );
    const analystRole = await roleNamed(t.app, ACME_OWNER, 'Analyst');
    await call(t.app, 'POST', user('/businesses/users/invite'), {
      token: owner,
      body: { email: 'audit.hire@acme.local', roleId: analystRole?.id },
    });

    const log = await call<Page>(t.app, 'GET', audit('/auditlogs?limit=50'), { token: owner });
    expect(log.status).toBe(200);
    const entries = log.body.data.items.map((item) => ZAuditLog.parse(item));
    const find = (event: string, resource: string) =>
      entries.find((e) => e.event === event && e.resource === resource);
    expect(find('login', 'session')?.user?.email).toBe(ACME_OWNER);
    expect(find('update', 'user')?.user?.email).toBe(ACME_OWNER);
    expect(find('create', 'identity-verification')).toMatchObject({
      resourceId: check.body.data.id,
      user: { email: ACME_OWNER },
    });
    expect(find('create', 'invitation')?.user?.email).toBe(ACME_OWNER);
    expect(entries.every((e) => e.businessId === entries[0]?.businessId)).toBe(true);

    // A registration and a password reset happen without a session: the person who acted is recorded.
    const token = await fromLatestMail(t.app, 'audit.hire@acme.local', /\/auth\/register\/(\S+)/);
    await call(t.app, 'POST', user(`/businesses/users/register/${token}`), {
      body: { firstName: 'Audit', lastName: 'Hire', mobile: '08011112222', password: 'Hire!Me2026' },
    });
    await call(t.app, 'POST', user('/auth/password/reset'), { body: { email: 'audit.hire@acme.local' } });
    const reset = await fromLatestMail(t.app, 'audit.hire@acme.local', /\/auth\/reset-password\/(\S+)/);
    await call(t.app, 'POST', user(`/auth/token/${reset}/password/reset`), {
      body: { password: 'Reset!Me2026', confirmPassword: 'Reset!Me2026' },
    });
    const later = await call<Page>(t.app, 'GET', audit('/auditlogs/filter?user_id=&resource=user&limit=50'), {
      token: owner,
    });
    const byHire = later.body.data.items.filter((e) => e.user?.email === 'audit.hire@acme.local');
    expect(byHire.map((e) => e.event).sort()).toEqual(['create', 'update']);
  });

  it('filters by event, resource, user and dates, and lists events and resources', async () => {
    const owner = await tokenFor(t.app, ACME_OWNER);
    const logins = await call<Page>(t.app, 'GET', audit('/auditlogs/filter?event=login'), { token: owner });
    expect(logins.body.data.items.length).toBeGreaterThan(0);
    expect(logins.body.data.items.every((e) => e.event === 'login')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await call<Page>(t.app, 'GET', audit(`/auditlogs/filter?start_date=${today}&end_date=${today}`), {
          token: owner,
        })
      ).body.data.pagination.total,
    ).toBeGreaterThan(0);
    expect(
      (await call<Page>(t.app, 'GET', audit('/auditlogs/filter?end_date=2000-01-01'), { token: owner })).body
        .data.pagination.total,
    ).toBe(0);
    const lists = ZAuditEventsAndResources.parse(
      (await call(t.app, 'GET', audit('/auditlogs/events-and-resources'), { token: owner })).body.data,
    );
    expect(lists.events).toEqual(['create', 'update', 'delete', 'login', 'logout']);
    expect(lists.resources).toEqual(expect.arrayContaining(['identity-verification', 'session', 'user']));
    expect(
      (await call(t.app, 'GET', audit('/auditlogs/filter?event=explode'), { token: owner })).status,
    ).toBe(400);
  });

  it("keeps each business's log to itself and needs auditlog:view", async () => {
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    const theirs = await call<Page>(t.app, 'GET', audit('/auditlogs?limit=100'), { token: globex });
    expect(theirs.body.data.items.every((e) => e.user === null || e.user.email === GLOBEX_OWNER)).toBe(true);
    const analyst = await tokenFor(t.app, 'analyst@acme.local');
    expect((await call(t.app, 'GET', audit('/auditlogs'), { token: analyst })).status).toBe(403);
  });
});
