/**
 * The business's transactions on /billing (spec/platform.md §7 Billing, Billing table filters): filters and
 * the page cursor in the URL, a table a row of which opens the transaction, and Previous/Next.
 */
import {
  paymentModes,
  paymentTypes,
  type TBillingTransaction,
  transactionItemTypes,
  transactionStatuses,
} from '@verity/client';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Chip } from '../../../components/chip';
import { CursorPager } from '../../../components/cursor-pager';
import { EmptyHistory } from '../../../components/empty-history';
import { DateRangeFields, FiltersForm, useFilterDraft } from '../../../components/filters-form';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { QueryError } from '../../../components/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { firstPage, type HistoryCursor, pagingState } from '../../../lib/cursor-paging';
import { formatDate, formatMoney } from '../../../lib/format';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useTransactions } from '../api';
import {
  itemTypeLabels,
  paymentModeLabels,
  paymentTypeLabels,
  transactionStatusLabels,
  transactionStatusTones,
} from '../lib/transaction-labels';
import {
  checkAmounts,
  isFiltered,
  noTransactionFilters,
  readTransactionSearch,
  type TransactionDraft,
  writeTransactionSearch,
} from '../lib/transaction-search';

const columns = ['Reference', 'Date', 'Item type', 'Payment mode', 'Amount', 'Status'] as const;

export function TransactionsSection() {
  const [location, navigate] = useLocation();
  const search = readTransactionSearch(useSearch());
  const transactions = useTransactions(search);
  const failure = useQueryFailure(transactions.error);
  const go = (draft: TransactionDraft, cursor: HistoryCursor) => {
    const query = writeTransactionSearch({ draft, cursor });
    navigate(query ? `${location}?${query}` : location);
  };
  const rows = transactions.data?.items ?? [];
  const filtered = isFiltered(search.draft);

  return (
    <section aria-labelledby="transactions-heading" className="flex flex-col gap-4">
      <h2 id="transactions-heading" className="font-semibold text-xl">
        Transactions
      </h2>
      {/* Keyed by the applied filters: Back, a reload or 'Clear filters' reset what the form shows. */}
      <TransactionFilters
        key={writeTransactionSearch({ draft: search.draft, cursor: firstPage })}
        initial={search.draft}
        applied={filtered}
        onApply={(draft) => go(draft, firstPage)}
      />
      {transactions.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void transactions.refetch()}
          fallback="The transactions could not be loaded."
        />
      ) : !transactions.isPending && rows.length === 0 ? (
        <EmptyHistory
          filtered={filtered}
          onClear={() => go(noTransactionFilters, firstPage)}
          noun="transactions"
        />
      ) : (
        <>
          <TransactionsTable
            rows={rows}
            loading={transactions.isPending}
            busy={transactions.isPlaceholderData}
          />
          <CursorPager
            paging={pagingState(transactions.data?.pagination)}
            disabled={transactions.isFetching}
            onPage={(cursor) => go(search.draft, cursor)}
          />
        </>
      )}
    </section>
  );
}

export function TransactionsTable({
  rows,
  loading,
  busy = false,
}: {
  rows: readonly TBillingTransaction[];
  loading: boolean;
  busy?: boolean;
}) {
  return (
    <HistoryTableFrame
      caption="Transactions, newest first"
      columns={columns}
      loading={loading}
      busy={busy}
      minWidth="min-w-[48rem]"
    >
      {rows.map((transaction) => (
        <tr key={transaction.id}>
          <td className="px-3 py-2">
            <TextLink href={`/billing/${encodeURIComponent(transaction.id)}`} className="font-mono text-sm">
              {transaction.transactionReference}
            </TextLink>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm">
            <time dateTime={transaction.createdAt}>{formatDate(transaction.createdAt)}</time>
          </td>
          <td className="px-3 py-2 text-sm">{itemTypeLabels[transaction.itemType]}</td>
          <td className="px-3 py-2 text-sm">{paymentModeLabels[transaction.paymentMode]}</td>
          <td className="whitespace-nowrap px-3 py-2 text-sm tabular-nums">
            {transaction.paymentType === 'debit' ? '-' : ''}
            {formatMoney(transaction.amount)}
          </td>
          <td className="px-3 py-2">
            <Chip tone={transactionStatusTones[transaction.status]}>
              {transactionStatusLabels[transaction.status]}
            </Chip>
          </td>
        </tr>
      ))}
    </HistoryTableFrame>
  );
}

const options = <K extends string>(
  any: string,
  values: readonly K[],
  labels: Readonly<Record<K, string>>,
) => [{ value: '', label: any }, ...values.map((value) => ({ value, label: labels[value] }))];

function TransactionFilters(props: {
  initial: TransactionDraft;
  applied: boolean;
  onApply(draft: TransactionDraft): void;
}) {
  const { draft, set, dateError, submit } = useFilterDraft(() => props.initial);
  const [amountErrors, setAmountErrors] = useState<ReturnType<typeof checkAmounts>>({});
  const apply = (event: FormEvent) => {
    const errors = checkAmounts(draft);
    setAmountErrors(errors);
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      return;
    }
    submit((applied) => props.onApply(readTransactionSearch(applied).draft))(event);
  };
  return (
    <FiltersForm
      label="Filter transactions"
      onSubmit={apply}
      active={props.applied}
      onClear={() => props.onApply(noTransactionFilters)}
    >
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set('status')}
        options={options('Any status', transactionStatuses, transactionStatusLabels)}
      />
      <SelectField
        label="Item type"
        value={draft.itemType}
        onChange={set('itemType')}
        options={options('Any item', transactionItemTypes, itemTypeLabels)}
      />
      <SelectField
        label="Payment mode"
        value={draft.paymentMode}
        onChange={set('paymentMode')}
        options={options('Any mode', paymentModes, paymentModeLabels)}
      />
      <SelectField
        label="Payment type"
        value={draft.paymentType}
        onChange={set('paymentType')}
        options={options('Credit or debit', paymentTypes, paymentTypeLabels)}
      />
      <TextField
        label="Transaction reference"
        autoComplete="off"
        value={draft.transactionReference}
        onChange={set('transactionReference')}
      />
      <DateRangeFields draft={draft} set={set} error={dateError} />
      <div aria-hidden="true" className="hidden lg:block" />
      <TextField
        label="Start amount"
        inputMode="decimal"
        autoComplete="off"
        value={draft.startAmount}
        onChange={set('startAmount')}
        error={amountErrors.startAmount}
      />
      <TextField
        label="End amount"
        inputMode="decimal"
        autoComplete="off"
        value={draft.endAmount}
        onChange={set('endAmount')}
        error={amountErrors.endAmount}
      />
    </FiltersForm>
  );
}
