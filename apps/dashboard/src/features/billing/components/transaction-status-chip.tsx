import type { TBillingTransaction } from '@verity/client';
import { Chip } from '../../../components/chip';
import { transactionStatusLabels, transactionStatusTones } from '../lib/transaction-labels';

/** A transaction's status as every billing list and page shows it: its label in its tone. */
export function TransactionStatusChip({ status }: { status: TBillingTransaction['status'] }) {
  return <Chip tone={transactionStatusTones[status]}>{transactionStatusLabels[status]}</Chip>;
}
