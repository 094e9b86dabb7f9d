/**
 * Reconcile (`POST /transactions/{id}/reconcile {amount}`): platform staff enter what actually arrived for a
 * pending bank transfer, in major units, prefilled with what the business announced; the business's wallet is
 * credited then. The server's refusal (already reconciled, not a pending bank transfer) stays in the dialog.
 */
import type { TReconciliation } from '@verity/client';
import { FormDialog } from '../../../components/form-dialog';
import { toast } from '../../../components/toasts/toast-store';
import { TextField } from '../../../components/ui/text-field';
import { currencySymbol, formatMinorUnits, formatMoney } from '../../../lib/format';
import { useReconcile } from '../admin-api';
import { reconcileSchema } from '../lib/bank-transfer';
import { useDialogForm } from './use-dialog-form';

export function ReconcileDialog({ transaction, onClose }: { transaction: TReconciliation; onClose(): void }) {
  const { currency } = transaction.amount;
  const reconcile = useReconcile(transaction);
  const form = useDialogForm({
    initial: { amount: formatMinorUnits(transaction.amount.amount) },
    schema: reconcileSchema,
    mutation: reconcile,
    onDone: (answer, request) => {
      const received = answer.amountReceived ?? { amount: request.amount, currency };
      toast.success(`${transaction.transactionReference} reconciled: ${formatMoney(received)} received`);
      onClose();
    },
  });
  return (
    <FormDialog
      title={`Reconcile ${transaction.transactionReference}`}
      action="Reconcile"
      pending={form.pending}
      failure={form.failure}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <p>
        {transaction.business.name} announced a transfer of {formatMoney(transaction.amount)}. Enter what
        arrived in the account; the business&apos;s wallet is credited once it is reconciled.
      </p>
      <TextField
        label={`Amount received (${currencySymbol(currency)})`}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('amount')}
        error={form.errors.amount}
      />
    </FormDialog>
  );
}
