/**
 * Adjust balance (`POST /balances/adjust/businesses/{id}`): platform staff add to or deduct from a business's
 * wallet, with the reason the audit log keeps.
 */

import { FormDialog } from '../../../components/form-dialog';
import { toast } from '../../../components/toasts/toast-store';
import { TextField } from '../../../components/ui/text-field';
import { currencySymbol, formatMoney } from '../../../lib/format';
import { useAdjustBalance } from '../admin-api';
import {
  type AdjustmentDirection,
  type AdjustmentDraft,
  adjustmentSchema,
  REASON_MAX,
} from '../lib/balance-adjustment';
import { type Choice, ChoiceRadios } from './choice-radios';
import { useDialogForm } from './use-dialog-form';

const directions: readonly Choice<AdjustmentDirection>[] = [
  { value: 'add', label: 'Add to the wallet' },
  { value: 'deduct', label: 'Deduct from the wallet' },
];

export function AdjustBalanceDialog({
  businessId,
  currency,
  onClose,
}: {
  businessId: string;
  currency: string;
  onClose(): void;
}) {
  const initial: AdjustmentDraft = { direction: 'add', amount: '', reason: '' };
  const form = useDialogForm({
    initial,
    schema: adjustmentSchema,
    mutation: useAdjustBalance(businessId),
    onDone: (_answer, request) => {
      const moved = formatMoney({ amount: Math.abs(request.amount), currency });
      toast.success(
        request.amount < 0 ? `${moved} deducted from the wallet` : `${moved} added to the wallet`,
      );
      onClose();
    },
  });
  return (
    <FormDialog
      title="Adjust balance"
      action="Adjust balance"
      pending={form.pending}
      failure={form.failure}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <ChoiceRadios<AdjustmentDirection>
        legend="Adjustment"
        choices={directions}
        value={form.draft.direction}
        onChange={(direction) => form.set({ direction })}
      />
      <TextField
        label={`Amount (${currencySymbol(currency)})`}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('amount')}
        error={form.errors.amount}
      />
      <TextField
        label="Reason"
        autoComplete="off"
        maxLength={REASON_MAX}
        hint="Kept in the audit log"
        required
        {...form.field('reason')}
        error={form.errors.reason}
      />
    </FormDialog>
  );
}
