/**
 * Webhook settings: the endpoint and its events, the signing secret made with it and kept
 * encrypted, a regeneration that leaves the previous secret signing for 24 hours, and in production the
 * refusal of plain http and of local or private addresses (after DNS resolution).
 */
import {
  type TDeveloperDetails,
  webhookEventTypes,
  ZDeveloperDetails,
  ZWebhookEndpoint,
} from '@verity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSecrets } from '../src/db/schema.js';
import { HTTPS_REQUIRED, INTERNAL_URL, isInternalAddress } from '../src/features/developer/webhook-url.js';
import { ACME_OWNER, call, createTestApp, GLOBEX_OWNER, type TestApp, tokenFor, user } from './harness.js';

const webhook = user('/settings/developer/webhook');
const details = user('/settings/developer/details');
const regenerate = user('/settings/developer/signing-secret/regenerate');
const events = ['identity.check.completed', 'api_key.created'];

let clock = Date.now();
let t: TestApp;
let owner: string;

async function read(token = owner): Promise<TDeveloperDetails> {
  const answer = await call<TDeveloperDetails>(t.app, 'GET', details, { token });
  expect(answer.status).toBe(200);
  return ZDeveloperDetails.strict().parse(answer.body.data);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  owner = await tokenFor(t.app, ACME_OWNER);
});
afterAll(() => t.close());

describe('webhook settings', () => {
  it('has no endpoint and no secret until one is set, and lists the event catalogue', async () => {
    expect(await read()).toEqual({ webhook: null, signingSecrets: [], eventTypes: [...webhookEventTypes] });
  });

  it('saves the endpoint with its events and makes a signing secret, kept encrypted', async () => {
    const saved = await call(t.app, 'POST', webhook, {
      token: owner,
      body: { url: 'http://127.0.0.1:9/hooks', events },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(ZWebhookEndpoint.strict().parse(saved.body.data)).toMatchObject({
      url: 'http://127.0.0.1:9/hooks',
      events,
    });
    const state = await read();
    expect(state.signingSecrets).toHaveLength(1);
    const [secret] = state.signingSecrets;
    expect(secret?.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secret?.expiresAt).toBeNull();
    const rows = await t.app.ctx.db.select().from(webhookSecrets);
    expect(JSON.stringify(rows)).not.toContain(secret?.secret.slice(6));

    // Changing the endpoint keeps its secret.
    await call(t.app, 'POST', webhook, { token: owner, body: { url: 'http://127.0.0.1:9/v2', events } });
    const after = await read();
    expect(after.webhook?.url).toBe('http://127.0.0.1:9/v2');
    expect(after.signingSecrets.map((s) => s.secret)).toEqual([secret?.secret]);
  });

  it('keeps the previous secret signing for 24 hours after a regeneration, then drops it', async () => {
    const [before] = (await read()).signingSecrets;
    const answer = await call<TDeveloperDetails>(t.app, 'POST', regenerate, { token: owner });
    expect(answer.status).toBe(200);
    const [current, previous] = answer.body.data.signingSecrets;
    expect(current?.secret).not.toBe(before?.secret);
    expect(current?.expiresAt).toBeNull();
    expect(previous?.secret).toBe(before?.secret);
    expect(Date.parse(previous?.expiresAt ?? '')).toBe(clock + 24 * 60 * 60 * 1000);

    clock += 24 * 60 * 60 * 1000 + 1000;
    owner = await tokenFor(t.app, ACME_OWNER); // a day later the session has ended too
    expect((await read()).signingSecrets.map((s) => s.secret)).toEqual([current?.secret]);
  });

  it('refuses a malformed URL, no events and an unknown event with the field’s message', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const answer = await call(t.app, 'POST', webhook, { token: owner, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      return { ...answer.body.fieldErrors, message: answer.body.message } as Record<string, string>;
    };
    expect((await bad({ url: 'not a url', events })).url).toMatch(/full address/);
    expect((await bad({ url: 'https://example.com/h', events: [] })).events).toBe(
      'Choose at least one event',
    );
    expect((await bad({ url: 'https://example.com/h', events: ['everything'] })).message).toMatch(
      /Unknown event everything/,
    );
  });

  it('keeps one business’s endpoint and secrets from another', async () => {
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    expect(await read(globex)).toMatchObject({ webhook: null, signingSecrets: [] });
  });
});

describe('in production', () => {
  let production: TestApp;
  let token: string;
  beforeAll(async () => {
    production = await createTestApp({ config: { nodeEnv: 'production' } });
    token = await tokenFor(production.app, ACME_OWNER);
  });
  afterAll(() => production.close());

  const save = (url: string) =>
    call(production.app, 'POST', webhook, { token, body: { url, events: ['identity.check.completed'] } });

  it('needs https', async () => {
    const answer = await save('http://example.com/hooks');
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors?.url).toBe(HTTPS_REQUIRED);
  });

  it('refuses this machine and private networks, by address or by a name resolving to one', async () => {
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://192.168.1.20/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[fd00::1]/hooks',
      'https://localhost/hooks',
    ]) {
      const answer = await save(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.fieldErrors?.url, url).toBe(INTERNAL_URL);
    }
    expect((await save('https://203.0.113.10/hooks')).status).toBe(200);
  });

  it('reads IPv4-mapped IPv6 addresses as the IPv4 address they are', () => {
    expect(isInternalAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isInternalAddress('::ffff:203.0.113.10')).toBe(false);
    expect(isInternalAddress('2001:db8::1')).toBe(false);
  });
});
