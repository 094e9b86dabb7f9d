/**
 * Webhook delivery to real local HTTP receivers: the event is written with the change, signed
 * per Standard Webhooks (checked with the independent `standardwebhooks` package and the client's
 * verifyWebhook), retried on the schedule by the app's clock when the receiver fails (a 500, a redirect, a
 * hang), logged attempt by attempt, replayed with the same webhook-id, and signed with both secrets during a
 * rotation.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type TDeveloperDetails,
  type TIdentityCheck,
  type TVFormResponse,
  type TWebhookDelivery,
  type TWebhookDeliveryList,
  type TWebhookEndpoint,
  verifyWebhook,
  ZVFormResponse,
  ZWebhookDeliveryList,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { DISABLE_AFTER_MS, RETRY_SCHEDULE_MS } from '../src/features/developer/webhook-attempt-log.js';
import { WebhookDispatcher } from '../src/features/developer/webhook-dispatcher.js';
import { enqueueWebhook, TEST_EVENT } from '../src/features/developer/webhook-outbox.js';
import { ACME_OWNER, call, createTestApp, type TestApp, tokenFor, user } from './harness.js';
import { insertFields, insertTemplate, ninField, ownerOf, submit } from './vform-fixtures.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver that answers each request with the next planned status (200 once the plan runs out). */
class Receiver {
  received: Received[] = [];
  plan: Array<number | 'hang'> = [];
  #server: Server;
  url = '';
  constructor() {
    this.#server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        this.received.push({ headers: req.headers, body });
        const next = this.plan.shift() ?? 200;
        if (next === 'hang') return;
        res.writeHead(next, next === 301 ? { location: 'http://127.0.0.1:1/elsewhere' } : {});
        res.end(`answered ${next}`);
      });
    });
  }
  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hooks`;
  }
  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

let clock = Date.now();
let t: TestApp;
let owner: string;
let businessId: string;
const receiver = new Receiver();

const secrets = async () =>
  (await call<TDeveloperDetails>(t.app, 'GET', user('/settings/developer/details'), { token: owner })).body
    .data.signingSecrets;
const deliveries = async () =>
  ZWebhookDeliveryList.parse(
    (
      await call<TWebhookDeliveryList>(t.app, 'GET', user('/settings/developer/webhook/deliveries'), {
        token: owner,
      })
    ).body.data,
  ).items;
const sendTest = () =>
  call<TWebhookDelivery>(t.app, 'POST', user('/settings/developer/webhook/test'), { token: owner });
/** Moves the app's clock on and runs what fell due. */
async function advance(ms: number) {
  clock += ms;
  await t.app.ctx.webhooks.runDue();
}

beforeAll(async () => {
  await receiver.listen();
  t = await createTestApp({ now: () => new Date(clock) });
  owner = await tokenFor(t.app, ACME_OWNER);
  const [acme] = await t.app.ctx.db.select().from(users).where(eq(users.email, ACME_OWNER));
  businessId = acme?.businessId ?? '';
  const saved = await call(t.app, 'POST', user('/settings/developer/webhook'), {
    token: owner,
    body: { url: receiver.url, events: ['identity.check.completed', 'api_key.created'] },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received = [];
  receiver.plan = [];
});

describe('delivering webhooks', () => {
  it('sends a completed check, signed so that an independent verifier accepts it', async () => {
    const check = await call<TIdentityCheck>(
      t.app,
      'POST',
      '/api/identity/v1/verifications/identity/ng/nin',
      {
        token: owner,
        body: { number: '11111111111', isConsent: true },
      },
    );
    expect(check.status).toBe(200);
    await t.app.ctx.webhooks.runDue();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const headers = delivery?.headers as Record<string, string>;
    const [secret] = await secrets();
    const event = new Webhook(secret?.secret ?? '').verify(delivery?.body ?? '', headers) as Record<
      string,
      unknown
    >;
    expect(event).toMatchObject({
      type: 'identity.check.completed',
      version: 1,
      environment: 'sandbox',
      data: { id: check.body.data.id, status: 'found' },
    });
    expect(headers['webhook-id']).toBe(event.id);
    expect(verifyWebhook(delivery?.body ?? '', headers, [secret?.secret ?? ''])).toEqual(event);

    const [logged] = await deliveries();
    expect(logged).toMatchObject({
      type: 'identity.check.completed',
      status: 'succeeded',
      nextAttemptAt: null,
    });
    expect(logged?.attempts).toMatchObject([{ statusCode: 200, excerpt: 'answered 200' }]);
  });

  it('announces a new API key without the key itself', async () => {
    const created = await call<{ id: string; key: string }>(
      t.app,
      'POST',
      user('/settings/developer/api-keys'),
      {
        token: owner,
        body: { name: 'Announced', scopes: ['identity:view'] },
      },
    );
    await t.app.ctx.webhooks.runDue();
    const [delivery] = receiver.received;
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      type: 'api_key.created',
      data: { id: created.body.data.id, name: 'Announced' },
    });
    expect(delivery?.body).not.toContain(created.body.data.key);
  });

  it('sends a submitted vForm response with its answers, identity numbers masked', async () => {
    await call(t.app, 'POST', user('/settings/developer/webhook'), {
      token: owner,
      body: {
        url: receiver.url,
        events: ['identity.check.completed', 'api_key.created', 'vform.response.submitted'],
      },
    });
    const form = await insertTemplate(t.app, {
      owner: await ownerOf(t.app, ACME_OWNER),
      title: 'KYC intake',
    });
    const [name, nin] = await insertFields(t.app, form, [
      { type: 'short-text', label: 'Full name', required: true },
      ninField(),
    ]);
    const submitted = await submit(t.app, form, {
      [name ?? '']: 'Ada Obi',
      [nin ?? '']: { number: '11111111111', isConsent: true },
    });
    expect(submitted.status).toBe(201);
    await t.app.ctx.webhooks.runDue();
    const bodies = receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: TVFormResponse });
    const response = bodies.find((body) => body.type === 'vform.response.submitted');
    expect(response?.data).toMatchObject({ id: submitted.body.data.id, templateTitle: 'KYC intake' });
    expect(
      ZVFormResponse.strict()
        .parse(response?.data)
        .answers.map((answer) => answer.value),
    ).toEqual(['Ada Obi', expect.objectContaining({ number: expect.not.stringContaining('11111111111') })]);
  });

  it('sends nothing for an event the endpoint did not ask for', async () => {
    const company = await call(t.app, 'POST', '/api/company/v1/verifications/ng/company', {
      token: owner,
      body: { registrationNumber: 'RC1234567', isConsent: true },
    });
    expect(company.status).toBe(200);
    await t.app.ctx.webhooks.runDue();
    expect(receiver.received).toEqual([]);
  });

  it('signs with both secrets while a regenerated secret overlaps the old one', async () => {
    const [old] = await secrets();
    await call(t.app, 'POST', user('/settings/developer/signing-secret/regenerate'), { token: owner });
    const [current] = await secrets();
    await sendTest();
    const [delivery] = receiver.received;
    const headers = delivery?.headers as Record<string, string>;
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    for (const secret of [old, current])
      expect(() => new Webhook(secret?.secret ?? '').verify(delivery?.body ?? '', headers)).not.toThrow();
  });

  it('replays one delivery with the same webhook-id', async () => {
    const sent = await sendTest();
    const replay = await call<TWebhookDelivery>(
      t.app,
      'POST',
      user(`/settings/developer/webhook/deliveries/${sent.body.data.id}/replay`),
      { token: owner },
    );
    expect(replay.body.data).toMatchObject({ status: 'succeeded', messageId: sent.body.data.messageId });
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
      sent.body.data.messageId,
      sent.body.data.messageId,
    ]);
  });
  it('retries a receiver that answered 500 after 5 seconds, not before, and logs both attempts', async () => {
    receiver.plan = [500];
    const sent = await sendTest();
    expect(sent.body.data).toMatchObject({ status: 'pending', attempts: [{ statusCode: 500 }] });
    expect(Date.parse(sent.body.data.nextAttemptAt ?? '')).toBe(clock + (RETRY_SCHEDULE_MS[1] ?? 0));
    await advance(4_000);
    expect(receiver.received).toHaveLength(1);
    await advance(1_000);
    expect(receiver.received).toHaveLength(2);
    // The same message on every attempt: a receiver can drop a repeat by its webhook-id.
    expect(receiver.received[1]?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
    const [logged] = await deliveries();
    expect(logged?.status).toBe('succeeded');
    expect(logged?.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 200]);
  });

  it('counts a redirect as a failure rather than following it', async () => {
    receiver.plan = [301];
    const sent = await sendTest();
    expect(sent.body.data).toMatchObject({ status: 'pending', attempts: [{ statusCode: 301 }] });
    expect(receiver.received).toHaveLength(1);
    await advance(RETRY_SCHEDULE_MS[1] ?? 0);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    // A dispatcher with a 200 ms timeout stands in for the app's (15 s), which is stopped first: a poll of
    // its own must not be the request that hangs (it would hold the app's dispatcher for 15 s).
    await t.app.ctx.webhooks.stop();
    receiver.plan = ['hang'];
    const short = new WebhookDispatcher(t.app.ctx, 200);
    const queued = await t.app.ctx.db.transaction((tx) =>
      enqueueWebhook(t.app.ctx, tx, { businessId, environment: 'sandbox', type: TEST_EVENT, data: {} }),
    );
    expect(queued).not.toBeNull();
    await short.runDue();
    t.app.ctx.webhooks.start();
    const [logged] = await deliveries();
    expect(logged?.attempts.at(-1)).toMatchObject({ statusCode: null });
    expect(logged?.attempts.at(-1)?.excerpt).toMatch(/TimeoutError|aborted/i);
    await receiver.close();
    await receiver.listen();
    await call(t.app, 'POST', user('/settings/developer/webhook'), {
      token: owner,
      body: { url: receiver.url, events: ['identity.check.completed', 'api_key.created'] },
    });
  }, 30_000);

  it('fails a delivery after the whole schedule, and replays every failure since a time', async () => {
    clock += 1000; // after the earlier tests' deliveries
    const since = new Date(clock).toISOString();
    receiver.plan = Array.from({ length: RETRY_SCHEDULE_MS.length }, () => 500);
    await sendTest();
    for (const delay of RETRY_SCHEDULE_MS.slice(1)) await advance(delay);
    owner = await tokenFor(t.app, ACME_OWNER); // a day and more later: a new session
    const [failed] = await deliveries();
    expect(failed).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(failed?.attempts).toHaveLength(RETRY_SCHEDULE_MS.length);

    const replayed = await call<TWebhookDeliveryList>(
      t.app,
      'POST',
      user('/settings/developer/webhook/deliveries/replay-failed'),
      { token: owner, body: { since } },
    );
    expect(replayed.status).toBe(200);
    await t.app.ctx.webhooks.runDue();
    expect(replayed.body.data.items.map((item) => item.messageId)).toEqual([failed?.messageId]);
    const again = (await deliveries()).find((item) => item.id === replayed.body.data.items[0]?.id);
    expect(again).toMatchObject({ status: 'succeeded', messageId: failed?.messageId });
  });

  it('disables an endpoint after five days of failures, mails the owner, and sends a recovered notice', async () => {
    const endpoint = async () =>
      (await call<TDeveloperDetails>(t.app, 'GET', user('/settings/developer/details'), { token: owner }))
        .body.data.webhook;
    const mails = async () => (await t.app.ctx.outbox.list(ACME_OWNER)).map((mail) => mail.subject);
    receiver.plan = Array.from({ length: 20 }, () => 500);
    await sendTest();
    const failingSince = (await endpoint())?.failingSince;
    expect(failingSince).toBe(new Date(clock).toISOString());
    expect((await endpoint())?.disabledAt).toBeNull();

    // Four days and more later: still failing, still enabled.
    clock += DISABLE_AFTER_MS - 60_000;
    owner = await tokenFor(t.app, ACME_OWNER);
    await sendTest();
    expect((await endpoint())?.disabledAt).toBeNull();
    expect(await mails()).not.toContain('Verity stopped sending webhooks to your endpoint');

    // Five days after the first failure: the next failure disables it.
    clock += 60_000;
    await sendTest();
    const disabled = (await endpoint()) as TWebhookEndpoint;
    expect(disabled).toMatchObject({ failingSince, disabledAt: new Date(clock).toISOString() });
    const [notice] = await t.app.ctx.outbox.list(ACME_OWNER, 1);
    expect(notice?.subject).toBe('Verity stopped sending webhooks to your endpoint');
    expect(notice?.text).toContain(receiver.url);
    expect(notice?.text).toContain('/settings/api-webhooks');

    // Disabled: events still recorded, nothing sent, however long one waits. The earlier test events' retries,
    // claimed before the endpoint was disabled, may still be in flight: they end first.
    await t.app.ctx.webhooks.runDue();
    receiver.plan = [];
    receiver.received = [];
    const waiting = await sendTest();
    expect(waiting.body.data).toMatchObject({ status: 'pending', attempts: [] });
    await advance(RETRY_SCHEDULE_MS[2] ?? 0);
    expect(receiver.received).toEqual([]);

    // Saving the endpoint again re-enables it: the waiting deliveries go out and the owner hears it recovered.
    const saved = await call<TWebhookEndpoint>(t.app, 'POST', user('/settings/developer/webhook'), {
      token: owner,
      body: { url: disabled.url, events: disabled.events },
    });
    expect(saved.body.data).toMatchObject({ disabledAt: null, failingSince: null });
    await t.app.ctx.webhooks.runDue();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toContain(waiting.body.data.messageId);
    expect((await endpoint())?.failingSince).toBeNull();
    const subjects = await mails();
    expect(subjects[0]).toBe('Your webhook endpoint is receiving again');
    expect(subjects.filter((subject) => subject === 'Your webhook endpoint is receiving again')).toHaveLength(
      1,
    );
  });
});
