/**
 * Sessions are HS256 JWTs naming a stored session row; logout revokes the row, so a token stops
 * working at once even though it has not expired.
 */

import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { sessions } from './auth-tables.js';

export interface SessionClaims {
  userId: string;
  sessionId: string;
  /** The token's own expiry (`exp`). */
  expiresAt: Date;
}

export async function createSession(
  ctx: AppContext,
  db: DbOrTx,
  userId: string,
  request: FastifyRequest,
): Promise<string> {
  const id = newId();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.sessionTtlHours * 3600 * 1000);
  await db.insert(sessions).values({
    id,
    userId,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    createdAt: now,
    expiresAt,
  });
  return new SignJWT({ sid: id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .setIssuer('verity')
    .sign(ctx.secrets.jwtKey);
}

/** The claims of a well-signed, unexpired token, or null. The session row is checked by the caller. */
export async function readSessionToken(ctx: AppContext, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.secrets.jwtKey, {
      issuer: 'verity',
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || payload.exp === undefined)
      return null;
    return { userId: payload.sub, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export async function revokeSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.update(sessions).set({ revokedAt: ctx.now() }).where(eq(sessions.id, sessionId));
  ctx.authCache.forgetSession(sessionId);
}

/**
 * Ends every open session of a user (but `keep`, the caller's own, when given) through `db`: pass the
 * transaction of the change that requires it. The caller forgets the user in the auth cache after commit.
 */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  keep?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    );
}
