/**
 * `Idempotency-Key` (api-conventions.md): the first answer to a key is stored with the work it describes,
 * in the same transaction, and a retry with that key gets it back — charged once, whichever request wins.
 */

import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { idempotencyKeys } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

export interface StoredAnswer<T> {
  statusCode: number;
  body: T;
}

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 255)
    throw new AppError('ValidationError', 'The Idempotency-Key header should be 1 to 255 characters');
  return key;
}

export async function replayAnswer<T>(
  ctx: AppContext,
  businessId: string,
  key: string,
): Promise<StoredAnswer<T> | null> {
  const [stored] = await ctx.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.businessId, businessId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return stored ? { statusCode: stored.statusCode, body: stored.response as T } : null;
}

export async function rememberAnswer(
  tx: Tx,
  businessId: string,
  key: string,
  answer: StoredAnswer<unknown>,
): Promise<void> {
  await tx
    .insert(idempotencyKeys)
    .values({ businessId, key, statusCode: answer.statusCode, response: answer.body });
}

/**
 * Runs the storing transaction; when a concurrent request with the same key stored first (unique
 * violation), answers what that one answered instead of failing.
 */
export async function storeOnce<T>(
  ctx: AppContext,
  businessId: string,
  key: string | undefined,
  store: () => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  try {
    return await store();
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const previous = await replayAnswer<T>(ctx, businessId, key);
      if (previous) return previous;
    }
    throw error;
  }
}
