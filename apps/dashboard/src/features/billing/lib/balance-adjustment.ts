/**
 * Adjust balance (`POST /balances/adjust/businesses/{id}`): a platform correction to a business's wallet,
 * added or deducted, always with a reason (it is audited). Typed in major units; sent signed, in minor units.
 */
import type { TBalanceAdjustRequest } from '@verity/client';
import { ruleMessages, ZBalanceAdjustRequest } from '@verity/client';
import { draftSchema } from '../../../lib/draft-schema';
import { checkAmountField, type FormCheck } from './amount-field';

export const adjustmentDirections = ['add', 'deduct'] as const;
export type AdjustmentDirection = (typeof adjustmentDirections)[number];

export const REASON_MAX = 500;

export interface AdjustmentDraft {
  direction: AdjustmentDirection;
  amount: string;
  reason: string;
}

export function checkAdjustment(
  draft: AdjustmentDraft,
): FormCheck<TBalanceAdjustRequest, 'amount' | 'reason'> {
  const amount = checkAmountField(draft.amount, 'amount');
  const reason = draft.reason.trim();
  const reasonError = !reason
    ? ruleMessages.required('reason')
    : reason.length > REASON_MAX
      ? ruleMessages.maxLength('reason', REASON_MAX)
      : undefined;
  if ('error' in amount || reasonError)
    return {
      errors: {
        ...('error' in amount ? { amount: amount.error } : {}),
        ...(reasonError ? { reason: reasonError } : {}),
      },
    };
  return { request: { amount: draft.direction === 'deduct' ? -amount.amount : amount.amount, reason } };
}

/** The dialog's schema: checkAdjustment, then the call's own (ZBalanceAdjustRequest). */
export const adjustmentSchema = draftSchema(checkAdjustment, ZBalanceAdjustRequest);
