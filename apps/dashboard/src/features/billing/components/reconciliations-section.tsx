/**
 * The bank transfers platform staff reconcile (filters: the billing table's plus businessId), filters and
 * page cursor in the URL, and Reconcile on each pending one.
 */
import type { TReconciliation } from '@verity/client';
import { useState } from 'react';
import { CursorListBody } from '../../../components/cursor-list-body';
import { HistoryTableFrame, type TableState } from '../../../components/history-table-frame';
import { ListSection } from '../../../components/list-section';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate, formatMoney } from '../../../lib/format';
import { useCursorListUrl } from '../../../lib/use-list-url';
import { useReconciliations } from '../admin-api';
import { reconciliationSearch } from '../lib/transaction-search';
import { ReconcileDialog } from './reconcile-dialog';
import { TransactionFilters } from './transaction-filters';
import { TransactionStatusChip } from './transaction-status-chip';

/** A pending bank transfer is the one thing Reconcile applies to (the server refuses anything else). */
export const canReconcile = (transaction: TReconciliation) =>
  transaction.status === 'pending' && transaction.paymentMode === 'bank_transfer';

export function ReconciliationsSection() {
  const url = useCursorListUrl(reconciliationSearch);
  const list = useReconciliations(url.search);
  const [reconciling, setReconciling] = useState<TReconciliation | null>(null);
  return (
    <ListSection id="bank-transfers-heading" title="Bank transfers">
      <TransactionFilters key={url.formKey} label="Filter bank transfers" withBusiness {...url.filters} />
      <CursorListBody
        list={list}
        noun="bank transfers"
        fallback="The bank transfers could not be loaded."
        filters={url}
        onPage={url.goTo}
        table={(rows, state) => <ReconciliationsTable rows={rows} {...state} onReconcile={setReconciling} />}
      />
      {reconciling && <ReconcileDialog transaction={reconciling} onClose={() => setReconciling(null)} />}
    </ListSection>
  );
}

/** The table's caption, its column headings and the narrowest it gets before its frame scrolls. */
const frame = {
  caption: 'Bank transfers, newest first',
  columns: ['Reference', 'Business', 'Date', 'Amount', 'Status', 'Reconciled', 'Action'],
  minWidth: 'min-w-[60rem]',
};

export interface ReconciliationsTableProps extends TableState {
  rows: readonly TReconciliation[];
  onReconcile(transaction: TReconciliation): void;
}

export function ReconciliationsTable({ rows, onReconcile, ...state }: ReconciliationsTableProps) {
  return (
    <HistoryTableFrame {...frame} {...state}>
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
            <TransactionStatusChip status={transaction.status} />
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
