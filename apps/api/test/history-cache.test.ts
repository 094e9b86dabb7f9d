/**
 * History pages are cached for a moment (features/verification-kit/history-cache.ts), and a list never
 * misses a record its business just wrote: every write through the charged-check pipeline drops the
 * business's pages on commit, at every scope (business, organization, a platform admin's view of it).
 * A row written behind the pipeline's back (another process) shows within HISTORY_CACHE_TTL_MS.
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityChecks, users } from '../src/db/schema.js';
import { HISTORY_CACHE_TTL_MS, HistoryCache } from '../src/features/verification-kit/history-cache.js';
import { newId } from '../src/lib/ids.js';
import { ACME_OWNER, call, createTestApp, GLOBEX_OWNER, type TestApp, tokenFor } from './harness.js';

const identity = (path: string) => `/api/identity/v1${path}`;
const history = identity('/verifications/identity/history?limit=5');

let t: TestApp;
let clock = Date.now();
let owner: string;
let branch: string;
let globex: string;
let organizationId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  owner = await tokenFor(t.app, ACME_OWNER);
  branch = await tokenFor(t.app, 'branch@acme.local');
  globex = await tokenFor(t.app, GLOBEX_OWNER);
  // Bisi Branch is organization staff: the organization's page is theirs.
  const [row] = await t.app.ctx.db
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, 'branch@acme.local'));
  organizationId = row?.organizationId ?? '';
  expect(organizationId).not.toBe('');
});
afterAll(() => t.close());

interface Page {
  items: Array<{ id: string; riskLevel: string | null }>;
}

async function ids(token: string, path = history): Promise<string[]> {
  const answer = await call<Page>(t.app, 'GET', path, { token });
  expect(answer.status).toBe(200);
  return answer.body.data.items.map((item) => item.id);
}

async function ninCheck(token: string): Promise<string> {
  const answer = await call<{ id: string }>(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
    token,
    body: { number: '11111111111', isConsent: true },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.id;
}

describe('a cached history page never hides a committed write', () => {
  it('a check shows on the very next read at the business and organization scopes', async () => {
    const organizationPage = identity(
      `/organizations/${organizationId}/verifications/identity/history?limit=5`,
    );
    // Read twice: the second answer comes from the cache.
    await ids(owner);
    const before = await ids(owner);
    await ids(branch, organizationPage);
    const globexBefore = await ids(globex);

    const id = await ninCheck(branch);
    expect((await ids(owner))[0]).toBe(id);
    expect((await ids(branch, organizationPage))[0]).toBe(id);
    expect(await ids(owner)).toEqual([id, ...before.slice(0, 4)]);
    // Another business's pages are theirs: untouched, and never holding Acme's check.
    expect(await ids(globex)).toEqual(globexBefore);
  });

  it('a screening’s risk level shows on the next read', async () => {
    const id = await ninCheck(owner);
    const first = await call<Page>(t.app, 'GET', history, { token: owner });
    expect(first.body.data.items[0]).toMatchObject({ id, riskLevel: null });
    const screened = await call(t.app, 'POST', identity(`/verifications/identity/${id}/aml`), {
      token: owner,
      body: {},
    });
    expect(screened.status).toBe(200);
    const next = await call<Page>(t.app, 'GET', history, { token: owner });
    expect(next.body.data.items[0]?.id).toBe(id);
    expect(next.body.data.items[0]?.riskLevel).not.toBeNull();
  });

  it('a row written behind the cache’s back shows once the TTL passes', async () => {
    const cached = await ids(owner);
    const [template] = await t.app.ctx.db.select().from(identityChecks).limit(1);
    if (!template) throw new Error('no check to copy');
    const id = newId();
    await t.app.ctx.db.insert(identityChecks).values({ ...template, id, createdAt: new Date(clock) });
    // Nothing told this process: the page it holds is still served…
    expect(await ids(owner)).toEqual(cached);
    // …for at most the TTL.
    clock += HISTORY_CACHE_TTL_MS;
    expect((await ids(owner))[0]).toBe(id);
  });
});

describe('HistoryCache', () => {
  it('does not keep a page loaded while its business changed', () => {
    const cache = new HistoryCache(() => new Date(0));
    const generation = cache.generation('b1');
    cache.changed('b1');
    cache.set('page', 'b1', '{"old":true}', generation);
    expect(cache.get('page')).toBeUndefined();
    cache.set('page', 'b1', '{"new":true}', cache.generation('b1'));
    expect(cache.get('page')).toBe('{"new":true}');
    cache.changed('b2');
    expect(cache.get('page')).toBe('{"new":true}');
    cache.changed('b1');
    expect(cache.get('page')).toBeUndefined();
  });
});
