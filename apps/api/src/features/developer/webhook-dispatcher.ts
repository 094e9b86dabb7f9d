/**
 * Delivering webhooks (issue #15), Standard Webhooks style: `webhook-id` (the message id, the same on every
 * retry, so a receiver can drop a repeat), `webhook-timestamp`, and `webhook-signature` with one `v1,`
 * signature per secret in use (during a rotation, both). A 2xx within 15 seconds is a success; anything
 * else (a redirect too, a timeout, a refused connection) is a failure, retried on Svix's schedule. Every
 * attempt is logged. Due deliveries are picked by time from the database, so deliveries written before a
 * crash go out after the restart.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import {
  businesses,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { businessContactEmail } from '../auth/authenticate.js';
import { templates } from '../outbox/templates.js';
import { signingSecrets } from './webhook-settings-routes.js';
import { assertDeliverableUrl } from './webhook-url.js';

/** Delay before each attempt: immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (Svix). */
export const RETRY_SCHEDULE_MS = [
  0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
];
/** An endpoint whose every attempt has failed for this long is disabled, and its owner told (Svix). */
export const DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
const TIMEOUT_MS = 15_000;
/** Attempts in flight at once: a hanging receiver holds one of them, not the queue. */
const CONCURRENCY = 16;
const BATCH = 100;
const POLL_MS = 1_000;
const EXCERPT = 500;

type Delivery = typeof webhookDeliveries.$inferSelect;
type Message = typeof webhookMessages.$inferSelect;
type Secrets = Awaited<ReturnType<typeof signingSecrets>>;
/** What the dispatcher knows of an endpoint's health during a run, kept current by its own attempts. */
interface EndpointHealth {
  failingSince: Date | null;
  disabledNoticeAt: Date | null;
}

/** Where endpoint notices go: the business's contact, its first owner. */
async function ownerEmail(tx: DbOrTx, businessId: string): Promise<string | null> {
  const [row] = await tx
    .select({ to: businessContactEmail(sql`${businessId}`) })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.to ?? null;
}

