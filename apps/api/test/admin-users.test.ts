/**
 * Platform support on any business's people (features/team/admin-user-routes.ts): a platform admin turns a
 * person's two-factor off or mails them a reset link; a business owner cannot; each step is audited with
 * the admin's name; nobody ever sees a password.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../src/db/schema.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  fromLatestMail,
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
  it('turns a person’s two-factor off, audited with what changed; owners of a business cannot', async () => {
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
