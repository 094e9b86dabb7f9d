/**
 * `runWrites` (db/one-statement.ts): fixed-shape writes compiled once and run as named prepared statements
 * (PGlite: db/named-statements.ts; PostgreSQL: Drizzle's), on both databases.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWrite, runWrites, templateWrite, type WriteTemplate } from '../src/db/one-statement.js';
import { businesses, roles } from '../src/db/schema.js';
import { isUniqueViolation } from '../src/lib/db-errors.js';
import { newId } from '../src/lib/ids.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let businessId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [business] = await t.app.ctx.db.select({ id: businesses.id }).from(businesses).limit(1);
  businessId = business?.id ?? '';
});
afterAll(() => t.close());

const roleRow = (name: string, permissions: string[] = ['identity:view']) => ({
  id: newId(),
  businessId,
  name,
  description: `${name} (one-statement test)`,
  permissions,
});

async function rolesById(ids: string[]) {
  return t.app.ctx.db.select().from(roles).where(inArray(roles.id, ids));
}

/** Names its roles' ids back: a counted write. */
const renamed: WriteTemplate = {
  key: 'one-statement test: rename a role',
  build: (_db, value) =>
    sql`update ${roles} set name = ${value('name')} where ${roles.id} = ${value('id')} returning id`,
};

describe('runWrites', () => {
  it('stores each run’s own values, the second run through the prepared statement', async () => {
    const first = roleRow('Prepared one');
    const second = roleRow('Prepared two', ['identity:view', 'identity:create']);
    expect(await runWrites(t.app.ctx.db, [insertWrite(roles, first)])).toBe(0);
    expect(await runWrites(t.app.ctx.db, [insertWrite(roles, second)])).toBe(0);
    const stored = await rolesById([first.id, second.id]);
    expect(stored.map((role) => [role.name, role.permissions]).sort()).toEqual([
      ['Prepared one', ['identity:view']],
      ['Prepared two', ['identity:view', 'identity:create']],
    ]);
  });

  it('counts the rows of counted writes, and runs several writes as one statement', async () => {
    const role = roleRow('Counted');
    await runWrites(t.app.ctx.db, [insertWrite(roles, role)]);
    const other = roleRow('Beside it');
    const written = await runWrites(t.app.ctx.db, [
      insertWrite(roles, other),
      templateWrite(renamed, { id: role.id, name: 'Counted and renamed' }, true),
    ]);
    expect(written).toBe(1);
    const stored = await rolesById([role.id, other.id]);
    expect(stored.map((row) => row.name).sort()).toEqual(['Beside it', 'Counted and renamed']);
    expect(
      await runWrites(t.app.ctx.db, [templateWrite(renamed, { id: 'no such role', name: 'x' }, true)]),
    ).toBe(0);
  });

  it('a write that fails keeps nothing of its statement, and the next statement runs', async () => {
    const kept = roleRow('Kept');
    await runWrites(t.app.ctx.db, [insertWrite(roles, kept)]);
    const beside = roleRow('Not kept');
    // The same id again: a primary-key violation fails the whole statement.
    const failed = await runWrites(t.app.ctx.db, [
      insertWrite(roles, beside),
      insertWrite(roles, { ...kept, name: 'Again' }),
    ]).catch((error: unknown) => error);
    expect(isUniqueViolation(failed)).toBe(true);
    expect(await rolesById([beside.id])).toEqual([]);
    const after = roleRow('After the failure');
    await runWrites(t.app.ctx.db, [insertWrite(roles, after), insertWrite(roles, roleRow('And beside'))]);
    expect(await rolesById([after.id])).toHaveLength(1);
  });

  it('a value without a text form (an array sent as such) still runs', async () => {
    const role = roleRow('Array value');
    await runWrites(t.app.ctx.db, [insertWrite(roles, role)]);
    const setPermissions: WriteTemplate = {
      key: 'one-statement test: set permissions from an array',
      build: (_db, value) =>
        sql`update ${roles} set permissions = ${value('permissions')}::text[] where ${roles.id} = ${value('id')}`,
    };
    await runWrites(t.app.ctx.db, [
      templateWrite(setPermissions, { id: role.id, permissions: ['audit:view', 'user:view'] }),
    ]);
    const [stored] = await rolesById([role.id]);
    expect(stored?.permissions).toEqual(['audit:view', 'user:view']);
  });

  it('commits and rolls back with the transaction it runs in', async () => {
    const committed = roleRow('In a committed transaction');
    await t.app.ctx.db.transaction((tx) => runWrites(tx, [insertWrite(roles, committed)]));
    const rolledBack = roleRow('In a rolled-back transaction');
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await runWrites(tx, [insertWrite(roles, rolledBack)]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await rolesById([committed.id, rolledBack.id])).map((role) => role.name)).toEqual([
      'In a committed transaction',
    ]);
  });

  it('refuses a template that builds a value into its SQL, which would freeze it there', async () => {
    const frozen: WriteTemplate = {
      key: 'one-statement test: a frozen value',
      build: () => sql`update ${roles} set name = ${'always this'} where ${roles.id} = 'none'`,
    };
    await expect(runWrites(t.app.ctx.db, [templateWrite(frozen, {})])).rejects.toThrow(/built a value/);
    const [role] = await t.app.ctx.db.select().from(roles).where(eq(roles.name, 'always this'));
    expect(role).toBeUndefined();
  });
});
