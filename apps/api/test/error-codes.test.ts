/**
 * Every failure carries a machine-readable code (the harness's `call` checks that each one is in the
 * published catalogue); the cases a program acts on get their own code, and docs/errors.md lists the
 * catalogue as the client publishes it.
 */
import { readFileSync } from 'node:fs';
import { errorCodes } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  roleNamed,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

let t: TestApp;
let owner: string;
let analyst: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
  analyst = await tokenFor(t.app, ACME_ANALYST);
});
afterAll(() => t.close());

describe('error codes', () => {
  it('name the case a program acts on, whatever the words', async () => {
    const cases = [
      [await call(t.app, 'GET', user('/users/me')), 'unauthenticated'],
      [await call(t.app, 'GET', user('/users/me'), { token: 'not-a-token' }), 'unauthenticated'],
      [await call(t.app, 'GET', user('/roles'), { token: analyst }), 'permission_missing'],
      [await call(t.app, 'GET', user('/nowhere'), { token: owner }), 'not_found'],
      [await call(t.app, 'POST', user('/roles'), { token: owner, body: { name: '' } }), 'validation_failed'],
      [
        await call(t.app, 'POST', user('/roles'), {
          token: owner,
          body: { name: 'Analyst', permissions: ['identity:view'] },
        }),
        'conflict',
      ],
    ] as const;
    for (const [answer, code] of cases) expect(answer.body).toMatchObject({ success: false, code });
  });

  it('tells a permission the target holds from a reason in words', async () => {
    const ownerRole = await roleNamed(t.app, ACME_OWNER, 'Owner');
    const administrator = await roleNamed(t.app, ACME_OWNER, 'Administrator');
    const [me] = await t.app.ctx.db.select().from(users).where(eq(users.email, ACME_OWNER));
    const moved = await call(t.app, 'POST', user(`/businesses/users/${me?.id}/reassign-role`), {
      token: owner,
      body: { roleId: administrator.id },
    });
    // Oneself: refused for a reason the message gives.
    expect(moved.body).toMatchObject({ statusCode: 403, code: 'forbidden' });
    const renamed = await call(t.app, 'PUT', user(`/roles/${ownerRole.id}`), {
      token: analyst,
      body: { name: 'Boss', permissions: ['identity:view'] },
    });
    expect(renamed.body).toMatchObject({ statusCode: 403, code: 'permission_missing' });
  });

  it('are listed in docs/errors.md, each with what it means', () => {
    const doc = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');
    const rows = [...doc.matchAll(/^\| `([a-z_]+)` +\| (.+?) +\|/gm)].map((row) => [row[1], row[2]]);
    expect(Object.fromEntries(rows)).toEqual(
      Object.fromEntries(Object.entries(errorCodes).map(([code, meaning]) => [code, meaning])),
    );
  });
});
