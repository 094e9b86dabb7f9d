/**
 * API keys: created in the caller's environment with scopes they hold and shown once; a key acts
 * as its business in its own environment with its scopes only, is named as the actor, never reaches a
 * session-only route, and stops working the moment it is deleted.
 */
import {
  acceptsApiKey,
  type RouteAccessRule,
  routeAccess,
  type TApiKey,
  type TApiKeyList,
  type TCreatedApiKey,
  type TIdentityCheck,
  ZApiKey,
  ZApiKeyScopes,
  ZCreatedApiKey,
} from '@verity/client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLogs, roles, users } from '../src/db/schema.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  addMember,
  call,
  createTestApp,
  GLOBEX_OWNER,
  roleNamed,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

const keys = user('/settings/developer/api-keys');
const identity = (path: string) => `/api/identity/v1/verifications/identity${path}`;
const nin = { number: '11111111111', isConsent: true };

let t: TestApp;
let owner: string;
let globex: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
  globex = await tokenFor(t.app, GLOBEX_OWNER);
});
afterAll(() => t.close());

async function createKey(token: string, body: Record<string, unknown>): Promise<TCreatedApiKey> {
  const answer = await call<TCreatedApiKey>(t.app, 'POST', keys, { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ZCreatedApiKey.strict().parse(answer.body.data);
}

async function switchTo(token: string, environment: 'sandbox' | 'live') {
  const answer = await call(t.app, 'POST', user('/users/settings/switch-environment'), {
    token,
    body: { environment },
  });
  expect(answer.status).toBe(200);
}

describe('managing keys', () => {
  it('shows a new key once, keeps only a keyed hash, and lists it by prefix and last four', async () => {
    const created = await createKey(owner, {
      name: 'Checkout server',
      description: 'Runs NIN checks at sign-up',
      scopes: ['identity:view'],
    });
    expect(created.key).toMatch(/^vk_test_[A-Za-z0-9_-]{32}$/);
    expect(created).toMatchObject({
      environment: 'sandbox',
      prefix: 'vk_test_',
      last4: created.key.slice(-4),
      scopes: ['identity:view'],
      createdBy: { name: 'Ola Owner' },
      lastUsedAt: null,
    });

    const [stored] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(stored)).not.toContain(created.key);
    expect(stored?.keyHash).toHaveLength(43);

    const list = await call<TApiKeyList>(t.app, 'GET', keys, { token: owner });
    const listed = list.body.data.items.find((item) => item.id === created.id);
    expect(() => ZApiKey.strict().parse(listed)).not.toThrow();
    expect(JSON.stringify(list.body)).not.toContain(created.key);
  });

  it('changes a key’s name and scopes, and refuses bad input with the field’s message', async () => {
    const created = await createKey(owner, { name: 'Reporting', scopes: ['identity:view'] });
    const updated = await call<TApiKey>(t.app, 'PUT', `${keys}/${created.id}`, {
      token: owner,
      body: { name: 'Reporting job', scopes: ['identity:view', 'company:view'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Reporting job',
      scopes: ['identity:view', 'company:view'],
    });

    const empty = await call(t.app, 'POST', keys, { token: owner, body: { name: 'x', scopes: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors?.scopes).toBe('Choose at least one scope');
    const platform = await call(t.app, 'POST', keys, {
      token: owner,
      body: { name: 'x', scopes: ['admin:business:view'] },
    });
    expect(platform.status).toBe(400);
    const nameless = await call(t.app, 'POST', keys, { token: owner, body: { scopes: ['identity:view'] } });
    expect(nameless.status).toBe(400);
    expect(nameless.body.fieldErrors?.name).toBeDefined();
    const missing = await call(t.app, 'PUT', `${keys}/nope`, {
      token: owner,
      body: { name: 'x', scopes: ['identity:view'] },
    });
    expect(missing.status).toBe(404);
  });

  it('offers and accepts only scopes the creator holds', async () => {
    const [analyst] = await t.app.ctx.db.select().from(users).where(eq(users.email, ACME_ANALYST));
    await t.app.ctx.db
      .update(roles)
      .set({ permissions: ['identity:view', 'business:settings:manage'] })
      .where(eq(roles.id, analyst?.roleId ?? ''));
    t.app.ctx.authCache.clear();
    const token = await tokenFor(t.app, ACME_ANALYST);
    const scopes = await call(t.app, 'GET', `${keys}/scopes`, { token });
    expect(ZApiKeyScopes.parse(scopes.body.data).items).toEqual([
      'identity:view',
      'business:settings:manage',
    ]);
    const stronger = await call(t.app, 'POST', keys, {
      token,
      body: { name: 'Too strong', scopes: ['identity:view', 'company:view'] },
    });
    expect(stronger.status).toBe(403);
    expect(stronger.body.message).toBe('You cannot give a key a scope you do not hold: company:view');
  });

  it('keeps one business’s keys from another', async () => {
    const created = await createKey(owner, { name: 'Acme only', scopes: ['identity:view'] });
    const list = await call<TApiKeyList>(t.app, 'GET', keys, { token: globex });
    expect(list.body.data.items.map((item) => item.id)).not.toContain(created.id);
    expect((await call(t.app, 'DELETE', `${keys}/${created.id}`, { token: globex })).status).toBe(404);
    expect((await call(t.app, 'GET', keys, { token: created.key })).status).toBe(403);
  });
});

describe('calling with a key', () => {
  it('runs a check as the business, names the key as the actor, and records when it was used', async () => {
    const created = await createKey(owner, { name: 'Onboarding', scopes: ['identity:view'] });
    const check = await call<TIdentityCheck>(t.app, 'POST', identity('/ng/nin'), {
      token: created.key,
      body: nin,
    });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.data).toMatchObject({
      status: 'found',
      environment: 'sandbox',
      requestedBy: { name: 'API key Onboarding' },
    });
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, check.body.data.id), eq(auditLogs.event, 'create')));
    expect(audit).toMatchObject({ userName: 'API key Onboarding', userEmail: `vk_test_…${created.last4}` });

    // The person sees the key's check in their history.
    const history = await call<{ items: TIdentityCheck[] }>(t.app, 'GET', identity('/history'), {
      token: owner,
    });
    expect(history.body.data.items.map((item) => item.id)).toContain(check.body.data.id);
    const listed = await call<TApiKeyList>(t.app, 'GET', keys, { token: owner });
    expect(listed.body.data.items.find((item) => item.id === created.id)?.lastUsedAt).not.toBeNull();
  });

  it('refuses a route outside the key’s scopes with a 403 naming the scope', async () => {
    const created = await createKey(owner, { name: 'Identity only', scopes: ['identity:view'] });
    const company = await call(t.app, 'POST', '/api/company/v1/verifications/ng/company', {
      token: created.key,
      body: { registrationNumber: 'RC1234567', isConsent: true },
    });
    expect(company.status).toBe(403);
    expect(company.body.message).toBe('This API key does not have the company:view scope');
  });

  it('acts in its own environment: a test key runs sandbox checks while its creator is live', async () => {
    const sandboxKey = await createKey(owner, { name: 'Test key', scopes: ['identity:view'] });
    await switchTo(owner, 'live');
    try {
      const liveKey = await createKey(owner, { name: 'Live key', scopes: ['identity:view'] });
      expect(liveKey.key.startsWith('vk_live_')).toBe(true);
      const check = await call<TIdentityCheck>(t.app, 'POST', identity('/ng/nin'), {
        token: sandboxKey.key,
        body: nin,
      });
      expect(check.body.data).toMatchObject({ environment: 'sandbox', cost: { amount: 0 } });
      const liveHistory = await call<{ items: TIdentityCheck[] }>(t.app, 'GET', identity('/history'), {
        token: liveKey.key,
      });
      expect(liveHistory.body.data.items.map((item) => item.id)).not.toContain(check.body.data.id);
    } finally {
      await switchTo(owner, 'sandbox');
    }
  });

  it('stops working on the next request after it is deleted, though it was just used', async () => {
    const created = await createKey(owner, { name: 'Short lived', scopes: ['identity:view'] });
    expect((await call(t.app, 'GET', identity('/history'), { token: created.key })).status).toBe(200);
    const deleted = await call(t.app, 'DELETE', `${keys}/${created.id}`, { token: owner });
    expect(deleted.status).toBe(200);
    const after = await call(t.app, 'GET', identity('/history'), { token: created.key });
    expect(after.status).toBe(401);
    expect((await call(t.app, 'GET', identity('/history'), { token: 'vk_test_made-up' })).status).toBe(401);
  });

  it('loses a scope at once when the key is changed', async () => {
    const created = await createKey(owner, { name: 'Narrowed', scopes: ['identity:view', 'company:view'] });
    expect((await call(t.app, 'GET', identity('/history'), { token: created.key })).status).toBe(200);
    await call(t.app, 'PUT', `${keys}/${created.id}`, {
      token: owner,
      body: { name: 'Narrowed', scopes: ['company:view'] },
    });
    const after = await call(t.app, 'GET', identity('/history'), { token: created.key });
    expect(after.status).toBe(403);
  });

  it('never outlives its creator’s access: a demoted creator’s key loses the scopes the new role lacks, a deactivated creator’s key stops', async () => {
    // A manager holding identity and company checks makes a key for both.
    const role = await call<{ id: string }>(t.app, 'POST', user('/roles'), {
      token: owner,
      body: {
        name: 'Integrations',
        permissions: ['identity:view', 'company:view', 'business:settings:manage'],
      },
    });
    const creatorId = await addMember(t.app, ACME_OWNER, 'integrations@acme.local', role.body.data.id);
    const creator = await tokenFor(t.app, 'integrations@acme.local');
    const created = await createKey(creator, { name: 'Both', scopes: ['identity:view', 'company:view'] });
    const company = () =>
      call(t.app, 'POST', '/api/company/v1/verifications/ng/company', {
        token: created.key,
        body: { registrationNumber: 'RC1234567', isConsent: true },
      });
    const history = () => call(t.app, 'GET', identity('/history'), { token: created.key });
    expect((await company()).status).toBe(200);

    // Demoted to Analyst (identity:view only): the key keeps identity checks and loses company checks at once.
    const analystRole = await roleNamed(t.app, ACME_OWNER, 'Analyst');
    const demoted = await call(t.app, 'POST', user(`/businesses/users/${creatorId}/reassign-role`), {
      token: owner,
      body: { roleId: analystRole.id },
    });
    expect(demoted.status).toBe(200);
    const refused = await company();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This API key does not have the company:view scope');
    expect((await history()).status).toBe(200);

    // The creator's role narrowed in place: the key follows on its next request.
    await call(t.app, 'POST', user(`/businesses/users/${creatorId}/reassign-role`), {
      token: owner,
      body: { roleId: role.body.data.id },
    });
    expect((await company()).status).toBe(200);
    await call(t.app, 'PUT', user(`/roles/${role.body.data.id}`), {
      token: owner,
      body: { name: 'Integrations', permissions: ['identity:view', 'business:settings:manage'] },
    });
    expect((await company()).status).toBe(403);

    // Deactivated: the key stops like the creator's sessions; activated again, it works again.
    expect(
      (await call(t.app, 'POST', user(`/businesses/users/${creatorId}/deactivate`), { token: owner })).status,
    ).toBe(200);
    expect((await history()).status).toBe(401);
    const listed = await call<TApiKeyList>(t.app, 'GET', keys, { token: owner });
    expect(listed.body.data.items.find((item) => item.id === created.id)?.createdBy).toMatchObject({
      name: 'integrations Owner',
      active: false,
    });
    expect(
      (await call(t.app, 'POST', user(`/businesses/users/${creatorId}/activate`), { token: owner })).status,
    ).toBe(200);
    expect((await history()).status).toBe(200);
  });

  it('sees only its own business’s records', async () => {
    const created = await createKey(owner, { name: 'Isolation', scopes: ['identity:view'] });
    const theirs = await call<TIdentityCheck>(t.app, 'POST', identity('/ng/nin'), {
      token: globex,
      body: nin,
    });
    const answer = await call(t.app, 'GET', identity(`/${theirs.body.data.id}`), { token: created.key });
    expect(answer.status).toBe(404);
  });

  it('is refused by every session-only and platform route, and let through by every other (walks every route)', async () => {
    const everyScope = await createKey(owner, {
      name: 'Every scope',
      scopes: (await call<{ items: string[] }>(t.app, 'GET', `${keys}/scopes`, { token: owner })).body.data
        .items,
    });
    const refused: string[] = [];
    const wronglyRefused: string[] = [];
    for (const route of t.app.routeList.filter((r) => r.url.startsWith('/api/') && r.method !== 'OPTIONS')) {
      const key = `${route.method} ${route.url}`;
      const rule = (routeAccess as Record<string, RouteAccessRule>)[key];
      if (!rule || rule.tenancy === 'public') continue;
      const url = route.url.replace(/:(\w+)/g, 'x').replace('*', 'x');
      const answer = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${everyScope.key}` },
      });
      // A route that lets the key through may answer CSV, a PDF or a redirect: only a refusal is JSON.
      const message = answer.headers['content-type']?.toString().includes('json')
        ? (answer.json() as { message?: string }).message
        : undefined;
      const keyRefused =
        answer.statusCode === 403 &&
        message === 'An API key cannot call this route: it needs a person signed in to the dashboard';
      if (acceptsApiKey(key, rule)) {
        if (keyRefused || answer.statusCode === 401) wronglyRefused.push(key);
      } else if (keyRefused) refused.push(key);
      else wronglyRefused.push(`${key} answered ${answer.statusCode}`);
    }
    expect(wronglyRefused).toEqual([]);
    for (const sessionOnly of [
      'GET /api/user/v1/users/me',
      'POST /api/user/v1/users/settings/switch-environment',
      'POST /api/user/v1/users/2fa/deactivate',
      'GET /api/user/v1/settings/developer/api-keys',
      'DELETE /api/user/v1/settings/developer/api-keys/:id',
    ])
      if (t.app.routeList.some((r) => `${r.method} ${r.url}` === sessionOnly))
        expect(refused).toContain(sessionOnly);
    expect(refused.length).toBeGreaterThan(20);
  });
});
