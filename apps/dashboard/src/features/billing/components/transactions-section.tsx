/**
 * The business's transactions on /billing: filters and the page cursor in the URL, a table a row of which
 * opens the transaction, and Previous/Next.
 */
import type { TBillingTransaction } from '@verity/client';
import { useLocation, useSearch } from 'wouter';
import { Chip } from '../../../components/chip';
import { CursorPager } from '../../../components/cursor-pager';
import { EmptyHistory } from '../../../components/empty-history';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { QueryError } from '../../../components/query-error';
import { TextLink } from '../../../components/ui/text-link';
import { firstPage, type HistoryCursor, pagingState } from '../../../lib/cursor-paging';
import { formatDate, formatMoney } from '../../../lib/format';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useTransactions } from '../api';
import {
  itemTypeLabels,
  paymentModeLabels,
  transactionStatusLabels,
  transactionStatusTones,
} from '../lib/transaction-labels';
import {
  isFiltered,
  noTransactionFilters,
  readTransactionSearch,
  type TransactionDraft,
  writeTransactionSearch,
} from '../lib/transaction-search';
import { TransactionFilters } from './transaction-filters';

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
        label="Filter transactions"
        initial={search.draft}
        applied={filtered}
        onApply={(applied) => go(readTransactionSearch(applied).draft, firstPage)}
        onClear={() => go(noTransactionFilters, firstPage)}
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
  linked = true,
}: {
  rows: readonly TBillingTransaction[];
  loading: boolean;
  busy?: boolean;
  /** Each reference opens the transaction's page (/billing/{id}); an organization's list has none. */
  linked?: boolean;
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
            {linked ? (
              <TextLink href={`/billing/${encodeURIComponent(transaction.id)}`} className="font-mono text-sm">
                {transaction.transactionReference}
              </TextLink>
            ) : (
              <span className="font-mono text-sm">{transaction.transactionReference}</span>
            )}
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
