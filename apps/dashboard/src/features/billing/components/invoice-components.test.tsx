import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { failedInvoice, invoice, naira, upcomingBill } from '../invoice-fixture';
import { planNamer } from '../lib/invoice-labels';
import { businessBalanceRows } from '../pages/business-invoices-page';
import { UsageSummary } from '../plans/components/plan-usage';
import { InvoiceDialog } from './invoice-dialog';
import { InvoicesTable } from './invoices-table';
import { UpcomingBillSection } from './upcoming-bill-section';

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const render = (node: ReactNode) => renderToStaticMarkup(<Router ssrPath="/billing/invoice">{node}</Router>);

const noop = () => undefined;
const planName = planNamer([{ id: 'plan_cv', name: 'Customer Verification' }]);

describe('the upcoming bill', () => {
  it('shows each plan’s lines, VAT and total, due at its period’s end', () => {
    const markup = render(
      <UpcomingBillSection
        bill={upcomingBill()}
        planName={planName}
        unpaid={[]}
        onPay={noop}
        paying={null}
      />,
    );
    expect(text(markup)).toBe(
      'Upcoming bill Customer Verification Due on 05 May 2026 ' +
        'Customer Verification: lines of the upcoming bill Description Quantity Unit price Amount ' +
        'Starter plan 1 ₦50,000.00 ₦50,000.00 Checks beyond the 500 included 3 ₦120.00 ₦360.00 ' +
        'Subtotal ₦50,360.00 VAT ₦3,777.00 Total ₦54,137.00',
    );
    expect(markup).not.toContain('outstanding');
  });

  it('warns of what is outstanding, with Pay now per plan for those who may pay', () => {
    const bill = upcomingBill({ outstanding: naira(5_375_000) });
    const unpaid = [{ planId: 'plan_cv', count: 1, total: naira(5_375_000) }];
    const markup = render(
      <UpcomingBillSection bill={bill} planName={planName} unpaid={unpaid} onPay={noop} paying={null} />,
    );
    expect(text(markup)).toContain(
      '₦53,750.00 is outstanding on unpaid invoices. Pay it now, or we will try your card and then your wallet again. Customer Verification: ₦53,750.00 (1 unpaid invoice) Pay now',
    );
    expect(markup).toContain('aria-label="Pay now for Customer Verification"');

    const readOnly = render(
      <UpcomingBillSection bill={bill} planName={planName} unpaid={unpaid} paying={null} />,
    );
    expect(text(readOnly)).toContain('Someone who manages billing can pay it now.');
    expect(readOnly).not.toContain('Pay now');
  });

  it('without a subscription points to the plans', () => {
    const markup = render(
      <UpcomingBillSection
        bill={upcomingBill({ items: [], total: naira(0) })}
        planName={planName}
        unpaid={undefined}
        paying={null}
      />,
    );
    expect(text(markup)).toBe(
      'Upcoming bill No upcoming bill: you are not subscribed to a plan. See plans and products',
    );
    expect(markup).toContain('href="/billing/plans-and-products"');
  });
});

describe('the invoices table', () => {
  it('shows number, period, total, status chip and how each was paid; the number opens the details', () => {
    const markup = render(
      <InvoicesTable
        rows={[
          invoice(),
          failedInvoice({ id: 'inv_2', number: 'INV-2026-000002' }),
          invoice({ id: 'inv_3', number: 'INV-2026-000003', status: 'open', paidWith: null }),
        ]}
        loading={false}
        onOpen={noop}
      />,
    );
    expect(text(markup)).toBe(
      'Invoices, newest first Number Period Total Status Paid with ' +
        'INV-2026-000001 05 March 2026 – 05 April 2026 ₦53,750.00 Paid Card ' +
        'INV-2026-000002 05 March 2026 – 05 April 2026 ₦53,750.00 Payment failed — ' +
        'INV-2026-000003 05 March 2026 – 05 April 2026 ₦53,750.00 Unpaid —',
    );
    expect(markup).toContain('aria-haspopup="dialog"');
  });
});

describe('an invoice’s details', () => {
  it('a paid one: its facts, lines, VAT and total, and Download PDF', () => {
    const markup = render(
      <InvoiceDialog
        invoice={invoice()}
        planName="Customer Verification"
        onDownload={noop}
        onPay={noop}
        onClose={noop}
      />,
    );
    expect(markup).toContain('role="dialog"');
    expect(text(markup)).toBe(
      'Invoice INV-2026-000001 ✕ Plan Customer Verification Status Paid Period 05 March 2026 – 05 April 2026 ' +
        'Issued 05 April 2026 Paid on 05 April 2026, 10:00 UTC Paid with Card Payment attempts 1 ' +
        'Invoice INV-2026-000001: lines Description Quantity Unit price Amount Starter plan 1 ₦50,000.00 ₦50,000.00 ' +
        'Subtotal ₦50,000.00 VAT ₦3,750.00 Total ₦53,750.00 Download PDF',
    );
  });

  it('a failed one: why, when it is tried again, and Pay now for those who may pay', () => {
    const markup = render(
      <InvoiceDialog
        invoice={failedInvoice()}
        planName={null}
        onDownload={noop}
        onPay={noop}
        onClose={noop}
      />,
    );
    expect(text(markup)).toContain(
      'Payment failed: Your card was declined. The wallet balance is too low to pay this invoice. We will try again on 06 April 2026, 10:00 UTC.',
    );
    expect(markup).toContain('role="alert"');
    expect(text(markup)).toMatch(/Download PDF Pay now$/);
    expect(text(markup)).not.toContain('Plan ');
  });

  it('for platform staff: no download, no Pay now', () => {
    const markup = render(<InvoiceDialog invoice={failedInvoice()} planName={null} onClose={noop} />);
    expect(markup).not.toContain('Download PDF');
    expect(markup).not.toContain('Pay now');
  });
});

describe('a business’s balance for platform staff', () => {
  it('is what it owes on invoices, how many are unpaid, and its wallet', () => {
    expect(
      businessBalanceRows({ outstanding: naira(5_375_000), unpaidInvoices: 1, wallet: naira(0) }),
    ).toEqual([
      ['Outstanding', '₦53,750.00'],
      ['Unpaid invoices', '1'],
      ['Wallet', '₦0.00'],
    ]);
  });
});

describe('the plan’s usage this period', () => {
  it('shows the checks used of those included, and the extra ones’ cost once over', () => {
    const usage = {
      planId: 'plan_cv',
      periodStart: '2026-03-05T10:00:00.000Z',
      periodEnd: '2026-04-05T10:00:00.000Z',
      used: 503,
      included: 500,
      overage: 3,
      overageCost: naira(36_000),
    };
    expect(text(renderToStaticMarkup(<UsageSummary usage={usage} />))).toBe(
      'This period: 503 of 500 checks used 3 extra checks: ₦360.00',
    );
    expect(
      text(
        renderToStaticMarkup(
          <UsageSummary usage={{ ...usage, used: 12, overage: 0, overageCost: naira(0) }} />,
        ),
      ),
    ).toBe('This period: 12 of 500 checks used');
  });
});
