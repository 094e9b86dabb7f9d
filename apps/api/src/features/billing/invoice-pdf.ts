/** An invoice as a PDF (every invoice is downloadable): who, which period, the lines, VAT, total. */
import { formatMoney } from '@verity/client';
import { startPdf } from '../../lib/pdf-document.js';
import type { InvoiceRow } from './billing-run.js';

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function invoicePdf(
  invoice: InvoiceRow,
  business: { name: string; countryCode: string },
  planName: string,
): Promise<Buffer> {
  const money = (amount: number) => formatMoney({ amount, currency: invoice.currency });
  const pdf = await startPdf(`Invoice ${invoice.number}`);
  pdf.doc.font('Helvetica-Bold').fontSize(18).text(`Invoice ${invoice.number}`).moveDown(0.5);
  pdf.field('Billed to', business.name);
  pdf.field('Plan', planName);
  pdf.field('Period', `${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`);
  pdf.field('Issued', day(invoice.createdAt));
  pdf.field(
    'Status',
    invoice.status === 'paid'
      ? `Paid (${invoice.paidWith ?? ''}) on ${day(invoice.paidAt ?? invoice.createdAt)}`
      : 'Unpaid',
  );
  pdf.heading('Lines');
  for (const line of invoice.lines)
    pdf.field(line.description, `${line.quantity} × ${money(line.unitAmount)} = ${money(line.amount)}`);
  pdf.heading('Total');
  pdf.field('Subtotal', money(invoice.subtotal));
  pdf.field(business.countryCode === 'NG' ? 'VAT (7.5%)' : 'VAT', money(invoice.vat));
  pdf.field('Total', money(invoice.total));
  return pdf.finish();
}
