/**
 * The one pipeline every charged verification runs through (identity checks, screenings, company checks,
 * credit reports...):
 *   idempotent replay → the module's preconditions → provider for the environment (503 when live has none)
 *   → price (sandbox is free) → (live) balance pre-check (402, nothing stored) → the provider
 *   → one statement (in a transaction when it charges or has a key): debit the wallet with its ledger row,
 *   store the record and whatever else the module writes, the route's audit row, the webhook, and the answer
 *   under the Idempotency-Key; then the business's cached
 *   history pages are dropped (history-cache.ts).
 * An unavailable provider answers 503 and charges nothing; a module may keep a free failed record of it.
 * A module supplies only what differs: how to ask, what to store, how to present it.
 */
import type { SuccessEnvelope, WebhookEventType } from '@verity/client';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { runWrites, type Write } from '../../db/one-statement.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { newId } from '../../lib/ids.js';
import type { AuditInTransaction } from '../audit/audit-hook.js';
import {
  type IdempotencyKey,
  rememberAnswer,
  replayAnswer,
  type StoredAnswer,
  storeOnce,
} from '../billing/idempotent-answers.js';
import { assertCanPay, debitWallet, type Price, priceOf } from '../billing/wallet-charges.js';
import { webhookWrites } from '../developer/webhook-outbox.js';
import {
  type Environment,
  ProviderNotConfiguredError,
  type ProviderPair,
  ProviderUnavailableError,
  providerFor,
} from './providers.js';

/** What a module stores for one charged check: the record, written inside the charging transaction. */
export interface StoredRecord<Presented> {
  /** The record's id: the ledger row's reference. */
  id: string;
  /** The record's writes (and anything that goes with it), run in the check's one statement. */
  writes(db: DbOrTx): Write[];
  /** The answer's data and its success message. */
  present(): { data: Presented; message: string };
}

export interface ChargedCheck<Provider, Answer, Presented> {
  businessId: string;
  /** Which provider answers and whether it costs anything. */
  environment: Environment;
  /** The currency a free sandbox check is priced in. */
  currency: string;
  /** The key in `check_prices` (see priceKey). */
  priceKey: string;
  /** The wallet ledger row's description. */
  ledgerDescription: string;
  providers: ProviderPair<Provider>;
  /**
   * Asks the provider (or, for a check answered on this server, ignores it). Throws
   * ProviderUnavailableError when it cannot answer.
   */
  ask(provider: Provider | undefined): Promise<Answer>;
  /** The record of a successful answer, priced. */
  record(answer: Answer, price: Price): StoredRecord<Presented>;
  /**
   * Keeps a free record of a check the provider could not answer; its id travels with the 503. Modules
   * that keep none leave it out.
   */
  recordUnavailable?(error: ProviderUnavailableError, price: Price): Promise<{ id: string }>;
  /** True when `ask` needs no provider (answered on this server): no 503 for a missing live adapter. */
  answeredHere?: boolean;
  /** The webhook event the stored record sends (its data: the record as the answer presents it). */
  event?: WebhookEventType;
}

export type ChargedOutcome<Presented> = StoredAnswer<SuccessEnvelope<Presented>>;

/** The columns a stored check's price sets: a new id (the ledger row's reference), its cost, its time. */
export function pricedRecord(ctx: AppContext, price: Price) {
  return { id: newId(), costAmount: price.amount, currency: price.currency, createdAt: ctx.now() };
}

/** A check its provider could not answer is kept failed, for the provider's reason, and costs nothing. */
export function failedRecord(ctx: AppContext, error: ProviderUnavailableError, price: Price) {
  const free = pricedRecord(ctx, { amount: 0, currency: price.currency });
  return { ...free, status: 'failed' as const, failureReason: error.message };
}

/** The price key of a module's check: one format everywhere (`ng:nin`, `company:ng:tin`...). */
export function priceKey(...parts: string[]): string {
  return parts.join(':');
}

/**
 * Runs one charged check. `prepare` runs after the replay, so a retry gets its first answer even when the
 * module's preconditions (the record to screen still kept, say) no longer hold; it throws the module's
 * 4xx when they do not.
 */
export async function runChargedCheck<Provider, Answer, Presented>(
  ctx: AppContext,
  request: { idempotencyKey?: IdempotencyKey | undefined; audit?: AuditInTransaction | undefined },
  prepare: () =>
    | ChargedCheck<Provider, Answer, Presented>
    | Promise<ChargedCheck<Provider, Answer, Presented>>,
): Promise<ChargedOutcome<Presented>> {
  const { idempotencyKey, audit } = request;
  const previous = await replayAnswer<SuccessEnvelope<Presented>>(ctx, idempotencyKey);
  if (previous) return previous;
  const check = await prepare();

  const live = check.environment === 'live';
  // The price first: it also says whether the business may run live checks at all (activation).
  const price = live
    ? await priceOf(ctx, check.priceKey, check.businessId)
    : { amount: 0, currency: check.currency };
  const provider = providerFor(check.providers, check.environment);
  if (!provider && !check.answeredHere)
    throw new AppError('ServiceUnavailableError', new ProviderNotConfiguredError().message);
  if (live) await assertCanPay(ctx, check.businessId, price);

  let answer: Answer;
  try {
    answer = await check.ask(provider);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    const failed = await check.recordUnavailable?.(error, price);
    if (failed) ctx.historyCache.changed(check.businessId);
    throw new AppError('ServiceUnavailableError', error.message, failed ? { data: { id: failed.id } } : {});
  }

  const record = check.record(answer, price);
  const presented = record.present();
  const body = ok(presented.data, presented.message);
  return storeOnce(ctx, idempotencyKey, async () => {
    const outcome = { statusCode: 200, body };
    // Everything the check writes is one statement (db/one-statement.ts). A debit (whose balance decides)
    // and an Idempotency-Key (an expired record of it gives way first) each need a statement before it, so
    // then they share a transaction; a free check without a key is that one statement alone.
    const commit = async (db: DbOrTx): Promise<number> => {
      await rememberAnswer(ctx, db, idempotencyKey, outcome);
      const debit = await debitWallet(ctx, db, {
        businessId: check.businessId,
        price,
        description: check.ledgerDescription,
        reference: record.id,
      });
      const event = check.event
        ? webhookWrites(ctx, {
            businessId: check.businessId,
            environment: check.environment,
            type: check.event,
            data: presented.data,
          }).writes
        : [];
      return runWrites(db, [
        ...debit,
        ...record.writes(db),
        ...(audit ? [audit.write(db, record.id)] : []),
        ...event,
      ]);
    };
    const queued =
      price.amount > 0 || idempotencyKey ? await ctx.db.transaction(commit) : await commit(ctx.db);
    audit?.committed();
    ctx.historyCache.changed(check.businessId);
    if (queued > 0) ctx.webhooks.kick();
    return outcome;
  });
}
