/**
 * How often a business may have Verity mail a signing link. Each mail goes to an address the business
 * typed and asks, in Verity's name, to sign the service agreement of a company named as the business chose;
 * each send also renders a PDF. So:
 *
 * - the agreement waiting for a signee is not mailed to them again within an hour of their last mail
 *   (sent or reminded): one an hour, like the reminder;
 * - a business sends at most 5 agreements to one signee, and 10 in all, in any 24 hours.
 *
 * Every agreement sent is a row of `sla_signature_requests`, so the counts are read from there: they hold
 * across restarts and processes. The check runs before anything is rendered, and again under a
 * per-business lock held until the request's transaction commits with its new row, so two sends at once
 * are counted one after the other.
 */
import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { currentRequestTransaction } from '../../db/request-transaction.js';
import { AppError } from '../../http/app-error.js';
import { latestSignatureRequest, type SignatureRequestRow, signatureStatus } from './onboarding-profile.js';
import { slaSignatureRequests } from './onboarding-tables.js';

/** The least time between two signing mails to a signee about the same waiting agreement. */
export const SIGNING_MAIL_GAP_MS = 60 * 60 * 1000;
const WINDOW_MS = 24 * 60 * 60 * 1000;
export const signingMailLimits = { perSigneePerDay: 5, perBusinessPerDay: 10 } as const;

/** "42 minutes", "1 hour", "3 hours 5 minutes": when a refused mail can be sent. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours === 0) return plural(rest, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** The 429 the rate limiter answers too: the wait in `data.timeRemainingInSeconds` and Retry-After. */
function tooSoon(message: (wait: string) => string, liftsAt: number, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000));
  return new AppError('TooManyRequestsError', message(waitText(seconds)), {
    data: { timeRemainingInSeconds: seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/** The request's last mail to its signee: the link sent, or the latest reminder. */
function lastMailAt(request: SignatureRequestRow): number {
  return Math.max(request.createdAt.getTime(), request.lastRemindedAt?.getTime() ?? 0);
}

/** Throws the 429 for a reminder asked within an hour of the request's last reminder. */
export function assertReminderAllowed(request: SignatureRequestRow, now: Date): void {
  if (request.lastRemindedAt === null) return;
  const liftsAt = request.lastRemindedAt.getTime() + SIGNING_MAIL_GAP_MS;
  if (liftsAt > now.getTime())
    throw tooSoon(
      (wait) => `A reminder was sent less than an hour ago. You can send another in ${wait}`,
      liftsAt,
      now,
    );
}

/**
 * When the `limit`-th newest agreement of the last 24 hours matching `where` leaves the window, or null
 * when fewer than `limit` were sent.
 */
async function windowFullUntil(
  ctx: AppContext,
  businessId: string,
  where: SQL | undefined,
  limit: number,
  now: Date,
): Promise<number | null> {
  const t = slaSignatureRequests;
  const rows = await ctx.db
    .select({ createdAt: t.createdAt })
    .from(t)
    .where(and(eq(t.businessId, businessId), gt(t.createdAt, new Date(now.getTime() - WINDOW_MS)), where))
    .orderBy(desc(t.createdAt))
    .limit(limit);
  const oldest = rows[limit - 1];
  return oldest ? oldest.createdAt.getTime() + WINDOW_MS : null;
}

/**
 * Lets an agreement be mailed to `signeeEmail` now, or throws 429 saying when it can be. Call it twice:
 * before rendering (`locked: false`, so a refused send costs no PDF and holds no transaction while the PDF
 * renders), and again in the request's transaction that inserts the request's row (`locked: true`): the
 * lock taken then is held until that commits, so two sends at once are counted one after the other.
 */
export async function assertSigningMailAllowed(
  ctx: AppContext,
  businessId: string,
  signeeEmail: string,
  { locked }: { locked: boolean },
): Promise<void> {
  if (locked) {
    // Without a transaction the lock would end with this statement and two sends could both pass.
    if (!currentRequestTransaction())
      throw new Error('Signing mails are limited inside a request transaction');
    await ctx.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sla-signing-mail|${businessId}`}, 0))`,
    );
  }
  const now = ctx.now();

  const open = await latestSignatureRequest(ctx, businessId);
  if (open && open.signeeEmail === signeeEmail && signatureStatus(open, now) === 'pending') {
    const liftsAt = lastMailAt(open) + SIGNING_MAIL_GAP_MS;
    if (liftsAt > now.getTime())
      throw tooSoon(
        (wait) =>
          `The agreement was mailed to ${signeeEmail} less than an hour ago and is waiting for their signature. You can send it again in ${wait}`,
        liftsAt,
        now,
      );
  }

  const { perSigneePerDay, perBusinessPerDay } = signingMailLimits;
  const signeeFull = await windowFullUntil(
    ctx,
    businessId,
    eq(slaSignatureRequests.signeeEmail, signeeEmail),
    perSigneePerDay,
    now,
  );
  if (signeeFull !== null)
    throw tooSoon(
      (wait) =>
        `The agreement has been sent to ${signeeEmail} ${perSigneePerDay} times in the last 24 hours. You can send it to them again in ${wait}`,
      signeeFull,
      now,
    );
  const businessFull = await windowFullUntil(ctx, businessId, undefined, perBusinessPerDay, now);
  if (businessFull !== null)
    throw tooSoon(
      (wait) =>
        `The agreement has been sent ${perBusinessPerDay} times in the last 24 hours. You can send it again in ${wait}`,
      businessFull,
      now,
    );
}
