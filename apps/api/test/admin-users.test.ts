/**
 * Platform support on any business's people (features/team/admin-user-routes.ts): a platform admin turns a
 * person's two-factor off or mails them a reset link; a business owner cannot; each step is audited with
 * the admin's name; nobody ever sees a password.
 */
import type { PageList, TAdminUser, TAdminUserDetail, TAuditLog } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../src/db/schema.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  fromLatestMail,
  GLOBEX_OWNER,
  PASSWORD,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

let t: TestApp;
let admin: string;
let owner: string;
let analystId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t.app, 'admin@verity.local');
  owner = await tokenFor(t.app, ACME_OWNER);
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, ACME_ANALYST));
  analystId = row?.id ?? '';
});
afterAll(() => t.close());

const adminCall = (token: string, id: string, action: string) =>
  call(t.app, 'POST', user(`/admin/businesses/users/${id}/${action}`), { token, body: {} });

describe('platform support on a person', () => {
  it('turns a person’s two-factor off, audited with what changed in the platform’s log and the business’s; owners of a business cannot', async () => {
    await t.app.ctx.db
      .update(users)
      .set({ twoFactorEnabledAt: new Date(), twoFactorSecret: 'sealed' })
      .where(eq(users.id, analystId));
    expect((await adminCall(owner, analystId, 'deactivate-2fa')).status).toBe(403);

    const done = await adminCall(admin, analystId, 'deactivate-2fa');
    expect(done.status).toBe(200);
    const [after] = await t.app.ctx.db.select().from(users).where(eq(users.id, analystId));
    expect(after?.twoFactorEnabledAt).toBeNull();
    const [audit] = await t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.resourceId, analystId));
    expect(audit).toMatchObject({
      event: 'update',
      resource: 'user',
      userEmail: 'admin@verity.local',
      changes: [{ field: 'twoFactor', before: 'on', after: 'off' }],
    });

    // Acme's own log shows it too: a business sees who touched its people.
    const acmeLog = await call<PageList<TAuditLog>>(
      t.app,
      'GET',
      '/api/audit/v1/auditlogs/filter?resource=user',
      {
        token: owner,
      },
    );
    expect(acmeLog.body.data.items.find((row) => row.resourceId === analystId)).toMatchObject({
      user: { email: 'admin@verity.local' },
      changes: [{ field: 'twoFactor', before: 'on', after: 'off' }],
    });

    expect((await adminCall(admin, analystId, 'deactivate-2fa')).status).toBe(400);
    expect((await adminCall(admin, 'no-such-user', 'deactivate-2fa')).status).toBe(404);
  });

  it('mails a reset link that works once, and the earlier link stops working', async () => {
    expect((await adminCall(owner, analystId, 'reset-password')).status).toBe(403);
    const first = await adminCall(admin, analystId, 'reset-password');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(`A password reset link has been sent to ${ACME_ANALYST}`);
    expect(JSON.stringify(first.body)).not.toMatch(/password":/i);
    const earlier = await fromLatestMail(t.app, ACME_ANALYST, /\/auth\/reset-password\/(\S+)/);
    await adminCall(admin, analystId, 'reset-password');
    const latest = await fromLatestMail(t.app, ACME_ANALYST, /\/auth\/reset-password\/(\S+)/);
    expect(latest).not.toBe(earlier);

    const reset = (token: string) =>
      call(t.app, 'POST', user(`/auth/token/${token}/password/reset`), {
        body: { password: 'Support!Reset2026', confirmPassword: 'Support!Reset2026' },
      });
    expect((await reset(earlier)).status).toBe(400);
    expect((await reset(latest)).status).toBe(200);
    await tokenFor(t.app, ACME_ANALYST, 'Support!Reset2026');
    await expect(tokenFor(t.app, ACME_ANALYST, PASSWORD)).rejects.toThrow();
  });
});

describe('the people of every business, for platform admins (/users)', () => {
  const list = (token: string, query = '') =>
    call<PageList<TAdminUser>>(t.app, 'GET', user(`/admin/businesses/users${query}`), { token });

  it('lists people of every business with their business, and filters by business, status and name', async () => {
    const all = await list(admin, '?limit=100');
    expect(all.status).toBe(200);
    const emails = all.body.data.items.map((person) => person.email);
    expect(emails).toEqual(expect.arrayContaining([ACME_OWNER, ACME_ANALYST, GLOBEX_OWNER]));
    const acmeOwner = all.body.data.items.find((person) => person.email === ACME_OWNER);
    expect(acmeOwner?.business.name).toMatch(/acme/i);

    const acmeId = acmeOwner?.business.id ?? '';
    const acme = await list(admin, `?businessId=${acmeId}&limit=100`);
    expect(acme.body.data.items.length).toBeGreaterThan(1);
    expect(acme.body.data.items.every((person) => person.business.id === acmeId)).toBe(true);
    expect(acme.body.data.items.map((person) => person.email)).not.toContain(GLOBEX_OWNER);

    const named = await list(admin, '?name=globex');
    expect(named.body.data.items.map((person) => person.email)).toEqual([GLOBEX_OWNER]);
    expect(named.body.data.pagination.total).toBe(1);
    const invited = await list(admin, '?status=invited&limit=100');
    expect(invited.body.data.items.every((person) => person.status === 'invited')).toBe(true);
    expect((await list(admin, '?status=gone')).status).toBe(400);
  });

  it('shows a person of another business with their permissions and their activities', async () => {
    const detail = await call<TAdminUserDetail>(t.app, 'GET', user(`/admin/businesses/users/${analystId}`), {
      token: admin,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: analystId, email: ACME_ANALYST, kind: 'user' });
    expect(detail.body.data.permissions.length).toBeGreaterThan(0);

    // The analyst does something audited in their own business: it shows in their activities.
    const analyst = await tokenFor(t.app, ACME_ANALYST, 'Support!Reset2026');
    expect(
      (await call(t.app, 'PUT', user('/users/me'), { token: analyst, body: { firstName: 'Adaeze' } })).status,
    ).toBe(200);
    const activities = await call<PageList<TAuditLog>>(
      t.app,
      'GET',
      user(`/admin/businesses/users/${analystId}/activities?limit=5`),
      { token: admin },
    );
    expect(activities.status).toBe(200);
    expect(activities.body.data.items[0]).toMatchObject({ user: { id: analystId } });
    expect(activities.body.data.items.every((row) => row.user?.id === analystId)).toBe(true);
    expect(
      (await call(t.app, 'GET', user('/admin/businesses/users/no-such-user'), { token: admin })).status,
    ).toBe(404);
  });

  it('refuses business staff, even an Owner', async () => {
    expect((await list(owner)).status).toBe(403);
    expect(
      (await call(t.app, 'GET', user(`/admin/businesses/users/${analystId}`), { token: owner })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'GET', user(`/admin/businesses/users/${analystId}/activities`), { token: owner }))
        .status,
    ).toBe(403);
  });
});
