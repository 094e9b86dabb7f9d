/**
 * bench/webhooks: webhook delivery under load (budget: 10,000 events to 5 receivers, all delivered,
 * p99 from commit to first attempt ≤ 1 s).
 *
 * The API as `npm start` runs it (PGlite in a temporary folder; again on a fresh PostgreSQL database when
 * `DATABASE_URL` names a server), five businesses, each with an endpoint on its own receiver in a separate
 * process (bench/support/webhook-receivers.mjs). Events are written as a change writes them: one
 * transaction each, then the dispatcher is kicked.
 *   1. Paced: `EVENTS` (10,000) at `RATE` a second (250, above the rate this machine commits sandbox checks
 *      through the API, ~165/s on PGlite): p50/p99/max from each commit to its first arrival.
 *   2. Burst: `BURST` (2,000) written as fast as they commit, then drained: deliveries per second.
 * Every event must arrive, none twice.
 *   npm run bench:webhooks        (EVENTS=, RATE=, BURST= to change the load)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  buildApp,
  businesses,
  enqueueWebhook,
  newId,
  seed,
  webhookEndpoints,
  webhookSecrets,
} from '@verity/api/bench';
import { type BenchDatabase, onEachDatabase } from './support/each-database.js';

const EVENTS = Number(process.env.EVENTS ?? 10_000);
const RATE = Number(process.env.RATE ?? 250);
const BURST = Number(process.env.BURST ?? 2_000);
const RECEIVERS = 5;
const BUDGET_P99_MS = 1_000;

const wallClock = () => performance.timeOrigin + performance.now();
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Report {
  arrivals: Array<[number, number]>;
  repeats: number;
}

/** The receivers' process: its URLs, and a way to ask what has arrived. */
async function startReceivers(): Promise<{ urls: string[]; report(): Promise<Report>; child: ChildProcess }> {
  const child = fork(join(import.meta.dirname, 'support/webhook-receivers.mjs'), [String(RECEIVERS)]);
  const urls = await new Promise<string[]>((resolve) =>
    child.once('message', (message) => resolve((message as { urls: string[] }).urls)),
  );
  const report = () =>
    new Promise<Report>((resolve) => {
      child.once('message', (message) => resolve(message as Report));
      child.send('report');
    });
  return { urls, report, child };
}

async function run(label: string, database: BenchDatabase): Promise<boolean> {
  const receivers = await startReceivers();
  const app = await buildApp({
    env: {},
    database,
    config: {
      nodeEnv: 'development',
      logLevel: 'silent',
      secretKey: 'bench-webhooks-secret-key-long-enough',
    },
  });
  try {
    await seed(database.db, 'Verity!2026');
    const { ctx } = app;
    // The seed's businesses and three more, each with an endpoint on its own receiver.
    const existing = await ctx.db.select({ id: businesses.id }).from(businesses).limit(RECEIVERS);
    const businessIds = existing.map((row) => row.id);
    while (businessIds.length < RECEIVERS) {
      const id = newId();
      await ctx.db.insert(businesses).values({
        id,
        name: `Bench ${businessIds.length}`,
        type: 'business',
        countryCode: 'NG',
        currency: 'NGN',
      });
      businessIds.push(id);
    }
    for (const [index, businessId] of businessIds.entries()) {
      await ctx.db.insert(webhookEndpoints).values({
        businessId,
        url: receivers.urls[index] ?? '',
        events: ['identity.check.completed'],
        updatedAt: ctx.now(),
      });
      await ctx.db.insert(webhookSecrets).values({
        id: newId(),
        businessId,
        secretEncrypted: ctx.secrets.encrypt(`whsec_${randomBytes(32).toString('base64')}`),
        createdAt: ctx.now(),
      });
    }

    const committed = new Map<number, number>();
    const write = async (seq: number) => {
      await ctx.db.transaction((tx) =>
        enqueueWebhook(ctx, tx, {
          businessId: businessIds[seq % RECEIVERS] ?? '',
          environment: 'sandbox',
          type: 'identity.check.completed',
          data: { seq, id: newId(), status: 'found' },
        }),
      );
      committed.set(seq, wallClock());
      ctx.webhooks.kick();
    };
    const drained = async (until: number, timeoutMs: number): Promise<Report> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const report = await receivers.report();
        if (report.arrivals.length >= until || Date.now() > deadline) return report;
        await sleep(250);
      }
    };

    // 1. Paced.
    const started = performance.now();
    let seq = 0;
    while (seq < EVENTS) {
      const due = Math.min(EVENTS, Math.floor(((performance.now() - started) / 1000) * RATE) + 1);
      while (seq < due) await write(seq++);
      await sleep(2);
    }
    const producedIn = (performance.now() - started) / 1000;
    const paced = await drained(EVENTS, 120_000);
    const latencies = paced.arrivals
      .map(([arrived, at]) => at - (committed.get(arrived) ?? Number.NaN))
      .sort((a, b) => a - b);
    console.log(
      `${label}: ${EVENTS} events at ${RATE}/s (written in ${producedIn.toFixed(1)} s) to ${RECEIVERS} receivers: ` +
        `${paced.arrivals.length} delivered, ${paced.repeats} repeated; commit → first attempt ` +
        `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}`,
    );

    // 2. Burst.
    const burstStart = wallClock();
    for (let n = 0; n < BURST; n += 1) await write(EVENTS + n);
    const writtenIn = (wallClock() - burstStart) / 1000;
    const burst = await drained(EVENTS + BURST, 120_000);
    const burstArrivals = burst.arrivals.filter(([arrived]) => arrived >= EVENTS).map(([, at]) => at);
    const lastArrival = Math.max(...burstArrivals);
    console.log(
      `${label}: burst of ${BURST} (written in ${writtenIn.toFixed(1)} s, ${(BURST / writtenIn).toFixed(0)}/s): ` +
        `${burstArrivals.length} delivered in ${((lastArrival - burstStart) / 1000).toFixed(1)} s, ` +
        `${(burstArrivals.length / ((lastArrival - burstStart) / 1000)).toFixed(0)} deliveries/s; ${burst.repeats} repeated`,
    );
    const p99 = percentile(latencies, 99);
    const holds =
      paced.arrivals.length === EVENTS &&
      burst.arrivals.length === EVENTS + BURST &&
      burst.repeats === 0 &&
      p99 <= BUDGET_P99_MS;
    console.log(
      `${holds ? '✓' : '✗'} ${label}: all delivered once, p99 ${ms(p99)} (budget ${ms(BUDGET_P99_MS)})\n`,
    );
    return holds;
  } finally {
    await app.close();
    await database.close();
    receivers.child.kill();
  }
}

await onEachDatabase('webhooks', run);
