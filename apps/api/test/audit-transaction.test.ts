/**
 * The audit row commits exactly when the write it records does (db/request-transaction.ts, the audit hook,
 * and a charged check's one statement). A crash between the two cannot be injected from outside, so the
 * audit insert is made to fail instead (a trigger on audit_logs): the write must roll back with it.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, identityChecks, roles } from '../src/db/schema.js';
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

  it('a refused write leaves no audit row', async () => {
    const [before] = await t.app.ctx.db.select({ n: count() }).from(auditLogs);
    // The name is taken (the previous test's role): 409, nothing written.
    expect((await createRole('Auditors')).status).toBe(409);
    const [after] = await t.app.ctx.db.select({ n: count() }).from(auditLogs);
    expect(after?.n).toBe(before?.n);
  });
});
