import type { TInvoice } from '@verity/client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SummaryList, type SummaryRow } from '../../../components/ui/summary-list';
import { formatCount, formatDate, formatDateTime } from '../../../lib/format';
import { invoicePeriod, isUnpaid, paidWithLabels, retryLine } from '../lib/invoice-labels';
import { InvoiceLines } from './invoice-lines';
import { InvoiceStatusChip } from './invoices-table';

export function invoiceRows(invoice: TInvoice, planName: string | null): SummaryRow[] {
  const rows: SummaryRow[] = [
    ['Status', <InvoiceStatusChip key="status" invoice={invoice} />],
    ['Period', invoicePeriod(invoice)],
    ['Issued', formatDate(invoice.createdAt)],
  ];
  if (planName) rows.unshift(['Plan', planName]);
  if (invoice.paidAt) rows.push(['Paid on', formatDateTime(invoice.paidAt)]);
  if (invoice.paidWith) rows.push(['Paid with', paidWithLabels[invoice.paidWith]]);
  if (invoice.attempts > 0) rows.push(['Payment attempts', formatCount(invoice.attempts)]);
  return rows;
}

export interface InvoiceDialogProps {
  invoice: TInvoice;
  planName: string | null;
  /** Saves the invoice's PDF: the business's own invoices only. */
  onDownload?: (() => void) | undefined;
  downloading?: boolean;
  /** Pays the plan's unpaid invoices: offered while this one is unpaid, to those who may pay. */
  onPay?: (() => void) | undefined;
  paying?: boolean;
  onClose(): void;
}

/** One invoice: its facts, why its payment failed and when it is tried again, its lines, and what to do. */
export function InvoiceDialog({
  invoice,
  planName,
  onDownload,
  downloading = false,
  onPay,
  paying = false,
  onClose,
}: InvoiceDialogProps) {
  const retry = retryLine(invoice);
  const canPay = onPay && isUnpaid(invoice);
  return (
    <Modal open title={`Invoice ${invoice.number}`} onClose={onClose} className="md:max-w-2xl">
      <div className="flex flex-col gap-5">
        <SummaryList rows={invoiceRows(invoice, planName)} />
        {invoice.status === 'failed' && (
          <Alert tone="error">
            <p>
              <span className="font-semibold">Payment failed:</span> {invoice.lastError ?? 'no reason given.'}
            </p>
            {retry && <p>{retry}</p>}
          </Alert>
        )}
        <InvoiceLines
          caption={`Invoice ${invoice.number}: lines`}
          lines={invoice.lines}
          subtotal={invoice.subtotal}
          vat={invoice.vat}
          total={invoice.total}
        />
        {(onDownload || canPay) && (
          <div className="flex flex-wrap justify-end gap-2">
            {onDownload && (
              <Button variant="secondary" loading={downloading} onClick={onDownload}>
                {downloading ? 'Preparing PDF…' : 'Download PDF'}
              </Button>
            )}
            {canPay && (
              <Button loading={paying} onClick={onPay}>
                Pay now
              </Button>
            )}
          </div>
        )}
        <span role="status" className="sr-only">
          {downloading ? 'Preparing PDF…' : paying ? 'Paying…' : ''}
        </span>
      </div>
    </Modal>
  );
}
