/**
 * No transaction is held across outside I/O: every outbound path (a webhook POST, an upstream provider's
 * call, the card provider, the mail relay, waiting for webhook deliveries) refuses to start inside a
 * request's transaction or a `db.transaction`, with OpenTransactionError and before it connects; after the
 * commit, or from work run through `outsideTransactions`, the same call goes out.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  beginRequestTransaction,
  outsideTransactions,
  runInRequestTransaction,
} from '../src/db/request-transaction.js';
import { OpenTransactionError } from '../src/db/transaction-guard.js';
import { stripeOf } from '../src/features/billing/card-provider.js';
import { postWebhook } from '../src/features/developer/webhook-post.js';
import { postUpstream } from '../src/features/verification-kit/post-upstream.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let server: Server;
let url = '';
let requests = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const deliverWebhook = () => postWebhook(`${url}/hooks`, {}, '{}', { timeoutMs: 2_000, production: false });

/** Each outbound path, as a call that resolves once it went out. */
const outbound: Record<string, () => Promise<unknown>> = {
  'a webhook delivery': deliverWebhook,
  'an upstream provider': () =>
    postUpstream({
      baseUrl: url,
      path: '/lookup',
      apiKey: 'key',
      body: {},
      answer: z.object({ ok: z.boolean() }),
      timeoutMs: 2_000,
      what: 'The registry',
    }),
  'the card provider': async () => stripeOf(t.app.ctx.cardProvider).customers.create({ name: 'Guarded' }),
  'waiting for webhook deliveries': () => t.app.ctx.webhooks.runDue(),
};

/** Runs `call` and answers what it threw, synchronously or as a rejection. */
async function refusal(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('outside I/O inside a transaction', () => {
  for (const [name, call] of Object.entries(outbound)) {
    it(`refuses ${name} inside a request's transaction, and lets it out after the commit`, async () => {
      const before = requests;
      const transaction = await beginRequestTransaction(t.app.ctx.database.db);
      const refused = await runInRequestTransaction(transaction, () => refusal(call));
      await transaction.finish(true);
      expect(refused).toBeInstanceOf(OpenTransactionError);
      expect((refused as OpenTransactionError).held).toBe('request');
      expect(requests).toBe(before);
      // The request's own code, once its transaction has committed.
      await runInRequestTransaction(transaction, call);
    });

    it(`refuses ${name} inside db.transaction, and lets it out after the commit`, async () => {
      const before = requests;
      const refused = await t.app.ctx.db.transaction(() => refusal(call));
      expect(refused).toBeInstanceOf(OpenTransactionError);
      expect((refused as OpenTransactionError).held).toBe('database');
      expect(requests).toBe(before);
      await call();
    });
  }

  it('refuses a Stripe client taken before the transaction opened, at its HTTP client', async () => {
    const stripe = stripeOf(t.app.ctx.cardProvider);
    const refused = await t.app.ctx.db.transaction(() =>
      refusal(() => stripe.customers.create({ name: 'Held across' })),
    );
    // Stripe reports a refused connection as a connection error, carrying the refusal.
    expect((refused as { detail?: unknown }).detail).toBeInstanceOf(OpenTransactionError);
  });

  it('refuses to relay mail inside a transaction', async () => {
    const refused = await t.app.ctx.db.transaction(() => refusal(() => t.app.ctx.outbox.flush()));
    expect(refused).toBeInstanceOf(OpenTransactionError);
  });

  it('lets work started inside a transaction through outsideTransactions go out', async () => {
    const before = requests;
    await t.app.ctx.db.transaction(() => outsideTransactions(deliverWebhook));
    expect(requests).toBe(before + 1);
  });

  it('names what was refused and how to fix it', async () => {
    const refused = await t.app.ctx.db.transaction(() => refusal(deliverWebhook));
    expect((refused as Error).message).toBe(
      'A webhook delivery was started inside a database transaction: call it before the transaction opens, or after it commits',
    );
  });
});
