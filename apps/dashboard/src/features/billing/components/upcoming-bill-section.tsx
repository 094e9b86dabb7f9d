import type { TPlanProduct, TUpcomingBill } from '@verity/client';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate, formatMoney } from '../../../lib/format';
import type { UnpaidPlan } from '../lib/invoice-labels';
import { PLANS_PATH } from '../plans/lib/plan-paths';
import { InvoiceLines } from './invoice-lines';

export interface UpcomingBillProps {
  bill: TUpcomingBill;
  planName(planId: string, product?: TPlanProduct): string;
  /** The plans with unpaid invoices; undefined while they load. */
  unpaid: readonly UnpaidPlan[] | undefined;
  /** Holders of billing:subscription:card:invoice:manage may pay now. */
  onPay?: ((planId: string) => void) | undefined;
  /** The plan being paid, whose button shows it. */
  paying: string | null;
}

/**
 * What the business will be invoiced at each subscription's period end (its lines, VAT and total, due
 * then), and what it owes already on unpaid invoices, with Pay now per plan.
 */
export function UpcomingBillSection({ bill, planName, unpaid, onPay, paying }: UpcomingBillProps) {
  return (
    <section aria-labelledby="upcoming-bill-heading" className="flex flex-col gap-4">
      <h2 id="upcoming-bill-heading" className="font-semibold text-xl">
        Upcoming bill
      </h2>
      {bill.outstanding.amount > 0 && (
        <Outstanding bill={bill} planName={planName} unpaid={unpaid} onPay={onPay} paying={paying} />
      )}
      {bill.items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-5">
          No upcoming bill: you are not subscribed to a plan.{' '}
          <TextLink href={PLANS_PATH}>See plans and products</TextLink>
        </p>
      ) : (
        <>
          <ul aria-label="Upcoming bill by plan" className="flex flex-col gap-4">
            {bill.items.map((item) => {
              const name = planName(item.planId, item.product);
              const headingId = `upcoming-${item.planId}`;
              return (
                <li
                  key={item.planId}
                  aria-labelledby={headingId}
                  className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 id={headingId} className="font-semibold text-lg">
                      {name}
                    </h3>
                    <p className="text-muted">
                      Due on <time dateTime={item.periodEnd}>{formatDate(item.periodEnd)}</time>
                    </p>
                  </div>
                  <InvoiceLines
                    caption={`${name}: lines of the upcoming bill`}
                    lines={item.lines}
                    subtotal={item.subtotal}
                    vat={item.vat}
                    total={item.total}
                  />
                </li>
              );
            })}
          </ul>
          {bill.items.length > 1 && (
            <p className="self-end font-semibold">Total of the upcoming bill: {formatMoney(bill.total)}</p>
          )}
        </>
      )}
    </section>
  );
}

const invoicesWord = (count: number) => (count === 1 ? '1 unpaid invoice' : `${count} unpaid invoices`);

function Outstanding({ bill, planName, unpaid, onPay, paying }: UpcomingBillProps) {
  return (
    <div className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
      <p role="status">
        <span className="font-semibold">{formatMoney(bill.outstanding)}</span> is outstanding on unpaid
        invoices.{' '}
        {onPay
          ? 'Pay it now, or we will try your card and then your wallet again.'
          : 'Someone who manages billing can pay it now.'}
      </p>
      {unpaid && unpaid.length > 0 && (
        <ul aria-label="Unpaid invoices by plan" className="flex flex-col gap-2">
          {unpaid.map((plan) => {
            const name = planName(plan.planId);
            return (
              <li key={plan.planId} className="flex flex-wrap items-center justify-between gap-3">
                <span>
                  {name}: {formatMoney(plan.total)} ({invoicesWord(plan.count)})
                </span>
                {onPay && (
                  <Button
                    aria-label={`Pay now for ${name}`}
                    loading={paying === plan.planId}
                    disabled={paying !== null}
                    onClick={() => onPay(plan.planId)}
                  >
                    Pay now
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
