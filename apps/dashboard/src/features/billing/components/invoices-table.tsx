import type { TInvoice } from '@verity/client';
import { Chip } from '../../../components/chip';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { textLinkClass } from '../../../components/ui/text-link';
import { formatMoney } from '../../../lib/format';
import {
  invoicePeriod,
  invoiceStatusLabels,
  invoiceStatusTones,
  paidWithLabels,
} from '../lib/invoice-labels';

const columns = ['Number', 'Period', 'Total', 'Status', 'Paid with'] as const;

export function InvoiceStatusChip({ invoice }: { invoice: Pick<TInvoice, 'status'> }) {
  return <Chip tone={invoiceStatusTones[invoice.status]}>{invoiceStatusLabels[invoice.status]}</Chip>;
}

export interface InvoicesTableProps {
  rows: readonly TInvoice[];
  loading: boolean;
  busy?: boolean;
  /** Opens the invoice's details: its number is the button. */
  onOpen(invoice: TInvoice): void;
}

/** The invoices, newest first: number (opens the details), period, total, status and how it was paid. */
export function InvoicesTable({ rows, loading, busy = false, onOpen }: InvoicesTableProps) {
  return (
    <HistoryTableFrame
      caption="Invoices, newest first"
      columns={columns}
      loading={loading}
      busy={busy}
      minWidth="min-w-[44rem]"
    >
      {rows.map((invoice) => (
        <tr key={invoice.id}>
          <td className="px-3 py-2">
            <button
              type="button"
              aria-haspopup="dialog"
              className={`${textLinkClass} font-mono text-sm`}
              onClick={() => onOpen(invoice)}
            >
              {invoice.number}
            </button>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm">{invoicePeriod(invoice)}</td>
          <td className="whitespace-nowrap px-3 py-2 text-sm tabular-nums">{formatMoney(invoice.total)}</td>
          <td className="px-3 py-2">
            <InvoiceStatusChip invoice={invoice} />
          </td>
          <td className="px-3 py-2 text-sm">{invoice.paidWith ? paidWithLabels[invoice.paidWith] : '—'}</td>
        </tr>
      ))}
    </HistoryTableFrame>
  );
}
