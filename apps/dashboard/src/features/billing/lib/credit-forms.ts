/**
 * The credit line dialogs' checks before sending (creditAmount, expiry, amountReceived, disputeAmount, for
 * issue-credit, extend-expiry and clear-credit). Amounts are typed in major units and sent in minor units;
 * the expiry is the last day the line may be used, YYYY-MM-DD. What only the server knows (a line already
 * active, what was used against what is received) it says, in its words.
 */
import type { TClearCreditRequest, TExtendCreditRequest, TIssueCreditRequest } from '@verity/client';
import { ruleMessages, ZClearCreditRequest, ZExtendCreditRequest, ZIssueCreditRequest } from '@verity/client';
import { draftSchema } from '../../../lib/draft-schema';
import { realDate } from '../../../lib/filter-search';
import { formatDate } from '../../../lib/format';
import { checkAmountField, type FormCheck } from './amount-field';

/** Today as the server's calendar counts it (UTC, like every date the dashboard shows). */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/** '2026-03-31' -> '2026-04-01'. */
export const dayAfter = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The earliest expiry a line may be extended to: the day after its current one, and not before today. */
export function earliestExtension(currentExpiry: string, today: string): string {
  const next = dayAfter(currentExpiry);
  return next > today ? next : today;
}

export const EXPIRY_PAST_MESSAGE = 'The expiry field should be today or later';
export const expiryNotLaterMessage = (current: string) =>
  `The expiry field should be after the current expiry, ${formatDate(current)}`;

/** Required, a real day, not before `today` (and, to extend a line, after its current expiry). */
function checkExpiry(text: string, today: string, after?: string): { expiry: string } | { error: string } {
  const value = text.trim();
  if (value === '') return { error: ruleMessages.required('expiry') };
  if (!realDate(value)) return { error: 'The expiry field should be a date' };
  if (value < today) return { error: EXPIRY_PAST_MESSAGE };
  if (after && value <= after) return { error: expiryNotLaterMessage(after) };
  return { expiry: value };
}

export interface IssueCreditDraft {
  creditAmount: string;
  expiry: string;
}

export function checkIssueCredit(
  draft: IssueCreditDraft,
  today: string,
): FormCheck<TIssueCreditRequest, keyof IssueCreditDraft> {
  const amount = checkAmountField(draft.creditAmount, 'credit amount');
  const expiry = checkExpiry(draft.expiry, today);
  if ('error' in amount || 'error' in expiry)
    return {
      errors: {
        ...('error' in amount ? { creditAmount: amount.error } : {}),
        ...('error' in expiry ? { expiry: expiry.error } : {}),
      },
    };
  return { request: { creditAmount: amount.amount, expiry: expiry.expiry } };
}

export function checkExtendExpiry(
  draft: { expiry: string },
  today: string,
  currentExpiry: string,
): FormCheck<TExtendCreditRequest, 'expiry'> {
  const expiry = checkExpiry(draft.expiry, today, currentExpiry);
  return 'error' in expiry ? { errors: { expiry: expiry.error } } : { request: { expiry: expiry.expiry } };
}

export interface ClearCreditDraft {
  amountReceived: string;
  /** Optional: '' sends none. */
  disputeAmount: string;
}

/** What was received may be nothing (all of it in dispute); the dispute is left out when empty. */
export function checkClearCredit(
  draft: ClearCreditDraft,
): FormCheck<TClearCreditRequest, keyof ClearCreditDraft> {
  const received = checkAmountField(draft.amountReceived, 'amount received', { allowZero: true });
  const disputed = draft.disputeAmount.trim()
    ? checkAmountField(draft.disputeAmount, 'dispute amount', { allowZero: true })
    : null;
  if ('error' in received || (disputed && 'error' in disputed))
    return {
      errors: {
        ...('error' in received ? { amountReceived: received.error } : {}),
        ...(disputed && 'error' in disputed ? { disputeAmount: disputed.error } : {}),
      },
    };
  return {
    request: {
      amountReceived: received.amount,
      ...(disputed && 'amount' in disputed ? { disputeAmount: disputed.amount } : {}),
    },
  };
}

/** The dialogs' schemas: each check, then its call's own (ZIssueCreditRequest, ZExtendCreditRequest, ...). */
export const issueCreditSchema = (today: string) =>
  draftSchema((draft: IssueCreditDraft) => checkIssueCredit(draft, today), ZIssueCreditRequest);
export const extendExpirySchema = (today: string, currentExpiry: string) =>
  draftSchema(
    (draft: { expiry: string }) => checkExtendExpiry(draft, today, currentExpiry),
    ZExtendCreditRequest,
  );
export const clearCreditSchema = draftSchema(checkClearCredit, ZClearCreditRequest);
