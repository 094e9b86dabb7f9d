/**
 * The bank transfers platform staff reconcile (filters: the billing table's plus businessId), filters and
 * page cursor in the URL, and Reconcile on each pending one.
 */
import type { TReconciliation } from '@verity/client';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Chip } from '../../../components/chip';
import { CursorPager } from '../../../components/cursor-pager';
import { EmptyHistory } from '../../../components/empty-history';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { firstPage, type HistoryCursor, pagingState } from '../../../lib/cursor-paging';
import { formatDate, formatMoney } from '../../../lib/format';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useReconciliations } from '../admin-api';
import { transactionStatusLabels, transactionStatusTones } from '../lib/transaction-labels';
import {
  isReconciliationFiltered,
  noReconciliationFilters,
  type ReconciliationDraft,
  readReconciliationSearch,
  writeReconciliationSearch,
} from '../lib/transaction-search';
import { ReconcileDialog } from './reconcile-dialog';
import { TransactionFilters } from './transaction-filters';

/** A pending bank transfer is the one thing Reconcile applies to (the server refuses anything else). */
export const canReconcile = (transaction: TReconciliation) =>
  transaction.status === 'pending' && transaction.paymentMode === 'bank_transfer';

export function ReconciliationsSection() {
  const [location, navigate] = useLocation();
  const search = readReconciliationSearch(useSearch());
  const list = useReconciliations(search);
  const failure = useQueryFailure(list.error);
  const [reconciling, setReconciling] = useState<TReconciliation | null>(null);
  const go = (draft: ReconciliationDraft, cursor: HistoryCursor) => {
    const query = writeReconciliationSearch({ draft, cursor });
    navigate(query ? `${location}?${query}` : location);
  };
  const rows = list.data?.items ?? [];
  const filtered = isReconciliationFiltered(search.draft);

  return (
    <section aria-labelledby="bank-transfers-heading" className="flex flex-col gap-4">
      <h2 id="bank-transfers-heading" className="font-semibold text-xl">
        Bank transfers
      </h2>
      <TransactionFilters
        key={writeReconciliationSearch({ draft: search.draft, cursor: firstPage })}
        label="Filter bank transfers"
        withBusiness
        initial={search.draft}
        applied={filtered}
        onApply={(applied) => go(readReconciliationSearch(applied).draft, firstPage)}
        onClear={() => go(noReconciliationFilters, firstPage)}
      />
      {list.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void list.refetch()}
          fallback="The bank transfers could not be loaded."
        />
      ) : !list.isPending && rows.length === 0 ? (
        <EmptyHistory
          filtered={filtered}
          onClear={() => go(noReconciliationFilters, firstPage)}
          noun="bank transfers"
        />
      ) : (
        <>
          <ReconciliationsTable
            rows={rows}
            loading={list.isPending}
            busy={list.isPlaceholderData}
            onReconcile={setReconciling}
          />
          <CursorPager
            paging={pagingState(list.data?.pagination)}
            disabled={list.isFetching}
            onPage={(cursor) => go(search.draft, cursor)}
          />
        </>
      )}
      {reconciling && <ReconcileDialog transaction={reconciling} onClose={() => setReconciling(null)} />}
    </section>
  );
}

const columns = ['Reference', 'Business', 'Date', 'Amount', 'Status', 'Reconciled', 'Action'] as const;

export function ReconciliationsTable({
  rows,
  loading,
  busy = false,
  onReconcile,
}: {
  rows: readonly TReconciliation[];
  loading: boolean;
  busy?: boolean;
  onReconcile(transaction: TReconciliation): void;
}) {
  return (
    <HistoryTableFrame
      caption="Bank transfers, newest first"
      columns={columns}
      loading={loading}
      busy={busy}
      minWidth="min-w-[60rem]"
    >
      {rows.map((transaction) => (
        <tr key={transaction.id}>
          <td className="px-3 py-2 font-mono text-sm">{transaction.transactionReference}</td>
          <td className="px-3 py-2 text-sm">
            <TextLink href={`/businesses/${encodeURIComponent(transaction.business.id)}/billing`}>
              {transaction.business.name}
            </TextLink>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm">
            <time dateTime={transaction.createdAt}>{formatDate(transaction.createdAt)}</time>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm tabular-nums">
            {formatMoney(transaction.amount)}
          </td>
          <td className="px-3 py-2">
            <Chip tone={transactionStatusTones[transaction.status]}>
              {transactionStatusLabels[transaction.status]}
            </Chip>
          </td>
          <td className="px-3 py-2 text-sm">
            <ReconciledBy transaction={transaction} />
          </td>
          <td className="px-3 py-2">
            {canReconcile(transaction) && (
              <Button variant="secondary" onClick={() => onReconcile(transaction)}>
                Reconcile<span className="sr-only"> {transaction.transactionReference}</span>
              </Button>
            )}
          </td>
        </tr>
      ))}
    </HistoryTableFrame>
  );
}

/** Who matched it, what arrived and when; a dash until then. */
function ReconciledBy({ transaction }: { transaction: TReconciliation }) {
  const { reconciledBy, reconciledAt, amountReceived } = transaction;
  if (!reconciledBy)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not reconciled</span>
      </>
    );
  return (
    <span className="flex flex-col">
      <span>By {reconciledBy.name}</span>
      <span className="text-muted text-xs">
        {amountReceived && `${formatMoney(amountReceived)} received`}
        {amountReceived && reconciledAt && ', '}
        {reconciledAt && <time dateTime={reconciledAt}>{formatDate(reconciledAt)}</time>}
      </span>
    </span>
  );
}
