/**
 * Delivering webhooks, Standard Webhooks style: `webhook-id` (the message id, the same on every
 * retry, so a receiver can drop a repeat), `webhook-timestamp`, and `webhook-signature` with one `v1,`
 * signature per secret in use (during a rotation, both). A 2xx within 15 seconds is a success; anything
 * else (a redirect too, a timeout, a refused connection) is a failure, retried on Svix's schedule. Every
 * attempt is logged. Due deliveries are picked by time from the database, so deliveries written before a
 * crash go out after the restart.
 *
 * Endpoints are independent: each has at most `ENDPOINT_CONCURRENCY` requests open, the process at most
 * `CONCURRENCY` attempts under way, and there is no batch to wait for. An attempt frees its endpoint's slot
 * when the answer (or the timeout) comes, and more due work is claimed at once; a claim takes nothing of an
 * endpoint whose slots are all taken. So a receiver that hangs holds its own slots until the timeout, and
 * every other endpoint's deliveries go on. Every attempt runs outside any transaction.
 */
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { afterCommit, outsideTransactions } from '../../db/request-transaction.js';
import { assertNoOpenTransaction, OpenTransactionError } from '../../db/transaction-guard.js';
import { AttemptLog, type Delivery, type EndpointHealth } from './webhook-attempt-log.js';
import { EXCERPT_CHARS, postWebhook } from './webhook-post.js';
import { signingSecrets } from './webhook-settings-routes.js';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from './webhook-tables.js';

export const TIMEOUT_MS = 15_000;
/** Attempts in flight to one endpoint at once: what a receiver that hangs can hold, and nothing more. */
export const ENDPOINT_CONCURRENCY = 4;
/** Attempts in flight in this process at once, across endpoints. */
export const CONCURRENCY = 64;
const POLL_MS = 1_000;
/**
 * Claims start at most this often: under load, the slots freed and the events written meanwhile go into
 * one claim (one statement) instead of one each; an event on a quiet dispatcher is claimed at once.
 */
const CLAIM_GAP_MS = 5;

type Secrets = Awaited<ReturnType<typeof signingSecrets>>;
/** How long a business's signing secrets are reused before they are read again. */
const SECRETS_TTL_MS = 5_000;

/** A time as either driver answers a raw query's timestamptz (a Date, or its text), or null. */
const ZTime = z.preprocess(
  (value) => (typeof value === 'string' ? new Date(value) : value),
  z.date().nullable(),
);
const ZClaimedRows = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      business_id: z.string(),
      url: z.string(),
      attempts: z.coerce.number(),
      message_id: z.string(),
      body: z.string(),
      failing_since: ZTime,
      disabled_notice_at: ZTime,
    }),
  ),
});

/** A claimed delivery, with its message and its endpoint's health. */
interface Claimed {
  delivery: Delivery;
  message: { id: string; body: string };
  health: EndpointHealth;
}

/**
 * An endpoint with attempts of this process under way: how many requests are open to it (its slots
 * taken, freed when the answer or the timeout comes), how many attempts are not yet recorded, and its
 * health, shared by those attempts and kept current by their outcomes.
 */
interface Busy {
  sending: number;
  unrecorded: number;
  health: EndpointHealth;
  /** The last claim gave it every slot it had free: more may be due, so a freed slot claims again. */
  backlog: boolean;
}

/** Told when the dispatcher has nothing due left and nothing in flight (runDue, stop). */
interface IdleWaiter {
  /** A runDue: claims go on for it even while stopped. */
  claims: boolean;
  resolve(): void;
  reject(error: unknown): void;
}

