/**
 * Single-use secrets: issued with a lifetime, stored as a keyed hash, consumed atomically (the UPDATE
 * that marks one used is the check, so two concurrent uses cannot both succeed).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { randomToken } from '../../lib/secrets.js';
import { oneTimeTokens } from './auth-tables.js';

export type TokenPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

export const tokenLifetimes = {
  login_challenge: 5 * 60 * 1000,
  two_factor_login: 10 * 60 * 1000,
  two_factor_code: 10 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  phone_verification: 10 * 60 * 1000,
} as const satisfies Record<TokenPurpose, number>;

/** Short numeric codes: bound to their user in the hash, so equal codes of two users never meet. */
const SHORT_CODES: ReadonlySet<TokenPurpose> = new Set(['two_factor_code', 'phone_verification']);

function hashFor(ctx: AppContext, purpose: TokenPurpose, token: string, userId?: string | null): string {
  return ctx.secrets.hashToken(purpose, SHORT_CODES.has(purpose) ? `${userId ?? ''}:${token}` : token);
}

export async function issueToken(
  ctx: AppContext,
  db: DbOrTx,
  input: { purpose: TokenPurpose; email?: string | null; userId?: string | null; token?: string },
): Promise<string> {
  const token = input.token ?? randomToken();
  const now = ctx.now();
  await db.insert(oneTimeTokens).values({
    id: newId(),
    purpose: input.purpose,
    tokenHash: hashFor(ctx, input.purpose, token, input.userId),
    email: input.email ?? null,
    userId: input.userId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + tokenLifetimes[input.purpose]),
  });
  return token;
}

function liveToken(ctx: AppContext, purpose: TokenPurpose, token: string, userId?: string | null) {
  return and(
    eq(oneTimeTokens.purpose, purpose),
    eq(oneTimeTokens.tokenHash, hashFor(ctx, purpose, token, userId)),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, ctx.now()),
    userId ? eq(oneTimeTokens.userId, userId) : undefined,
  );
}

/** Marks the token used and returns it, or null when it is unknown, used, expired or another user's. */
export async function consumeToken(
  ctx: AppContext,
  db: DbOrTx,
  purpose: TokenPurpose,
  token: string,
  userId?: string | null,
): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: ctx.now() })
    .where(liveToken(ctx, purpose, token, userId))
    .returning();
  return row ?? null;
}

/** The token if it could still be consumed, without consuming it. */
export async function peekToken(
  ctx: AppContext,
  db: DbOrTx,
  purpose: TokenPurpose,
  token: string,
): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(liveToken(ctx, purpose, token))
    .limit(1);
  return row ?? null;
}

/** Voids a user's outstanding tokens of one purpose (a new code replaces the old one). */
export async function revokeTokens(
  ctx: AppContext,
  db: DbOrTx,
  purpose: TokenPurpose,
  userId: string,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: ctx.now() })
    .where(
      and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)),
    );
}
