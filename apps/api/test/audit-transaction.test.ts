/**
 * The audit row commits exactly when the write it records does (db/request-transaction.ts, the audit hook,
 * and a charged check's one statement). A crash between the two cannot be injected from outside, so the
 * audit insert is made to fail instead (a trigger on audit_logs): the write must roll back with it.
 */
import type { TAuditLog } from '@verity/client';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, businesses, identityChecks, roles, sessions } from '../src/db/schema.js';
import { recordChanges } from '../src/features/audit/audit-hook.js';
import { ACME_OWNER, call, createTestApp, type TestApp, tokenFor, user } from './harness.js';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
  await t.app.ctx.db.execute(sql`
    create function refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit store unavailable (test)'; end $$`);
});
afterAll(() => t.close());
afterEach(() => t.app.ctx.db.execute(sql`drop trigger if exists refuse_audit on audit_logs`));

const refuseAuditRows = () =>
  t.app.ctx.db.execute(
    sql`create trigger refuse_audit before insert on audit_logs for each row execute function refuse_audit()`,
  );

async function rolesNamed(name: string): Promise<number> {
  const [row] = await t.app.ctx.db.select({ n: count() }).from(roles).where(eq(roles.name, name));
  return row?.n ?? 0;
}

const createRole = (name: string) =>
  call<{ id: string }>(t.app, 'POST', user('/roles'), {
    token: owner,
    body: { name, description: 'Reads checks', permissions: ['identity:view'] },
  });

describe('the audit row and its write commit together', () => {
  it('a route whose audit row cannot be written keeps nothing and answers 500', async () => {
    await refuseAuditRows();
    const refused = await createRole('Auditors');
    expect(refused.status).toBe(500);
    expect(await rolesNamed('Auditors')).toBe(0);
  });

  it('the same route, with the audit store back, keeps the role and its row', async () => {
    const created = await createRole('Auditors');
    expect(created.status).toBe(201);
    expect(await rolesNamed('Auditors')).toBe(1);
    const rows = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'role'), eq(auditLogs.resourceId, created.body.data.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'create', userEmail: ACME_OWNER });
  });

  it('a check whose audit row cannot be written is not stored', async () => {
    const [before] = await t.app.ctx.db.select({ n: count() }).from(identityChecks);
    await refuseAuditRows();
    const refused = await call(t.app, 'POST', '/api/identity/v1/verifications/identity/ng/nin', {
      token: owner,
      body: { number: '11111111111', isConsent: true },
    });
    expect(refused.status).toBe(500);
    const [after] = await t.app.ctx.db.select({ n: count() }).from(identityChecks);
    expect(after?.n).toBe(before?.n);
  });

  it('a sign-in whose audit row cannot be written opens no session (its limit still counts)', async () => {
    const [before] = await t.app.ctx.db.select({ n: count() }).from(sessions);
    await refuseAuditRows();
    await expect(tokenFor(t.app, ACME_OWNER)).rejects.toThrow(/500/);
    const [after] = await t.app.ctx.db.select({ n: count() }).from(sessions);
    expect(after?.n).toBe(before?.n);
  });

  it('a refused write leaves no audit row', async () => {
    const [before] = await t.app.ctx.db.select({ n: count() }).from(auditLogs);
    // The name is taken (the previous test's role): 409, nothing written.
    expect((await createRole('Auditors')).status).toBe(409);
    const [after] = await t.app.ctx.db.select({ n: count() }).from(auditLogs);
    expect(after?.n).toBe(before?.n);
  });
});

describe('what the audit row says of the change', () => {
  it('records the fields a role edit changed, before and after, with the IP and user agent', async () => {
    const created = await createRole('Reviewers');
    const edited = await call(t.app, 'PUT', user(`/roles/${created.body.data.id}`), {
      token: owner,
      ip: '203.0.113.9',
      headers: { 'user-agent': 'Verity test agent/1.0' },
      body: {
        name: 'Reviewers',
        description: 'Reads and screens',
        permissions: ['identity:view', 'aml:view'],
      },
    });
    expect(edited.status).toBe(200);
    const logs = await call<{ items: TAuditLog[] }>(
      t.app,
      'GET',
      `/api/audit/v1/auditlogs/filter?resource=role&event=update`,
      { token: owner },
    );
    const row = logs.body.data.items.find((item) => item.resourceId === created.body.data.id);
    expect(row).toMatchObject({ ip: '203.0.113.9', userAgent: 'Verity test agent/1.0' });
    expect(row?.changes).toEqual([
      { field: 'description', before: 'Reads checks', after: 'Reads and screens' },
      { field: 'permissions', before: ['identity:view'], after: ['identity:view', 'aml:view'] },
    ]);
  });

  it('records an API key’s edit, never the key itself', async () => {
    const keys = user('/settings/developer/api-keys');
    const created = await call<{ id: string; key: string }>(t.app, 'POST', keys, {
      token: owner,
      body: { name: 'Reporting', scopes: ['identity:view'] },
    });
    expect(created.status).toBe(200);
    const edited = await call(t.app, 'PUT', `${keys}/${created.body.data.id}`, {
      token: owner,
      body: { name: 'Reporting job', scopes: ['identity:view'] },
    });
    expect(edited.status).toBe(200);
    const [row] = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'api-key'), eq(auditLogs.event, 'update')));
    expect(row?.changes).toEqual([{ field: 'name', before: 'Reporting', after: 'Reporting job' }]);
    expect(JSON.stringify(row)).not.toContain(created.body.data.key);
  });

  it('records a profile edit and forcing 2FA, field by field', async () => {
    const edited = await call(t.app, 'PUT', user('/users/me'), {
      token: owner,
      body: { firstName: 'Olamide' },
    });
    expect(edited.status).toBe(200);
    const forced = await call(t.app, 'POST', user('/businesses/settings/2fa'), {
      token: owner,
      body: { force2FA: true },
    });
    expect(forced.status).toBe(200);
    // Undone by hand: the owner has no 2FA, so forcing it would hold them at set-up.
    await t.app.ctx.db.update(businesses).set({ force2FA: false }).where(eq(businesses.name, 'Acme Ltd'));
    t.app.ctx.authCache.clear();
    const rows = await t.app.ctx.db
      .select({ resource: auditLogs.resource, changes: auditLogs.changes })
      .from(auditLogs)
      .where(and(eq(auditLogs.event, 'update'), eq(auditLogs.userEmail, ACME_OWNER)));
    expect(rows).toContainEqual({
      resource: 'user',
      changes: [{ field: 'firstName', before: 'Ola', after: 'Olamide' }],
    });
    expect(rows).toContainEqual({
      resource: 'business',
      changes: [{ field: 'force2FA', before: false, after: true }],
    });
  });

  it('never writes a secret’s value', async () => {
    const request = { auditChanges: null } as unknown as Parameters<typeof recordChanges>[0];
    recordChanges(
      request,
      { secretKey: 'old', url: 'https://a.example' },
      { secretKey: 'new', url: 'https://b.example' },
    );
    expect(request.auditChanges).toEqual([
      { field: 'secretKey', before: '[hidden]', after: '[hidden]' },
      { field: 'url', before: 'https://a.example', after: 'https://b.example' },
    ]);
  });
});
