/**
 * The credit line dialogs of a business's billing page (platform staff issue, extend or clear credit): what
 * each asks for is checked by lib/credit-forms.ts; what only the server knows (a line already active, what
 * was used against what is received) it refuses in its own words, shown in the dialog.
 */
import type { TCredit } from '@verity/client';
import { FormDialog } from '../../../components/form-dialog';
import { toast } from '../../../components/toasts/toast-store';
import { TextField } from '../../../components/ui/text-field';
import { currencySymbol, formatDate, formatMoney } from '../../../lib/format';
import { useClearCredit, useExtendCreditExpiry, useIssueCredit } from '../admin-api';
import {
  clearCreditSchema,
  earliestExtension,
  extendExpirySchema,
  issueCreditSchema,
  todayUtc,
} from '../lib/credit-forms';
import { useDialogForm } from './use-dialog-form';

interface DialogProps {
  businessId: string;
  onClose(): void;
}

export function IssueCreditDialog({ businessId, currency, onClose }: DialogProps & { currency: string }) {
  const today = todayUtc();
  const form = useDialogForm({
    initial: { creditAmount: '', expiry: '' },
    schema: issueCreditSchema(today),
    mutation: useIssueCredit(businessId),
    onDone: (_answer, request) => {
      toast.success(
        `A credit line of ${formatMoney({ amount: request.creditAmount, currency })} was issued, until ${formatDate(request.expiry)}`,
      );
      onClose();
    },
  });
  return (
    <FormDialog
      title="Issue credit"
      action="Issue credit"
      pending={form.pending}
      failure={form.failure}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <p>The wallet may then go below zero by up to this amount, until the expiry.</p>
      <TextField
        label={`Credit amount (${currencySymbol(currency)})`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="50,000.00"
        {...form.field('creditAmount')}
        error={form.errors.creditAmount}
      />
      <TextField
        label="Expiry"
        type="date"
        min={today}
        hint="The last day the credit may be used"
        {...form.field('expiry')}
        error={form.errors.expiry}
      />
    </FormDialog>
  );
}

export function ExtendExpiryDialog({ businessId, line, onClose }: DialogProps & { line: TCredit }) {
  const today = todayUtc();
  const form = useDialogForm({
    initial: { expiry: '' },
    schema: extendExpirySchema(today, line.expiry),
    mutation: useExtendCreditExpiry(businessId),
    onDone: (_answer, request) => {
      toast.success(`The credit line now runs until ${formatDate(request.expiry)}`);
      onClose();
    },
  });
  return (
    <FormDialog
      title="Extend expiry"
      action="Extend expiry"
      pending={form.pending}
      failure={form.failure}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <p>
        The credit line of {formatMoney(line.creditAmount)} runs until {formatDate(line.expiry)}.
      </p>
      <TextField
        label="New expiry"
        type="date"
        min={earliestExtension(line.expiry, today)}
        hint="The last day the credit may be used"
        {...form.field('expiry')}
        error={form.errors.expiry}
      />
    </FormDialog>
  );
}

export function ClearCreditDialog({ businessId, line, onClose }: DialogProps & { line: TCredit }) {
  const symbol = currencySymbol(line.creditAmount.currency);
  const form = useDialogForm({
    initial: { amountReceived: '', disputeAmount: '' },
    schema: clearCreditSchema,
    mutation: useClearCredit(businessId),
    onDone: () => {
      toast.success('The credit line was cleared');
      onClose();
    },
  });
  return (
    <FormDialog
      title="Clear credit"
      action="Clear credit"
      pending={form.pending}
      failure={form.failure}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <p>
        {formatMoney(line.used)} of the {formatMoney(line.creditAmount)} credit line is used. Record what the
        business paid back and any amount in dispute (written off); the line then closes.
      </p>
      <TextField
        label={`Amount received (${symbol})`}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('amountReceived')}
        error={form.errors.amountReceived}
      />
      <TextField
        label={`Amount in dispute (${symbol})`}
        inputMode="decimal"
        autoComplete="off"
        hint="Optional"
        {...form.field('disputeAmount')}
        error={form.errors.disputeAmount}
      />
    </FormDialog>
  );
}
