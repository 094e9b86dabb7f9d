/**
 * Funding by bank transfer (initiate-bank-transfer): the amount the business will send, VAT included; then
 * where to send it, the reference to quote, and what of it reaches the wallet once the transfer is matched.
 * lib/bank-transfer.ts decides what the instructions say.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FUNDING_MIN,
  type TBankTransferInitiation,
  type TBankTransferRequest,
  type TMoney,
} from '@verity/client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { currencySymbol, formatMoney } from '../../../lib/format';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useInitiateBankTransfer } from '../api';
import {
  type InstructionRow,
  PENDING_UNTIL_MATCHED,
  transferBreakdown,
  transferInstructions,
} from '../lib/bank-transfer';
import { type BankTransferDraft, bankTransferSchema } from '../lib/funding-amount';
import { CopyValueButton } from './copy-value-button';

/** A transfer the server now expects: its answer, and the amount the business said it would send. */
export interface AnnouncedTransfer {
  initiation: TBankTransferInitiation;
  sent: TMoney;
}

const fields = ['amountVATInclusive'] as const;

export interface BankTransferFundingProps {
  businessId: string;
  currency: string;
  onAnnounced(transfer: AnnouncedTransfer): void;
  onClose(): void;
}

export function BankTransferFunding({
  businessId,
  currency,
  onAnnounced,
  onClose,
}: BankTransferFundingProps) {
  const initiate = useInitiateBankTransfer(businessId);
  const form = useForm<BankTransferDraft, unknown, TBankTransferRequest>({
    resolver: zodResolver(bankTransferSchema(currency)),
    defaultValues: { amountVATInclusive: '' },
  });
  const failure = useFormFailure(fields, form.setError);

  const submit = form.handleSubmit((request) => {
    failure.setMessage(null);
    initiate.mutate(request, {
      onSuccess: (initiation) =>
        onAnnounced({
          initiation,
          sent: { amount: request.amountVATInclusive, currency: initiation.walletCredit.currency },
        }),
      onError: failure.report,
    });
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <TextField
        label={`Amount to send (${currencySymbol(currency)})`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="10,750.00"
        hint={`VAT included; at least ${formatMoney({ amount: FUNDING_MIN, currency })}`}
        error={form.formState.errors.amountVATInclusive?.message}
        {...form.register('amountVATInclusive')}
      />
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={initiate.isPending}>
          Get bank details
        </Button>
      </div>
    </form>
  );
}

function InstructionList({ title, rows }: { title: string; rows: readonly InstructionRow[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h3 id={headingId} className="font-semibold text-sm">
        {title}
      </h3>
      <dl className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <dt className="text-muted text-sm">{row.label}</dt>
            <dd className="flex items-center gap-2 font-medium">
              <span className={row.code ? 'font-mono' : 'tabular-nums'}>{row.value}</span>
              {row.copy && <CopyValueButton value={row.value} name={row.label} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Where to send the money, the reference to quote, the breakdown, and that it stays pending until matched. */
export function BankTransferInstructions({
  initiation,
  sent,
  onDone,
}: AnnouncedTransfer & { onDone(): void }) {
  return (
    <div className="flex flex-col gap-4">
      <p>
        Send {formatMoney(sent)} to this account from your bank, quoting the reference so we can match your
        transfer.
      </p>
      <InstructionList title="Where to send it" rows={transferInstructions(initiation)} />
      <InstructionList title="What you pay" rows={transferBreakdown(initiation, sent)} />
      <Alert tone="info">{PENDING_UNTIL_MATCHED}</Alert>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
