/**
 * An Idempotency-Key belongs to one caller and one request. The same key with another
 * body or path is refused with 409 (it used to replay the first person), another user's key is theirs
 * alone (organization staff no longer get the business's stored answer), and keys expire after 24 hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema.js';
import { IDEMPOTENCY_KEY_REUSED } from '../src/features/billing/idempotent-answers.js';
import { runHousekeeping } from '../src/lib/housekeeping.js';
import { ACME_OWNER, call, createTestApp, type TestApp, tokenFor } from './harness.js';

const identity = (path: string) => `/api/identity/v1${path}`;
const BRANCH = 'branch@acme.local';

interface Check {
  id: string;
  organizationId: string | null;
  result: { fullName?: string | null } | null;
}

let t: TestApp;
let owner: string;
let clock = new Date('2026-03-01T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  owner = await tokenFor(t.app, ACME_OWNER);
});
afterAll(() => t.close());

const nin = (token: string, number: string, key: string) =>
  call<Check>(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
    token,
    headers: { 'idempotency-key': key },
    body: { number, isConsent: true },
  });

describe('Idempotency-Key', () => {
  it('replays the first answer for the same request, and refuses the key with another body', async () => {
    const first = await nin(owner, '11111111111', 'key-body');
    expect(first.status).toBe(200);
    const again = await nin(owner, '11111111111', 'key-body');
    expect(again.body.data.id).toBe(first.body.data.id);

    const other = await nin(owner, '44444444444', 'key-body');
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ name: 'ConflictError', message: IDEMPOTENCY_KEY_REUSED });
    expect(JSON.stringify(other.body)).not.toContain(first.body.data.id);
  });

  it('refuses the same key on another route', async () => {
    const first = await nin(owner, '11111111111', 'key-path');
    expect(first.status).toBe(200);
    const bvn = await call(t.app, 'POST', identity('/verifications/identity/ng/bvn'), {
      token: owner,
      headers: { 'idempotency-key': 'key-path' },
      body: { number: '22222222222', isConsent: true },
    });
    expect(bvn.status).toBe(409);
    expect(bvn.body.name).toBe('ConflictError');
  });

  it("keeps one user's key from another: organization staff run their own check", async () => {
    const first = await nin(owner, '11111111111', 'key-user');
    const branch = await tokenFor(t.app, BRANCH);
    const theirs = await nin(branch, '11111111111', 'key-user');
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.id).not.toBe(first.body.data.id);
    expect(theirs.body.data.organizationId).toEqual(expect.any(String));
  });

  it('forgets a key after 24 hours, and the hourly housekeeping drops it', async () => {
    const first = await nin(owner, '11111111111', 'key-expiry');
    const stored = async () =>
      (await t.app.ctx.db.select().from(idempotencyKeys)).filter((row) => row.key === 'key-expiry');
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1000);
    expect(await stored()).toHaveLength(1);
    await runHousekeeping(t.app.ctx);
    expect(await stored()).toHaveLength(0);
    owner = await tokenFor(t.app, ACME_OWNER);
    const later = await nin(owner, '44444444444', 'key-expiry');
    expect(later.status).toBe(200);
    expect(later.body.data.id).not.toBe(first.body.data.id);
  });
});