export class WebhookDispatcher {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #next: Promise<number> | undefined;

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
    return this.#next ?? this.#running ?? Promise.resolve();
  }

  /** Runs the due deliveries now (after a commit that wrote one). */
  kick(): void {
    void this.runDue().catch((error: unknown) =>
      this.ctx.log.warn({ err: error }, 'webhook delivery failed'),
    );
  }

  /**
   * Attempts every delivery due by the app's clock; resolves with how many were attempted. Called during a
   * run, it resolves after one more run that starts when this one ends, so a delivery committed just
   * before the call is never left for the next poll.
   */
  runDue(): Promise<number> {
    if (this.#running) {
      this.#next ??= this.#running.then(() => {
        this.#next = undefined;
        return this.runDue();
      });
      return this.#next;
    }
    this.#running = this.#runDue().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #runDue(): Promise<number> {
    let attempted = 0;
    const secrets = new Map<string, Promise<Secrets>>();
    for (;;) {
      const claimed = await this.#claim();
      if (claimed.length === 0) return attempted;
      const messages = new Map(
        (
          await this.ctx.db
            .select()
            .from(webhookMessages)
            .where(
              inArray(
                webhookMessages.id,
                claimed.map((delivery) => delivery.messageId),
              ),
            )
        ).map((message) => [message.id, message]),
      );
      const health = new Map(
        (
          await this.ctx.db
            .select({
              businessId: webhookEndpoints.businessId,
              failingSince: webhookEndpoints.failingSince,
              disabledNoticeAt: webhookEndpoints.disabledNoticeAt,
            })
            .from(webhookEndpoints)
            .where(
              inArray(webhookEndpoints.businessId, [
                ...new Set(claimed.map((delivery) => delivery.businessId)),
              ]),
            )
        ).map((row) => [row.businessId, row]),
      );
      const queue = [...claimed];
      const worker = async () => {
        for (let delivery = queue.shift(); delivery; delivery = queue.shift()) {
          const message = messages.get(delivery.messageId);
          if (!message) continue;
          let forBusiness = secrets.get(delivery.businessId);
          if (!forBusiness) {
            forBusiness = signingSecrets(this.ctx, delivery.businessId);
            secrets.set(delivery.businessId, forBusiness);
          }
          const endpoint = health.get(delivery.businessId);
          if (endpoint) await this.#attempt(delivery, message, await forBusiness, endpoint);
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
      attempted += claimed.length;
    }
  }

  /**
   * Claims the next due deliveries of enabled endpoints by moving their next attempt past the timeout: a
   * second dispatcher (another process) skips them, and a crash mid-attempt leaves the lease to lapse,
   * after which they are attempted again.
   */
  async #claim(): Promise<Delivery[]> {
    const now = this.ctx.now();
    const due = this.ctx.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(
        webhookEndpoints,
        and(
          eq(webhookEndpoints.businessId, webhookDeliveries.businessId),
          isNull(webhookEndpoints.disabledAt),
        ),
      )
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(BATCH)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    return this.ctx.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + 2 * this.timeoutMs) })
      .where(
        and(
          inArray(webhookDeliveries.id, due),
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
        ),
      )
      .returning();
  }

  async #attempt(
    delivery: Delivery,
    message: Message,
    secrets: Secrets,
    health: EndpointHealth,
  ): Promise<void> {
    const { ctx } = this;
    const started = performance.now();
    let statusCode: number | null = null;
    let excerpt: string;
    try {
      // DNS may have changed since the URL was saved: checked again before every attempt.
      await assertDeliverableUrl(delivery.url, ctx.config.nodeEnv === 'production');
      const sentAt = ctx.now();
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
      await this.#recordHealth(tx, delivery, succeeded, health);
    });
  }

  /**
   * The endpoint's health, in the attempt's transaction: a failure starts (or continues) its failing
   * period, and one five days old disables it and mails the owner; a success ends the period, and after a
   * disabling it mails the recovered notice.
   */
  async #recordHealth(
    tx: DbOrTx,
    delivery: Delivery,
    succeeded: boolean,
    health: EndpointHealth,
  ): Promise<void> {
    const { ctx } = this;
    const now = ctx.now();
    const ofBusiness = eq(webhookEndpoints.businessId, delivery.businessId);
    if (succeeded) {
      // The common case, a healthy endpoint, costs no query.
      if (health.disabledNoticeAt) {
        const [recovered] = await tx
          .update(webhookEndpoints)
          .set({ failingSince: null, disabledNoticeAt: null })
          .where(and(ofBusiness, sql`${webhookEndpoints.disabledNoticeAt} is not null`))
          .returning({ url: webhookEndpoints.url });
        const to = recovered && (await ownerEmail(tx, delivery.businessId));
        if (recovered && to) await ctx.outbox.send(tx, templates.webhookEndpointRecovered(to, recovered.url));
      } else if (health.failingSince)
        await tx.update(webhookEndpoints).set({ failingSince: null }).where(ofBusiness);
      health.failingSince = null;
      health.disabledNoticeAt = null;
      return;
    }
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(ofBusiness)
      .returning();
    if (!endpoint?.failingSince) return;
    health.failingSince = endpoint.failingSince;
    health.disabledNoticeAt = endpoint.disabledNoticeAt;
    if (endpoint.disabledAt || now.getTime() - endpoint.failingSince.getTime() < DISABLE_AFTER_MS) return;
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ disabledAt: now, disabledNoticeAt: now })
      .where(and(ofBusiness, isNull(webhookEndpoints.disabledAt)))
      .returning({ url: webhookEndpoints.url });
    health.disabledNoticeAt = now;
    const to = disabled && (await ownerEmail(tx, delivery.businessId));
    if (disabled && to)
      await ctx.outbox.send(
        tx,
        templates.webhookEndpointDisabled(
          to,
          disabled.url,
          endpoint.failingSince,
          `${ctx.config.publicUrl}/settings/api-webhooks`,
        ),
      );
  }
}
