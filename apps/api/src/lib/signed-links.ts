/**
 * Links that work without a token until they expire, presigned the way S3 does it:
 * `?expires=<unix seconds>&signature=<HMAC-SHA256 keyed from SECRET_KEY>`. The signature covers a purpose
 * (so a file link is never a report link), the subject (ids and the owning business) and the expiry.
 * Media files (features/media/file-links.ts) and module reports (verification-kit) sign with it.
 */
import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context.js';

type LinkContext = Pick<AppContext, 'secrets' | 'now'>;

export interface SignedLinkQuery {
  expires?: string | undefined;
  signature?: string | undefined;
}

function signatureOf(ctx: LinkContext, purpose: string, subject: string, expires: number): string {
  return ctx.secrets.hashToken(purpose, `${subject}:${expires}`);
}

/** The query string (without `?`) that signs `subject` for `purpose` until `expiresAt` (to the second). */
export function signLink(ctx: LinkContext, purpose: string, subject: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `expires=${expires}&signature=${signatureOf(ctx, purpose, subject, expires)}`;
}

/** True only for an unexpired signature this server made for this purpose and subject. */
export function isValidSignature(
  ctx: LinkContext,
  purpose: string,
  subject: string,
  query: SignedLinkQuery,
): boolean {
  if (query.expires === undefined || query.signature === undefined) return false;
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= ctx.now().getTime()) return false;
  const expected = Buffer.from(signatureOf(ctx, purpose, subject, expires));
  const given = Buffer.from(query.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
