/**
 * Delivering webhooks (issue #15), Standard Webhooks style: `webhook-id` (the message id, the same on every
 * retry, so a receiver can drop a repeat), `webhook-timestamp`, and `webhook-signature` with one `v1,`
 * signature per secret in use (during a rotation, both). A 2xx within 15 seconds is a success; anything
 * else (a redirect too, a timeout, a refused connection) is a failure, retried on Svix's schedule. Every
 * attempt is logged. Due deliveries are picked by time from the database, so deliveries written before a
 * crash go out after the restart.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../../context.js';
import { webhookAttempts, webhookDeliveries, webhookMessages } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { signingSecrets } from './webhook-settings-routes.js';
import { assertDeliverableUrl } from './webhook-url.js';

/** Delay before each attempt: immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (Svix). */
export const RETRY_SCHEDULE_MS = [
  0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
];
const TIMEOUT_MS = 15_000;
const CONCURRENCY = 4;
const BATCH = 20;
const POLL_MS = 1_000;
const EXCERPT = 500;

type Delivery = typeof webhookDeliveries.$inferSelect;

export class WebhookDispatcher {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;

  constructor(
    private readonly ctx: Omit<AppContext, 'webhooks'>,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {}

  /** Polls for due deliveries once a second until stopped. */
  start(): void {
    this.#timer = setInterval(() => this.kick(), POLL_MS);
    this.#timer.unref();
  }

  stop(): Promise<unknown> {
    clearInterval(this.#timer);
    return this.#running ?? Promise.resolve();
  }

  /** Runs the due deliveries now (after a commit that wrote one), unless a run is already going. */
  kick(): void {
    void this.runDue().catch((error: unknown) =>
      this.ctx.log.warn({ err: error }, 'webhook delivery failed'),
    );
  }

  /** Attempts every delivery due by the app's clock; resolves with how many were attempted. */
  runDue(): Promise<number> {
    this.#running ??= this.#runDue().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #runDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const due = await this.ctx.db
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, this.ctx.now())),
        )
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(BATCH);
      if (due.length === 0) return attempted;
      for (let start = 0; start < due.length; start += CONCURRENCY)
        await Promise.all(due.slice(start, start + CONCURRENCY).map((delivery) => this.#attempt(delivery)));
      attempted += due.length;
    }
  }

  async #attempt(due: Delivery): Promise<void> {
    const { ctx } = this;
    // Claim it first: another dispatcher (another process, or a replay's run) that read it too finds it
    // no longer due, so a delivery is attempted once at a time. A crash mid-attempt leaves the lease to lapse.
    const now = ctx.now();
    const [delivery] = await ctx.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + 2 * this.timeoutMs) })
      .where(
        and(
          eq(webhookDeliveries.id, due.id),
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
        ),
      )
      .returning();
    if (!delivery) return;
    const [message] = await ctx.db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.id, delivery.messageId));
    if (!message) return;
    const started = performance.now();
    let statusCode: number | null = null;
    let excerpt: string;
    try {
      // DNS may have changed since the URL was saved: checked again before every attempt.
      await assertDeliverableUrl(delivery.url, ctx.config.nodeEnv === 'production');
      const sentAt = ctx.now();
      const secrets = await signingSecrets(ctx, delivery.businessId);
      const signature = secrets
        .map((secret) => new Webhook(secret.secret).sign(message.id, sentAt, message.body))
        .join(' ');
      const response = await fetch(delivery.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Verity-Webhooks/1',
          'webhook-id': message.id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body: message.body,
      });
      statusCode = response.status;
      excerpt = (await response.text()).slice(0, EXCERPT);
    } catch (error) {
      excerpt =
        error instanceof Error ? `${error.name}: ${error.message}`.slice(0, EXCERPT) : 'Delivery failed';
    }
    const succeeded = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const attempts = delivery.attempts + 1;
    const retryIn = RETRY_SCHEDULE_MS[attempts];
    await ctx.db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        id: newId(),
        deliveryId: delivery.id,
        statusCode,
        excerpt,
        durationMs: Math.round(performance.now() - started),
        createdAt: ctx.now(),
      });
      await tx
        .update(webhookDeliveries)
        .set({
          attempts,
          status: succeeded ? 'succeeded' : retryIn === undefined ? 'failed' : 'pending',
          nextAttemptAt: succeeded || retryIn === undefined ? null : new Date(ctx.now().getTime() + retryIn),
        })
        .where(eq(webhookDeliveries.id, delivery.id));
    });
  }
}
