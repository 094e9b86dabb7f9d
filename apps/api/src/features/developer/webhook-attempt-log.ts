/**
 * Recording webhook attempts: each attempt's row in the delivery log, its delivery's next state
 * (succeeded, retried on the schedule, or failed after the last attempt) and its endpoint's health, written
 * by group commit: attempts that finish while a write is in progress go together in the next transaction,
 * so under load many cost one commit, and alone each is written at once. `record` resolves once the
 * attempt is committed.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { businesses, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { businessContactEmail } from '../auth/authenticate.js';
import { templates } from '../outbox/templates.js';

/** Delay before each attempt: immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (Svix). */
export const RETRY_SCHEDULE_MS = [
  0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
];
/** An endpoint whose every attempt has failed for this long is disabled, and its owner told (Svix). */
export const DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;

/** What recording an attempt needs of its delivery. */
export type Delivery = Pick<typeof webhookDeliveries.$inferSelect, 'id' | 'businessId' | 'url' | 'attempts'>;

/** What the dispatcher knows of an endpoint's health during a run, kept current by its own attempts. */
export interface EndpointHealth {
  failingSince: Date | null;
  disabledNoticeAt: Date | null;
}

export interface AttemptOutcome {
  delivery: Delivery;
  /** Null when no answer came (a timeout, a refused connection). */
  statusCode: number | null;
  excerpt: string;
  durationMs: number;
  health: EndpointHealth;
}

/** Where endpoint notices go: the business's contact, its first owner. */
async function ownerEmail(tx: DbOrTx, businessId: string): Promise<string | null> {
  const [row] = await tx
    .select({ to: businessContactEmail(sql`${businessId}`) })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.to ?? null;
}

/** Outcomes written together in one transaction, and what their `record` calls wait for. */
interface Batch {
  outcomes: AttemptOutcome[];
  written: Promise<void>;
  settle(error?: unknown): void;
}

function newBatch(): Batch {
  let settle: Batch['settle'] = () => {};
  const written = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  return { outcomes: [], written, settle };
}

export class AttemptLog {
  /** The batch the next outcome joins: written once the one being written has committed. */
  #next: Batch | undefined;
  #writing = false;

  constructor(private readonly ctx: Omit<AppContext, 'webhooks'>) {}

  /**
   * Resolves once this outcome's batch has committed, not when the log is empty: under steady load the
   * dispatcher frees the attempt's slot as soon as its own row is written.
   */
  record(outcome: AttemptOutcome): Promise<void> {
    this.#next ??= newBatch();
    this.#next.outcomes.push(outcome);
    const { written } = this.#next;
    if (!this.#writing) void this.#drain();
    return written;
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    for (let batch = this.#next; batch; batch = this.#next) {
      this.#next = undefined;
      try {
        await this.#write(batch.outcomes);
        batch.settle();
      } catch (error) {
        // Unwritten attempts keep their claim until it lapses, then are attempted again.
        batch.settle(error);
      }
    }
    // Cleared in the same turn as the last empty check: a record() after this starts a new drain.
    this.#writing = false;
  }

  async #write(batch: AttemptOutcome[]): Promise<void> {
    const { ctx } = this;
    const now = ctx.now();
    const states = batch.map((outcome) => {
      const succeeded = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
      const attempts = outcome.delivery.attempts + 1;
      const retryIn = RETRY_SCHEDULE_MS[attempts];
      return {
        outcome,
        succeeded,
        values: sql`(${outcome.delivery.id}, ${newId()}, ${attempts}::int,
          ${succeeded ? 'succeeded' : retryIn === undefined ? 'failed' : 'pending'},
          ${succeeded || retryIn === undefined ? null : new Date(now.getTime() + retryIn).toISOString()}::timestamptz,
          ${outcome.statusCode}::int, ${outcome.excerpt}, ${outcome.durationMs}::int)`,
      };
    });
    // The attempts' rows and their deliveries' new state in one statement (atomic on its own).
    const write = (db: DbOrTx) =>
      db.execute(sql`with v(id, attempt_id, attempts, status, next, status_code, excerpt, duration_ms) as (
          values ${sql.join(
            states.map((state) => state.values),
            sql`, `,
          )}
        ), updated as (
          update ${webhookDeliveries} as d
          set attempts = v.attempts, status = v.status, next_attempt_at = v.next
          from v where d.id = v.id
        )
        insert into ${webhookAttempts} (id, delivery_id, status_code, excerpt, duration_ms, created_at)
        select attempt_id, id, status_code, excerpt, duration_ms, ${now.toISOString()}::timestamptz from v`);
    // Healthy endpoints that answered: nothing else to write. Otherwise every outcome's health, in order
    // (a success after a failure ends the failing period), in the same transaction.
    const healthy = states.every(
      (state) =>
        state.succeeded && !state.outcome.health.failingSince && !state.outcome.health.disabledNoticeAt,
    );
    if (healthy) {
      await write(ctx.db);
      return;
    }
    await ctx.db.transaction(async (tx) => {
      await write(tx);
      for (const state of states) await this.#recordHealth(tx, state.outcome, state.succeeded);
    });
  }

  /**
   * The endpoint's health, in the attempt's transaction: a failure starts (or continues) its failing
   * period, and one five days old disables it and mails the owner; a success ends the period, and after a
   * disabling it mails the recovered notice.
   */
  async #recordHealth(tx: DbOrTx, outcome: AttemptOutcome, succeeded: boolean): Promise<void> {
    const { ctx } = this;
    const { delivery, health } = outcome;
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
