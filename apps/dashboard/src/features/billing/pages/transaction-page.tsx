/** /billing/{transaction_id}: one transaction's details, with the way back. */
import type { TBillingTransaction } from '@verity/client';
import { useParams } from 'wouter';
import { DetailFrame } from '../../../components/detail-frame';
import { DetailSection } from '../../../components/detail-section';
import { SummaryList, type SummaryRow } from '../../../components/ui/summary-list';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTransaction } from '../api';
import { TransactionStatusChip } from '../components/transaction-status-chip';
import { cardName, itemTypeLabels, paymentModeLabels, paymentTypeLabels } from '../lib/transaction-labels';

export function transactionRows(transaction: TBillingTransaction): SummaryRow[] {
  const rows: SummaryRow[] = [
    [
      'Reference',
      <span key="reference" className="font-mono">
        {transaction.transactionReference}
      </span>,
    ],
    ['Amount', formatMoney(transaction.amount)],
    ['Status', <TransactionStatusChip key="status" status={transaction.status} />],
    ['Item type', itemTypeLabels[transaction.itemType]],
    ['Payment mode', paymentModeLabels[transaction.paymentMode]],
    ['Payment type', paymentTypeLabels[transaction.paymentType]],
    ['Card', transaction.card ? cardName(transaction.card) : '—'],
    ['Initiated by', transaction.initiatedBy?.name ?? '—'],
    ['Date', formatDateTime(transaction.createdAt)],
    ['Completed', transaction.completedAt ? formatDateTime(transaction.completedAt) : '—'],
    ['Description', transaction.description || '—'],
  ];
  if (transaction.failureReason) rows.push(['Why it failed', transaction.failureReason]);
  return rows;
}

export default function TransactionPage() {
  const { transactionId = '' } = useParams<{ transactionId: string }>();
  const transaction = useTransaction(transactionId);
  useDocumentTitle(transaction.data ? `Transaction ${transaction.data.transactionReference}` : 'Transaction');
  return (
    <DetailFrame
      query={transaction}
      back={{ href: '/billing', label: 'Back to billing' }}
      title="Transaction"
      loadingLabel="Loading the transaction"
    >
      {(data, back) => (
        <>
          {back}
          <h1 className="font-semibold text-2xl">
            Transaction <span className="font-mono">{data.transactionReference}</span>
          </h1>
          <DetailSection title="Summary">
            <SummaryList rows={transactionRows(data)} />
          </DetailSection>
        </>
      )}
    </DetailFrame>
  );
}
