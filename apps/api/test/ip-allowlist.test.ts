/**
 * The IP allowlist: while a business lists addresses, its API keys work only from them (IPv4,
 * IPv6, CIDR ranges, an IPv4 caller seen as ::ffff:a.b.c.d), the very next request after a change sees
 * it, the client address honours TRUST_PROXY, and a person's dashboard session is never held to it.
 */
import {
  IP_NOT_ALLOWED_MESSAGE,
  type TCreatedApiKey,
  type TIpAllowlist,
  type TIpAllowlistEntry,
  ZIpAllowlist,
} from '@verity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_OWNER, call, createTestApp, GLOBEX_OWNER, type TestApp, tokenFor, user } from './harness.js';

const allowlist = user('/settings/developer/ip-whitelist');
const history = '/api/identity/v1/verifications/identity/history';

let t: TestApp;
let owner: string;
let key: string;

async function newKey(app: TestApp, token: string): Promise<string> {
  const created = await call<TCreatedApiKey>(app.app, 'POST', user('/settings/developer/api-keys'), {
    token,
    body: { name: 'Allowlisted server', scopes: ['identity:view'] },
  });
  expect(created.status).toBe(200);
  return created.body.data.key;
}

async function add(ipAddress: string, app = t, token = owner): Promise<TIpAllowlistEntry> {
  const answer = await call<TIpAllowlistEntry>(app.app, 'POST', allowlist, {
    token,
    body: { ipAddress, comment: 'Office' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const fromIp = (ip: string, headers?: Record<string, string>, app = t) =>
  call(app.app, 'GET', history, { token: key, ip, ...(headers ? { headers } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
  key = await newKey(t, owner);
});
afterAll(() => t.close());

describe('the IP allowlist', () => {
  it('lets a key call from anywhere while the list is empty', async () => {
    expect((await fromIp('198.51.100.1')).status).toBe(200);
  });

  it('refuses a malformed address or range with the field’s message', async () => {
    for (const ipAddress of ['999.1.1.1', '10.0.0.0/33', 'office', '']) {
      const answer = await call(t.app, 'POST', allowlist, { token: owner, body: { ipAddress } });
      expect(answer.status, ipAddress).toBe(400);
      expect(answer.body.fieldErrors?.ipAddress, ipAddress).toMatch(/IPv4 or IPv6 address|required/);
    }
  });

  it('holds keys to the listed IPv4 range from the very next request, and says why it refuses', async () => {
    // A warm cache: the key was just used from this address.
    expect((await fromIp('198.51.100.1')).status).toBe(200);
    const entry = await add('203.0.113.0/24');
    const refused = await fromIp('198.51.100.1');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(IP_NOT_ALLOWED_MESSAGE);
    expect((await fromIp('203.0.113.7')).status).toBe(200);
    expect((await fromIp('::ffff:203.0.113.9')).status).toBe(200);
    expect((await fromIp('203.0.114.1')).status).toBe(403);

    const list = ZIpAllowlist.parse(
      (await call<TIpAllowlist>(t.app, 'GET', allowlist, { token: owner })).body.data,
    );
    expect(list.items.map((item) => item.ipAddress)).toEqual(['203.0.113.0/24']);
    expect(list.items[0]).toMatchObject({
      id: entry.id,
      comment: 'Office',
      createdBy: { name: 'Ola Owner' },
    });
  });

  it('matches single addresses and IPv6 ranges, and changes take effect at once', async () => {
    const single = await add('192.0.2.10');
    await add('2001:db8::/32');
    expect((await fromIp('192.0.2.10')).status).toBe(200);
    expect((await fromIp('192.0.2.11')).status).toBe(403);
    expect((await fromIp('2001:db8::5')).status).toBe(200);
    expect((await fromIp('2001:db9::5')).status).toBe(403);

    const moved = await call(t.app, 'PUT', `${allowlist}/${single.id}`, {
      token: owner,
      body: { ipAddress: '192.0.2.11', comment: 'New office' },
    });
    expect(moved.status).toBe(200);
    expect((await fromIp('192.0.2.10')).status).toBe(403);
    expect((await fromIp('192.0.2.11')).status).toBe(200);
  });

  it('never holds a person’s dashboard session to the list', async () => {
    const answer = await call(t.app, 'GET', history, { token: owner, ip: '198.51.100.1' });
    expect(answer.status).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const spoofed = await fromIp('198.51.100.1', { 'x-forwarded-for': '203.0.113.7' });
    expect(spoofed.status).toBe(403);
  });

  it('keeps one business’s list from another', async () => {
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    const theirs = await call<TIpAllowlist>(t.app, 'GET', allowlist, { token: globex });
    expect(theirs.body.data.items).toEqual([]);
    const [entry] = (await call<TIpAllowlist>(t.app, 'GET', allowlist, { token: owner })).body.data.items;
    expect((await call(t.app, 'DELETE', `${allowlist}/${entry?.id}`, { token: globex })).status).toBe(404);
  });

  it('lets keys call from anywhere again once the list is emptied', async () => {
    const { items } = (await call<TIpAllowlist>(t.app, 'GET', allowlist, { token: owner })).body.data;
    for (const item of items)
      expect((await call(t.app, 'DELETE', `${allowlist}/${item.id}`, { token: owner })).status).toBe(200);
    expect((await fromIp('198.51.100.1')).status).toBe(200);
  });
});

describe('behind a proxy (TRUST_PROXY=true)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    process.env.TRUST_PROXY = 'true';
    try {
      proxied = await createTestApp();
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
  afterAll(() => proxied.close());

  it('takes the client address from X-Forwarded-For', async () => {
    const token = await tokenFor(proxied.app, ACME_OWNER);
    key = await newKey(proxied, token);
    await add('203.0.113.0/24', proxied, token);
    expect((await fromIp('10.0.0.1', { 'x-forwarded-for': '203.0.113.7' }, proxied)).status).toBe(200);
    expect((await fromIp('10.0.0.1', { 'x-forwarded-for': '198.51.100.1' }, proxied)).status).toBe(403);
  });
});
