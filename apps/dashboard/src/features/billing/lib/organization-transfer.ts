/**
 * Transfer to organization's form (`POST /wallets/funding/transfer {amount, organizationId}`): which
 * organization, and how much in major units, sent in minor units.
 */
import type { TWalletTransferRequest } from '@verity/client';
import { ruleMessages, ZWalletTransferRequest } from '@verity/client';
import { draftSchema } from '../../../lib/draft-schema';
import { checkAmountField, type FormCheck } from './amount-field';

export interface TransferDraft {
  organizationId: string;
  amount: string;
}

export function checkTransfer(draft: TransferDraft): FormCheck<TWalletTransferRequest, keyof TransferDraft> {
  const amount = checkAmountField(draft.amount, 'amount');
  if (!draft.organizationId || 'error' in amount)
    return {
      errors: {
        ...(draft.organizationId ? {} : { organizationId: ruleMessages.required('organization') }),
        ...('error' in amount ? { amount: amount.error } : {}),
      },
    };
  return { request: { organizationId: draft.organizationId, amount: amount.amount } };
}

/** The dialog's schema: this check, then the call's own (ZWalletTransferRequest). */
export const transferSchema = draftSchema(checkTransfer, ZWalletTransferRequest);
