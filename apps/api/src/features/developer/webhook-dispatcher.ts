/**
 * Delivering webhooks (issue #15), Standard Webhooks style: `webhook-id` (the message id, the same on every
 * retry, so a receiver can drop a repeat), `webhook-timestamp`, and `webhook-signature` with one `v1,`
 * signature per secret in use (during a rotation, both). A 2xx within 15 seconds is a success; anything
 * else (a redirect too, a timeout, a refused connection) is a failure, retried on Svix's schedule. Every
 * attempt is logged. Due deliveries are picked by time from the database, so deliveries written before a
 * crash go out after the restart.
 */
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../../context.js';
import { afterCommit } from '../../db/request-transaction.js';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema.js';
import { AttemptLog, type Delivery, type EndpointHealth } from './webhook-attempt-log.js';
import { EXCERPT_CHARS, postWebhook } from './webhook-post.js';
import { signingSecrets } from './webhook-settings-routes.js';

const TIMEOUT_MS = 15_000;
/** Attempts in flight at once: a hanging receiver holds one of them, not the queue. */
const CONCURRENCY = 16;
const BATCH = 100;
const POLL_MS = 1_000;

type Secrets = Awaited<ReturnType<typeof signingSecrets>>;
/** How long a business's signing secrets are reused before they are read again. */
const SECRETS_TTL_MS = 5_000;

/** A claimed delivery, with its message and its endpoint's health. */
interface Claimed {
  delivery: Delivery;
  message: { id: string; body: string };
  health: EndpointHealth;
}

export class WebhookDispatcher {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #next: Promise<number> | undefined;
  readonly #log: AttemptLog;
  readonly #secrets = new Map<string, { until: number; secrets: Promise<Secrets> }>();

  constructor(
    private readonly ctx: Omit<AppContext, 'webhooks'>,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {
    this.#log = new AttemptLog(ctx);
  }

  /** Polls for due deliveries once a second until stopped. */
  start(): void {
    this.#timer = setInterval(() => this.kick(), POLL_MS);
    this.#timer.unref();
  }

  stop(): Promise<unknown> {
    clearInterval(this.#timer);
    return this.#next ?? this.#running ?? Promise.resolve();
  }

  /**
   * Runs the due deliveries once the caller's writes commit (at once outside a request's transaction), so
   * the claim sees them and runs on the database, never inside the request's transaction.
   */
  kick(): void {
    afterCommit(() => {
      void this.runDue().catch((error: unknown) =>
        this.ctx.log.warn({ err: error }, 'webhook delivery failed'),
      );
    });
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
    for (;;) {
      const claimed = await this.#claim();
      if (claimed.length === 0) return attempted;
      const queue = [...claimed];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          await this.#attempt(next, await this.#secretsOf(next.delivery.businessId));
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
      attempted += claimed.length;
    }
  }

  /** The business's signing secrets, kept for a few seconds: one read per business, not per delivery. */
  #secretsOf(businessId: string): Promise<Secrets> {
    // The app's clock, like the secrets' own expiry: a replaced secret never signs past its end for long.
    const now = this.ctx.now().getTime();
    const cached = this.#secrets.get(businessId);
    if (cached && cached.until > now) return cached.secrets;
    const secrets = signingSecrets(this.ctx, businessId);
    this.#secrets.set(businessId, { until: now + SECRETS_TTL_MS, secrets });
    secrets.catch(() => this.#secrets.delete(businessId));
    return secrets;
  }

  /** A regeneration signs the next delivery from this process with the new secret. */
  forgetSecrets(businessId: string): void {
    this.#secrets.delete(businessId);
    // Again on commit: a delivery that loaded the old secrets meanwhile does not keep them.
    afterCommit(() => this.#secrets.delete(businessId));
  }

  /**
   * Claims the next due deliveries of enabled endpoints, with their messages and endpoints' health, in one
   * statement: it moves their next attempt past the timeout, so a second dispatcher (another process)
   * skips them, and a crash mid-attempt leaves the claim to lapse, after which they are attempted again.
   */
  async #claim(): Promise<Claimed[]> {
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
    const rows = await this.ctx.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + 2 * this.timeoutMs) })
      .from(webhookMessages)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.businessId, webhookMessages.businessId))
      .where(
        and(
          eq(webhookMessages.id, webhookDeliveries.messageId),
          inArray(webhookDeliveries.id, due),
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
        ),
      )
      .returning({
        id: webhookDeliveries.id,
        businessId: webhookDeliveries.businessId,
        url: webhookDeliveries.url,
        attempts: webhookDeliveries.attempts,
        messageId: webhookMessages.id,
        body: webhookMessages.body,
        failingSince: webhookEndpoints.failingSince,
        disabledNoticeAt: webhookEndpoints.disabledNoticeAt,
      });
    // One health per endpoint, shared by its deliveries in the batch and kept current by their outcomes.
    const health = new Map<string, EndpointHealth>();
    return rows.map(({ messageId, body, failingSince, disabledNoticeAt, ...delivery }) => {
      let endpoint = health.get(delivery.businessId);
      if (!endpoint) {
        endpoint = { failingSince, disabledNoticeAt };
        health.set(delivery.businessId, endpoint);
      }
      return { delivery, message: { id: messageId, body }, health: endpoint };
    });
  }

  async #attempt({ delivery, message, health }: Claimed, secrets: Secrets): Promise<void> {
    const { ctx } = this;
    const started = performance.now();
    let statusCode: number | null = null;
    let excerpt: string;
    try {
      const sentAt = ctx.now();
      const signature = secrets
        .map((secret) => new Webhook(secret.secret).sign(message.id, sentAt, message.body))
        .join(' ');
      const answer = await postWebhook(
        delivery.url,
        {
          'content-type': 'application/json',
          'user-agent': 'Verity-Webhooks/1',
          'webhook-id': message.id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        message.body,
        // In production the address is checked again at every attempt, as the connection resolves it.
        { timeoutMs: this.timeoutMs, production: ctx.config.nodeEnv === 'production' },
      );
      statusCode = answer.statusCode;
      excerpt = answer.excerpt;
    } catch (error) {
      excerpt =
        error instanceof Error
          ? `${error.name}: ${error.message}`.slice(0, EXCERPT_CHARS)
          : 'Delivery failed';
    }
    await this.#log.record({
      delivery,
      statusCode,
      excerpt,
      durationMs: Math.round(performance.now() - started),
      health,
    });
  }
}
