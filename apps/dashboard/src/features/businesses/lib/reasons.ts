/**
 * The reasons platform staff give when they decline or suspend a business (reasonsForDecline,
 * reasonsForSuspension): a few common ones to tick, and one of their own words. The owner is mailed them, so
 * they are sentences. The API's rules (ZDeclineRequest, ZSuspendRequest: one to ten reasons of at most 500
 * characters) are checked here first, so the dialog can say what is wrong.
 */
import { ZDeclineRequest } from '@verity/client';
import { z } from 'zod';

export type ReasonKind = 'decline' | 'suspend';

export const commonReasons: Readonly<Record<ReasonKind, readonly string[]>> = {
  decline: [
    'The documents are unreadable or incomplete',
    'The registration number does not match the company name',
    'The utility bill is older than three months',
    "The director's ID is missing or has expired",
  ],
  suspend: [
    'Unpaid invoices',
    'Suspected fraudulent activity',
    'A breach of the service agreement',
    'Requested by the business',
  ],
};

export const OTHER_REASON_MAX = 500;
export const NO_REASON_MESSAGE = 'Choose at least one reason, or write your own';

/** The reasons to send: the ticked ones in the list's order, then the one written (trimmed), no repeats. */
export function collectReasons(kind: ReasonKind, ticked: ReadonlySet<string>, other: string): string[] {
  const chosen = commonReasons[kind].filter((reason) => ticked.has(reason));
  const written = other.trim().replace(/\s+/g, ' ');
  if (written && !chosen.includes(written)) chosen.push(written);
  return chosen;
}

export type ReasonsCheck = { reasons: string[] } | { error: string };

/** The reasons, or why they cannot be sent (none at all, or the API's own words for anything else). */
export function checkReasons(kind: ReasonKind, ticked: ReadonlySet<string>, other: string): ReasonsCheck {
  const reasons = collectReasons(kind, ticked, other);
  if (reasons.length === 0) return { error: NO_REASON_MESSAGE };
  // Decline and suspend share one rule (onboarding-schemas.ts `reasons`); one schema checks for both.
  const parsed = ZDeclineRequest.safeParse({ reasonsForDecline: reasons });
  return parsed.success ? { reasons } : { error: parsed.error.issues[0]?.message ?? NO_REASON_MESSAGE };
}

/** What the dialog's form holds: the common reasons ticked, and one of staff's own words. */
export interface ReasonsForm {
  ticked: string[];
  other: string;
}

/**
 * The dialog's schema for zodResolver: the reasons to send (checkReasons: at least one, then the API's own
 * rule, ZDeclineRequest), or its message on `ticked`, the reasons' fieldset.
 */
export const reasonsSchema = (kind: ReasonKind): z.ZodType<string[], ReasonsForm> =>
  z.object({ ticked: z.array(z.string()), other: z.string() }).transform((form, ctx) => {
    const check = checkReasons(kind, new Set(form.ticked), form.other);
    if ('reasons' in check) return check.reasons;
    ctx.addIssue({ code: 'custom', message: check.error, path: ['ticked'] });
    return z.NEVER;
  });
