/**
 * `Idempotency-Key`, as Stripe does it: a key belongs to one caller (business and
 * user) and remembers the request it first came with (method, path and a hash of the body). A retry of
 * that request gets the first answer back — charged once, whichever concurrent request wins — while the
 * same key with another request answers 409, so a reused key can never hand out someone else's answer.
 * Keys expire after 24 hours; the first answer is stored in the same transaction as the work.
 */
import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { idempotencyKeys } from './billing-tables.js';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used with a different request';

export interface StoredAnswer<T> {
  statusCode: number;
  body: T;
}

/** A key as sent, with whose it is and what request it stands for. */
export interface IdempotencyKey {
  businessId: string;
  userId: string;
  key: string;
  method: string;
  path: string;
  /** SHA-256 of the validated body, so a changed body under the same key is caught. */
  requestHash: string;
}

/** The request's `Idempotency-Key`, bound to the signed-in caller and the request; undefined without one. */
export function idempotencyKeyOf(request: FastifyRequest, auth: AuthContext): IdempotencyKey | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 255 || !/^[\x20-\x7e]+$/.test(key))
    throw new AppError(
      'ValidationError',
      'The Idempotency-Key header should be 1 to 255 printable ASCII characters',
    );
  return {
    businessId: auth.business.id,
    userId: auth.user.id,
    key,
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    requestHash: createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex'),
  };
}

/** A key the server makes for work it must do once (a vForm response's checks), not sent by a caller. */
export function serverIdempotencyKey(businessId: string, userId: string, key: string): IdempotencyKey {
  return { businessId, userId, key, method: 'SERVER', path: key, requestHash: '' };
}

function ownKey(key: IdempotencyKey) {
  return and(
    eq(idempotencyKeys.businessId, key.businessId),
    eq(idempotencyKeys.userId, key.userId),
    eq(idempotencyKeys.key, key.key),
  );
}

/** The stored answer for this key and request; 409 when the key came with another request. */
export async function replayAnswer<T>(
  ctx: AppContext,
  key: IdempotencyKey | undefined,
): Promise<StoredAnswer<T> | null> {
  if (!key) return null;
  const [stored] = await ctx.db.select().from(idempotencyKeys).where(ownKey(key)).limit(1);
  if (!stored || stored.createdAt.getTime() <= ctx.now().getTime() - IDEMPOTENCY_KEY_TTL_MS) return null;
  if (stored.method !== key.method || stored.path !== key.path || stored.requestHash !== key.requestHash)
    throw new AppError('ConflictError', IDEMPOTENCY_KEY_REUSED, { code: 'idempotency_conflict' });
  return { statusCode: stored.statusCode, body: stored.response as T };
}

/** Stores the first answer inside the work's transaction; an expired record of the key gives way. */
export async function rememberAnswer(
  ctx: AppContext,
  tx: DbOrTx,
  key: IdempotencyKey | undefined,
  answer: StoredAnswer<unknown>,
): Promise<void> {
  if (!key) return;
  const expiredBefore = new Date(ctx.now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
  await tx.delete(idempotencyKeys).where(and(ownKey(key), lte(idempotencyKeys.createdAt, expiredBefore)));
  await tx.insert(idempotencyKeys).values({
    businessId: key.businessId,
    userId: key.userId,
    key: key.key,
    method: key.method,
    path: key.path,
    requestHash: key.requestHash,
    statusCode: answer.statusCode,
    response: answer.body,
    createdAt: ctx.now(),
  });
}

/**
 * Runs the storing transaction; when a concurrent request with the same key stored first (unique
 * violation), answers what that one answered instead of failing (or 409 if it was another request).
 */
export async function storeOnce<T>(
  ctx: AppContext,
  key: IdempotencyKey | undefined,
  store: () => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  try {
    return await store();
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const previous = await replayAnswer<T>(ctx, key);
      if (previous) return previous;
    }
    throw error;
  }
}

/** Drops keys past their 24 hours; they answer nothing any more (see replayAnswer). */
export async function pruneExpiredKeys(ctx: Pick<AppContext, 'db' | 'now'>): Promise<void> {
  const expiredBefore = new Date(ctx.now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
  await ctx.db.delete(idempotencyKeys).where(lte(idempotencyKeys.createdAt, expiredBefore));
}
