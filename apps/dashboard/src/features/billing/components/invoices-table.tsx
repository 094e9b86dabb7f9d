import type { TInvoice } from '@verity/client';
import { Chip } from '../../../components/chip';
import { HistoryTableFrame, type TableState } from '../../../components/history-table-frame';
import { textLinkClass } from '../../../components/ui/text-link';
import { formatMoney } from '../../../lib/format';
import {
  invoicePeriod,
  invoiceStatusLabels,
  invoiceStatusTones,
  paidWithLabels,
} from '../lib/invoice-labels';

/** The table's caption, its column headings and the narrowest it gets before its frame scrolls. */
const frame = {
  caption: 'Invoices, newest first',
  columns: ['Number', 'Period', 'Total', 'Status', 'Paid with'],
  minWidth: 'min-w-[44rem]',
};

export function InvoiceStatusChip({ invoice }: { invoice: Pick<TInvoice, 'status'> }) {
  return <Chip tone={invoiceStatusTones[invoice.status]}>{invoiceStatusLabels[invoice.status]}</Chip>;
}

export interface InvoicesTableProps extends TableState {
  rows: readonly TInvoice[];
  /** Opens the invoice's details: its number is the button. */
  onOpen(invoice: TInvoice): void;
}

/** The invoices, newest first: number (opens the details), period, total, status and how it was paid. */
export function InvoicesTable({ rows, onOpen, ...state }: InvoicesTableProps) {
  return (
    <HistoryTableFrame {...frame} {...state}>
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