export class WebhookDispatcher {
  #timer: NodeJS.Timeout | undefined;
  /** Set by stop(): no new claims until start(), but for a runDue's. */
  #stopped = false;
  /** Endpoints (by business: one endpoint each) with attempts in flight. */
  readonly #busy = new Map<string, Busy>();
  /** Attempts started and not yet recorded (at most `CONCURRENCY`). */
  #active = 0;
  /** Those attempts by delivery, for a deliverNow whose delivery a claim of the pump took first. */
  readonly #running = new Map<string, Promise<void>>();
  /** Attempts made since the dispatcher was made (runDue answers how many it waited for). */
  #attempted = 0;
  /** The claim running now: one at a time, and a pump asked for meanwhile claims again after it. */
  #claiming: Promise<void> | undefined;
  #claimAgain = false;
  /** When the last claim started, and the timer that starts the next one once the gap has passed. */
  #lastClaimAt = Number.NEGATIVE_INFINITY;
  #nextClaim: NodeJS.Timeout | undefined;
  /** The last claim filled the room: more may be due, so any attempt that ends claims again. */
  #starved = false;
  #idle: IdleWaiter[] = [];
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
    this.#stopped = false;
    clearInterval(this.#timer);
    this.#timer = setInterval(() => this.kick(), POLL_MS);
    this.#timer.unref();
  }

