import { describe, expect, it } from 'vitest';
import { declined, failedInvoice, invoice, naira } from '../invoice-fixture';
import {
  invoicePeriod,
  invoiceStatusLabels,
  payOutcome,
  planNamer,
  retryLine,
  unpaidPlans,
} from './invoice-labels';

describe('an invoice in words', () => {
  it('has a status chip of Paid, Unpaid or Payment failed', () => {
    expect(invoiceStatusLabels).toEqual({ paid: 'Paid', open: 'Unpaid', failed: 'Payment failed' });
  });

  it('reads its period as two days', () => {
    expect(invoicePeriod(invoice())).toBe('05 March 2026 – 05 April 2026');
  });

  it('says when a failed payment is tried again, or that it is not', () => {
    expect(retryLine(invoice())).toBeNull();
    expect(retryLine(invoice({ status: 'failed', nextAttemptAt: '2026-04-06T10:00:00.000Z' }))).toBe(
      'We will try again on 06 April 2026, 10:00 UTC.',
    );
    expect(retryLine(invoice({ status: 'failed', nextAttemptAt: null }))).toBe(
      'We will not try again automatically.',
    );
  });
});

describe('the plans with unpaid invoices', () => {
  it('adds up each plan’s unpaid invoices, leaving out the paid ones', () => {
    const rows = [
      invoice({ id: 'a', status: 'failed', total: naira(100) }),
      invoice({ id: 'b', planId: 'plan_bv', status: 'open', total: naira(50) }),
      invoice({ id: 'c', status: 'open', total: naira(25) }),
      invoice({ id: 'd', planId: 'plan_cr' }),
    ];
    expect(unpaidPlans(rows)).toEqual([
      { planId: 'plan_cv', count: 2, total: naira(125) },
      { planId: 'plan_bv', count: 1, total: naira(50) },
    ]);
    expect(unpaidPlans([invoice()])).toEqual([]);
  });
});

describe('a plan’s name', () => {
  it('comes from the plans, else its product, else Plan', () => {
    const name = planNamer([{ id: 'plan_cv', name: 'Customer Verification' }]);
    expect(name('plan_cv')).toBe('Customer Verification');
    expect(name('plan_x', 'sanction-pep-screening')).toBe('Sanction pep screening');
    expect(planNamer(undefined)('plan_cv')).toBe('Plan');
  });
});

describe('what Pay now came to', () => {
  it('one invoice paid: its number, total and how', () => {
    expect(payOutcome([invoice()])).toEqual({
      tone: 'success',
      message: 'INV-2026-000001 paid: ₦53,750.00 by card',
    });
    expect(payOutcome([invoice({ paidWith: 'wallet' })]).message).toBe(
      'INV-2026-000001 paid: ₦53,750.00 from your wallet',
    );
  });

  it('several paid: how many and their sum', () => {
    expect(payOutcome([invoice(), invoice({ id: 'inv_2', number: 'INV-2026-000002' })])).toEqual({
      tone: 'success',
      message: '2 invoices paid: ₦107,500.00',
    });
  });

  it('not paid: the card’s and the wallet’s reasons', () => {
    const failed = failedInvoice();
    expect(payOutcome([failed])).toEqual({
      tone: 'error',
      message: `INV-2026-000001 could not be paid: ${declined}`,
    });
    expect(payOutcome([invoice({ number: 'INV-2026-000003' }), failed]).message).toBe(
      `1 paid; INV-2026-000001 could not be paid: ${declined}`,
    );
  });

  it('nothing was left to pay', () => {
    expect(payOutcome([])).toEqual({ tone: 'info', message: 'There was nothing left to pay.' });
  });
});
