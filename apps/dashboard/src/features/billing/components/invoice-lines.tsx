import type { TInvoiceLine, TMoney } from '@verity/client';
import { formatCount, formatMoney } from '../../../lib/format';

export interface InvoiceLinesProps {
  /** What the lines are, for the table's caption. */
  caption: string;
  lines: readonly TInvoiceLine[];
  subtotal: TMoney;
  vat: TMoney;
  total: TMoney;
}

/** An invoice's or a bill's lines, then its subtotal, VAT and total: the same table wherever one is shown. */
export function InvoiceLines({ caption, lines, subtotal, vat, total }: InvoiceLinesProps) {
  const totals = [
    ['Subtotal', subtotal],
    ['VAT', vat],
    ['Total', total],
  ] as const;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-slate-200 border-b text-muted text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Description
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Quantity
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Unit price
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line) => (
            <tr key={line.description}>
              <td className="py-2 pr-3">{line.description}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(line.quantity)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {formatMoney(line.unitAmount)}
              </td>
              <td className="whitespace-nowrap py-2 pl-3 text-right tabular-nums">
                {formatMoney(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-slate-200 border-t">
          {totals.map(([label, amount]) => (
            <tr key={label} className={label === 'Total' ? 'font-semibold' : undefined}>
              <th scope="row" colSpan={3} className="py-1.5 pr-3 text-right font-medium">
                {label}
              </th>
              <td className="whitespace-nowrap py-1.5 pl-3 text-right tabular-nums">{formatMoney(amount)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