  /** Stops polling and claiming; resolves once the attempts in flight are recorded. */
  stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#stopped = true;
    return new Promise((resolve) => {
      this.#idle.push({ claims: false, resolve, reject: () => resolve() });
      this.#settle();
    });
  }

  /**
   * Claims due deliveries once the caller's writes commit (at once outside a request's transaction), so
   * the claim sees them; the attempts run outside every transaction.
   */
  kick(): void {
    afterCommit(() => outsideTransactions(() => this.#pump()));
  }

  /**
   * Attempts every delivery due by the app's clock, and resolves, with how many attempts were made, once
   * none is due and none is in flight. A claim that was running at the call is followed by another, so a
   * delivery committed just before the call is never left for the next poll. Never call it inside a
   * transaction: the attempts would hold it across the network.
   */
  runDue(): Promise<number> {
    assertNoOpenTransaction('Waiting for webhook deliveries');
    const before = this.#attempted;
    return new Promise<void>((resolve, reject) => {
      this.#idle.push({ claims: true, resolve, reject });
      outsideTransactions(() => this.#pump());
    }).then(() => this.#attempted - before);
  }

  /**
   * Attempts one delivery now, for a person waiting for its outcome (the settings page's test event, a
   * replay), and resolves once its attempt is recorded: within the delivery timeout. It does not wait for
   * a slot of its endpoint (it is one delivery, asked for by hand). Resolves at once when the delivery
   * cannot be attempted (its endpoint is disabled) or another process took it.
   */
  async deliverNow(deliveryId: string): Promise<void> {
    assertNoOpenTransaction('A webhook delivery');
    const [claimed] = await outsideTransactions(() => this.#claim({ deliveryId }));
    if (claimed) return outsideTransactions(() => this.#run(claimed));
    // Taken by this dispatcher's own claim (a poll's, just now): its attempt is the one to wait for.
    await this.#claiming;
    await this.#running.get(deliveryId);
  }

  /**
   * Claims what there is room for and starts it; claims again when asked meanwhile, or when the claim
   * filled the room (more may be due). With nothing claimed and nothing in flight, the idle waiters are
   * told. A claim is one statement on the database: an attempt that ends claims again only when more may
   * be due (its endpoint's backlog, a full room), not every time, so claims stay few under load.
   */
  #pump(): void {
    if (this.#claiming) {
      this.#claimAgain = true;
      return;
    }
    if (this.#nextClaim) return;
    const wait = this.#lastClaimAt + CLAIM_GAP_MS - performance.now();
    if (wait > 0) {
      this.#nextClaim = setTimeout(() => {
        this.#nextClaim = undefined;
        this.#pump();
      }, wait);
      return;
    }
    this.#claimAgain = false;
    const room = CONCURRENCY - this.#active;
    const claiming = !this.#stopped || this.#idle.some((waiter) => waiter.claims);
    if (!claiming || room <= 0) {
      // An attempt that ends pumps again.
      this.#settle();
      return;
    }
    this.#lastClaimAt = performance.now();
    const free = new Map([...this.#busy].map(([businessId, busy]) => [businessId, busy.sending]));
    this.#claiming = this.#claim({ limit: room, sending: free }).then(
      (claimed) => {
        const taken = new Map<string, number>();
        for (const next of claimed) {
          const { businessId } = next.delivery;
          taken.set(businessId, (taken.get(businessId) ?? 0) + 1);
          void this.#run(next);
        }
        for (const [businessId, busy] of this.#busy) {
          const slots = ENDPOINT_CONCURRENCY - (free.get(businessId) ?? 0);
          // An endpoint with no free slot was not asked: what it had left stands.
          if (slots > 0) busy.backlog = (taken.get(businessId) ?? 0) >= slots;
        }
        this.#starved = claimed.length === room;
        this.#claiming = undefined;
        if (this.#claimAgain || this.#starved) this.#pump();
        else this.#settle();
      },
      (error: unknown) => {
        this.#claiming = undefined;
        this.#claimAgain = false;
        this.ctx.log.warn({ err: error }, 'webhook claim failed');
        this.#fail(error);
      },
    );
  }

  /** Tells the idle waiters when nothing is being claimed and nothing is in flight. */
  #settle(): void {
    if (this.#claiming || this.#nextClaim || this.#active > 0) return;
    for (const waiter of this.#idle.splice(0)) waiter.resolve();
  }

  #fail(error: unknown): void {
    for (const waiter of this.#idle.splice(0)) waiter.reject(error);
    this.#settle();
  }

  /** One attempt, from its claim to its record; its endpoint's slot is freed and more claimed after. */
  #run(claimed: Claimed): Promise<void> {
    const running = this.#attemptAndRecord(claimed).finally(() => this.#running.delete(claimed.delivery.id));
    this.#running.set(claimed.delivery.id, running);
    return running;
  }

  async #attemptAndRecord(claimed: Claimed): Promise<void> {
    const { businessId } = claimed.delivery;
    this.#active += 1;
    let busy = this.#busy.get(businessId);
    if (!busy) {
      busy = { sending: 0, unrecorded: 0, health: claimed.health, backlog: false };
      this.#busy.set(businessId, busy);
    }
    busy.sending += 1;
    busy.unrecorded += 1;
    const endpoint = busy;
    let sending = true;
    const freeSlot = () => {
      sending = false;
      endpoint.sending -= 1;
    };
    // The endpoint's slot is free once its answer (or the timeout) came: recording needs no slot of it,
    // and the claim cannot take this delivery again meanwhile (its next attempt is still in the future).
    const answered = () => {
      if (!sending) return;
      freeSlot();
      if (endpoint.backlog || this.#starved) this.#pump();
    };
    try {
      await this.#attempt(claimed, await this.#secretsOf(businessId), answered);
    } catch (error) {
      // Unrecorded, the delivery keeps its claim until it lapses, then is attempted again.
      this.ctx.log.warn({ err: error, deliveryId: claimed.delivery.id }, 'webhook attempt not recorded');
      this.#fail(error);
    } finally {
      this.#attempted += 1;
      this.#active -= 1;
      endpoint.unrecorded -= 1;
      if (endpoint.unrecorded === 0) this.#busy.delete(businessId);
      const slotFreedHere = sending;
      if (sending) freeSlot();
      // A runDue waits for nothing to be due: the last attempt to end looks once more.
      const confirmIdle = this.#active === 0 && this.#idle.some((waiter) => waiter.claims);
      if (this.#starved || (slotFreedHere && endpoint.backlog) || confirmIdle) this.#pump();
      else this.#settle();
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
   * Claims due deliveries of enabled endpoints, with their messages and endpoints' health, in one
   * statement: it moves their next attempt past the timeout, so a second dispatcher (another process)
   * skips them, and a crash mid-attempt leaves the claim to lapse, after which they are attempted again.
   * Each endpoint gives at most its free slots, oldest due first (one index probe per enabled endpoint:
   * a backlog of one endpoint is never scanned through to reach another's); the oldest of those are taken
   * up to `limit`. With `deliveryId`, that one delivery alone, whatever its endpoint's slots.
   */
  async #claim(
    which: { limit: number; sending: ReadonlyMap<string, number> } | { deliveryId: string },
  ): Promise<Claimed[]> {
    const now = this.ctx.now();
    const at = now.toISOString();
    const due =
      'deliveryId' in which
        ? sql`select delivery.id from ${webhookDeliveries} delivery
            join ${webhookEndpoints} endpoint on endpoint.business_id = delivery.business_id
            where delivery.id = ${which.deliveryId} and endpoint.disabled_at is null
              and delivery.status = 'pending' and delivery.next_attempt_at <= ${at}::timestamptz
            for update of delivery skip locked`
        : sql`select due.id from ${webhookEndpoints} endpoint
            cross join lateral (
              select delivery.id, delivery.next_attempt_at from ${webhookDeliveries} delivery
              where delivery.business_id = endpoint.business_id and delivery.status = 'pending'
                and delivery.next_attempt_at <= ${at}::timestamptz
              order by delivery.next_attempt_at
              limit greatest(${ENDPOINT_CONCURRENCY}::int
                - coalesce((${JSON.stringify(Object.fromEntries(which.sending))}::jsonb
                  ->> endpoint.business_id)::int, 0), 0)
              for update of delivery skip locked
            ) due
            where endpoint.disabled_at is null
            order by due.next_attempt_at
            limit ${which.limit}::int`;
    // The picked ids (at most `limit`, locked as still due and pending) as one array: the update then reads
    // just those rows by primary key, never every due delivery.
    const claimed = await this.ctx.db.execute(sql`update ${webhookDeliveries} as delivery
      set next_attempt_at = ${new Date(now.getTime() + 2 * this.timeoutMs).toISOString()}::timestamptz
      from ${webhookMessages} as message, ${webhookEndpoints} as endpoint
      where delivery.id = any(array(${due})) and message.id = delivery.message_id
        and endpoint.business_id = delivery.business_id
      returning delivery.id, delivery.business_id, delivery.url, delivery.attempts, message.id as message_id,
        message.body, endpoint.failing_since, endpoint.disabled_notice_at`);
    const rows = ZClaimedRows.parse(claimed).rows;
    // One health per endpoint: the one its attempts in flight keep current, else the one just read.
    const health = new Map<string, EndpointHealth>();
    return rows.map((row) => {
      const delivery = { id: row.id, businessId: row.business_id, url: row.url, attempts: row.attempts };
      let endpoint = this.#busy.get(delivery.businessId)?.health ?? health.get(delivery.businessId);
      if (!endpoint) {
        endpoint = { failingSince: row.failing_since, disabledNoticeAt: row.disabled_notice_at };
        health.set(delivery.businessId, endpoint);
      }
      return { delivery, message: { id: row.message_id, body: row.body }, health: endpoint };
    });
  }

  /** Sends the delivery, calls `answered` once the answer (or the failure) came, and records it. */
  async #attempt(
    { delivery, message, health }: Claimed,
    secrets: Secrets,
    answered: () => void,
  ): Promise<void> {
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
      // A bug of the caller's, not the receiver's: never logged as a failed delivery.
      if (error instanceof OpenTransactionError) throw error;
      excerpt =
        error instanceof Error
          ? `${error.name}: ${error.message}`.slice(0, EXCERPT_CHARS)
          : 'Delivery failed';
    }
    answered();
    await this.#log.record({
      delivery,
      statusCode,
      excerpt,
      durationMs: Math.round(performance.now() - started),
      health,
    });
  }
}
