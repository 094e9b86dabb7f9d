/**
 * The self-hosted captcha (altcha proof of work). A challenge is signed with a key derived from SECRET_KEY
 * and bound to one template; it expires after ten minutes (by the app's clock, so tests can move time);
 * a solved challenge is good for one submission, recorded in `captcha_solutions` by its signature.
 */
import { hkdfSync } from 'node:crypto';
import type { TVFormCaptchaChallenge } from '@verity/client';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/app-error.js';
import { captchaSolutions } from './vforms-tables.js';

/** Small enough that a phone solves it in well under a second, large enough to slow a script down. */
const MAX_NUMBER = 50_000;
const TTL_MS = 10 * 60 * 1000;

export const CAPTCHA_REQUIRED = 'Complete the captcha to submit';
export const CAPTCHA_INVALID = 'The captcha is not valid, try again';

const keys = new Map<string, string>();
function hmacKey(secretKey: string): string {
  let key = keys.get(secretKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretKey, 'verity', 'vform-captcha', 32)).toString('hex');
    keys.set(secretKey, key);
  }
  return key;
}

export async function createCaptchaChallenge(
  ctx: AppContext,
  templateId: string,
): Promise<TVFormCaptchaChallenge> {
  const challenge = await createChallenge({
    hmacKey: hmacKey(ctx.config.secretKey),
    maxNumber: MAX_NUMBER,
    expires: new Date(ctx.now().getTime() + TTL_MS),
    params: { template: templateId },
  });
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber ?? MAX_NUMBER,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

export interface SolvedCaptcha {
  signature: string;
  expiresAt: Date;
}

function decode(payload: string): { signature: string; salt: string } | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { signature, salt } = parsed as { signature?: unknown; salt?: unknown };
    return typeof signature === 'string' && typeof salt === 'string' ? { signature, salt } : null;
  } catch {
    return null;
  }
}

/** Checks a solved payload for this template; throws 400 when it is missing, wrong or expired. */
export async function checkCaptcha(
  ctx: AppContext,
  templateId: string,
  payload: string | undefined,
): Promise<SolvedCaptcha> {
  const invalid = () => badRequest(CAPTCHA_INVALID, { captcha: CAPTCHA_INVALID });
  if (payload === undefined || payload.trim() === '')
    throw badRequest(CAPTCHA_REQUIRED, { captcha: CAPTCHA_REQUIRED });
  const decoded = decode(payload);
  if (!decoded) throw invalid();
  let valid = false;
  try {
    // Expiry is checked below against the app's clock rather than the library's Date.now().
    valid = await verifySolution(payload, hmacKey(ctx.config.secretKey), false);
  } catch {
    valid = false;
  }
  if (!valid) throw invalid();
  const params = extractParams(payload);
  const expires = Number(params.expires) * 1000;
  if (params.template !== templateId || !Number.isFinite(expires) || expires <= ctx.now().getTime())
    throw invalid();
  return { signature: decoded.signature, expiresAt: new Date(expires) };
}

/** Marks a solution spent; a second use (a replay, or a concurrent double submit) is refused. */
export async function spendCaptcha(ctx: AppContext, solved: SolvedCaptcha): Promise<void> {
  await ctx.db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, ctx.now()));
  const inserted = await ctx.db
    .insert(captchaSolutions)
    .values(solved)
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  if (inserted.length === 0) throw badRequest(CAPTCHA_INVALID, { captcha: CAPTCHA_INVALID });
}

/** Gives a spent solution back when the submission it paid for was refused (nothing was stored). */
export async function releaseCaptcha(ctx: AppContext, solved: SolvedCaptcha): Promise<void> {
  await ctx.db.delete(captchaSolutions).where(eq(captchaSolutions.signature, solved.signature));
}
