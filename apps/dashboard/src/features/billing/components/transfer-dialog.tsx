/**
 * Transfer to organization (`POST /wallets/funding/transfer {amount, organizationId}`): money from the
 * business's wallet to one of its organizations' wallets. The server refuses a wallet that is short (402) in
 * its own words, shown in the dialog.
 */
import type { TOrganizationProfile } from '@verity/client';
import { FormDialog } from '../../../components/form-dialog';
import { toast } from '../../../components/toasts/toast-store';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { currencySymbol, formatMoney } from '../../../lib/format';
import { useTransferToOrganization } from '../api';
import { transferSchema } from '../lib/organization-transfer';
import { useDialogForm } from './use-dialog-form';

export interface TransferDialogProps {
  organizations: readonly Pick<TOrganizationProfile, 'id' | 'name'>[];
  currency: string;
  onClose(): void;
}

export function TransferDialog({ organizations, currency, onClose }: TransferDialogProps) {
  const form = useDialogForm({
    initial: { organizationId: '', amount: '' },
    schema: transferSchema,
    mutation: useTransferToOrganization(),
    onDone: (transaction, request) => {
      const name = organizations.find((organization) => organization.id === request.organizationId)?.name;
      toast.success(`${formatMoney(transaction.amount)} transferred to ${name ?? 'the organization'}`);
      onClose();
    },
  });
  return (
    <FormDialog
      title="Transfer to organization"
      action="Transfer"
      pending={form.pending}
      failure={form.failure}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <SelectField
        label="Organization"
        placeholder="Select an organization"
        {...form.field('organizationId')}
        options={organizations.map((organization) => ({ value: organization.id, label: organization.name }))}
        error={form.errors.organizationId}
      />
      <TextField
        label={`Amount (${currencySymbol(currency)})`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="1,000.00"
        hint="Taken from your wallet and added to the organization's"
        {...form.field('amount')}
        error={form.errors.amount}
      />
    </FormDialog>
  );
}
