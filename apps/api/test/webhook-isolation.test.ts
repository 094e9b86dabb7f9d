/**
 * One business's receiver that hangs delays only its own deliveries. Over a real listening server on
 * PGlite: Globex's receiver never answers, Acme's answers at once. While Globex's deliveries hang, 100
 * events for Acme arrive within a second of being written, `/api/health` answers within a second every
 * time, and Globex's "send a test event" answers with its timed-out attempt, all at once. Globex's
 * receiver never holds more than its endpoint's share of the dispatcher's attempts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TWebhookDelivery } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { ENDPOINT_CONCURRENCY, WebhookDispatcher } from '../src/features/developer/webhook-dispatcher.js';
import { enqueueWebhook } from '../src/features/developer/webhook-outbox.js';
import { ACME_OWNER, call, createTestApp, GLOBEX_OWNER, type TestApp, tokenFor, user } from './harness.js';

/** The delivery timeout here: long beside the 1-second budget, short enough for a test. */
const TIMEOUT_MS = 4_000;
const EVENTS = 100;
const BUDGET_MS = 1_000;
const HANGING_EVENTS = 10;

/**
 * A receiver on loopback: records each request's arrival, its event and what `watch` said then, and
 * answers it, or never.
 */
class Receiver {
  readonly arrivals: Array<{ at: number; seq: number | undefined; watched: number }> = [];
  open = 0;
  mostOpen = 0;
  url = '';
  readonly #server: Server;
  constructor(hang: boolean, watch: () => number = () => 0) {
    this.#server = createServer((req, res) => {
      this.open += 1;
      this.mostOpen = Math.max(this.mostOpen, this.open);
      res.on('close', () => {
        this.open -= 1;
      });
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        const event = JSON.parse(body) as { data?: { seq?: number } };
        this.arrivals.push({ at: performance.now(), seq: event.data?.seq, watched: watch() });
        if (!hang) res.writeHead(200).end('ok');
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

const hanging = new Receiver(true);
/** Each of its arrivals notes how many of Globex's requests hung at that moment. */
const fast = new Receiver(false, () => hanging.open);
let t: TestApp;
let api = '';
let acmeToken = '';
let globexToken = '';

async function businessOf(email: string): Promise<string> {
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
  return row?.businessId ?? '';
}

/** Writes one event as a change writes it (its own transaction), then kicks the dispatcher. */
async function enqueue(businessId: string, seq: number): Promise<void> {
  const { ctx } = t.app;
  await ctx.db.transaction((tx) =>
    enqueueWebhook(ctx, tx, {
      businessId,
      environment: 'sandbox',
      type: 'identity.check.completed',
      data: { seq },
    }),
  );
  ctx.webhooks.kick();
}

/** A call over HTTP, timed; it gives up after `limitMs` so a stalled server fails the test, not hangs it. */
async function timed(path: string, init: RequestInit, limitMs: number) {
  const started = performance.now();
  const response = await fetch(`${api}${path}`, { ...init, signal: AbortSignal.timeout(limitMs) });
  const body = (await response.json()) as { data: unknown };
  return { status: response.status, body, ms: performance.now() - started };
}

beforeAll(async () => {
  await Promise.all([fast.listen(), hanging.listen()]);
  t = await createTestApp();
  // The app's dispatcher, with a short delivery timeout standing in for its 15 seconds.
  await t.app.ctx.webhooks.stop();
  t.app.ctx.webhooks = new WebhookDispatcher(t.app.ctx, TIMEOUT_MS);
  t.app.ctx.webhooks.start();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  api = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  acmeToken = await tokenFor(t.app, ACME_OWNER);
  globexToken = await tokenFor(t.app, GLOBEX_OWNER);
  for (const [token, receiver] of [
    [acmeToken, fast],
    [globexToken, hanging],
  ] as const) {
    const saved = await call(t.app, 'POST', user('/settings/developer/webhook'), {
      token,
      body: { url: receiver.url, events: ['identity.check.completed'] },
    });
    expect(saved.status).toBe(200);
  }
});

afterAll(async () => {
  // The hanging requests end here; their attempts are recorded as failures before the app closes.
  await hanging.close();
  await t.close();
  await fast.close();
});

/** Polls `/api/health` until stopped: each answer's status and time, or why none came. */
function pollHealth() {
  const answers: Array<{ status: number; ms: number } | { failed: string }> = [];
  let polling = true;
  const done = (async () => {
    while (polling) {
      answers.push(
        await timed('/api/health', {}, 2 * BUDGET_MS).catch((error: Error) => ({ failed: error.message })),
      );
      await sleep(50);
    }
  })();
  return {
    async stop() {
      polling = false;
      await done;
      return answers;
    },
  };
}

describe('a receiver that hangs', () => {
  it('delays neither other businesses’ deliveries, nor health, nor its own test event’s answer', async () => {
    const [acme, globex] = await Promise.all([businessOf(ACME_OWNER), businessOf(GLOBEX_OWNER)]);
    for (let n = 0; n < HANGING_EVENTS; n += 1) await enqueue(globex, n);
    // Globex's endpoint takes its share of attempts, which hang.
    await expect.poll(() => hanging.open, { timeout: 2_000 }).toBe(ENDPOINT_CONCURRENCY);

    const health = pollHealth();
    try {
      // Globex's own test event, sent while its receiver hangs: answered once its attempt times out.
      const testEvent = timed(
        '/api/user/v1/settings/developer/webhook/test',
        { method: 'POST', headers: { authorization: `Bearer ${globexToken}` } },
        TIMEOUT_MS + 3_000,
      ).catch((error: Error) => ({ failed: error.message }));

      // Acme's events, paced over a second and a half.
      const written = new Map<number, number>();
      for (let seq = 0; seq < EVENTS; seq += 1) {
        written.set(seq, performance.now());
        await enqueue(acme, seq);
        await sleep(15);
      }
      await expect.poll(() => fast.arrivals.length, { timeout: 5_000 }).toBe(EVENTS);
      const latencies = fast.arrivals
        .map((arrival) => arrival.at - (written.get(arrival.seq ?? -1) ?? Number.NaN))
        .sort((a, b) => a - b);
      const p99 = latencies[Math.floor(0.99 * latencies.length)] ?? Number.NaN;
      console.info(`webhook isolation: ${EVENTS} events to a fast receiver, p99 ${p99.toFixed(0)} ms`);
      expect(p99).toBeLessThan(BUDGET_MS);
      // Every one of them arrived while Globex's requests hung.
      expect(fast.arrivals.filter((arrival) => arrival.watched === 0)).toEqual([]);

      const tested = await testEvent;
      expect(tested).toMatchObject({ status: 200 });
      const delivery = ('body' in tested ? tested.body.data : null) as TWebhookDelivery | null;
      expect(delivery?.attempts).toHaveLength(1);
      expect(delivery?.attempts[0]).toMatchObject({ statusCode: null });
      expect(delivery?.attempts[0]?.excerpt).toMatch(/TimeoutError|aborted/i);
      // Answered within its own attempt's timeout, not after Globex's other attempts.
      expect('ms' in tested && tested.ms).toBeLessThan(TIMEOUT_MS + BUDGET_MS);
    } finally {
      await health.stop();
    }
    const answers = await health.stop();
    const slowest = Math.max(...answers.map((answer) => ('ms' in answer ? answer.ms : Infinity)));
    console.info(`webhook isolation: ${answers.length} health checks, slowest ${slowest.toFixed(0)} ms`);
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((answer) => !('status' in answer) || answer.status !== 200)).toEqual([]);
    expect(Math.max(...answers.map((answer) => ('ms' in answer ? answer.ms : Infinity)))).toBeLessThan(
      BUDGET_MS,
    );
    // The claim took no more of Globex's deliveries than its endpoint's slots (and the test event).
    expect(hanging.mostOpen).toBeLessThanOrEqual(ENDPOINT_CONCURRENCY + 1);
  }, 30_000);
});
