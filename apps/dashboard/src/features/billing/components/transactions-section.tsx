/**
 * The business's transactions on /billing: filters and the page cursor in the URL, a table a row of which
 * opens the transaction, and Previous/Next.
 */
import type { TBillingTransaction } from '@verity/client';
import { CursorListBody } from '../../../components/cursor-list-body';
import { HistoryTableFrame, type TableState } from '../../../components/history-table-frame';
import { ListSection } from '../../../components/list-section';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate, formatMoney } from '../../../lib/format';
import { useCursorListUrl } from '../../../lib/use-list-url';
import { useTransactions } from '../api';
import { itemTypeLabels, paymentModeLabels } from '../lib/transaction-labels';
import { transactionSearch } from '../lib/transaction-search';
import { TransactionFilters } from './transaction-filters';
import { TransactionStatusChip } from './transaction-status-chip';

/** The table's caption, its column headings and the narrowest it gets before its frame scrolls. */
const frame = {
  caption: 'Transactions, newest first',
  columns: ['Reference', 'Date', 'Item type', 'Payment mode', 'Amount', 'Status'],
  minWidth: 'min-w-[48rem]',
};

export function TransactionsSection() {
  const url = useCursorListUrl(transactionSearch);
  const transactions = useTransactions(url.search);
  return (
    <ListSection id="transactions-heading" title="Transactions">
      <TransactionFilters key={url.formKey} label="Filter transactions" {...url.filters} />
      <CursorListBody
        list={transactions}
        noun="transactions"
        fallback="The transactions could not be loaded."
        filters={url}
        onPage={url.goTo}
        table={(rows, state) => <TransactionsTable rows={rows} {...state} />}
      />
    </ListSection>
  );
}

export interface TransactionsTableProps extends TableState {
  rows: readonly TBillingTransaction[];
  /** Each reference opens the transaction's page (/billing/{id}); an organization's list has none. */
  linked?: boolean;
}

export function TransactionsTable({ rows, linked = true, ...state }: TransactionsTableProps) {
  return (
    <HistoryTableFrame {...frame} {...state}>
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
            <TransactionStatusChip status={transaction.status} />
          </td>
        </tr>
      ))}
    </HistoryTableFrame>
  );
}
