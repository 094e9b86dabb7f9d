/**
 * Invoices and the upcoming bill in a real browser against the real server. Acme (owner@acme.local, an NGN
 * business with ₦500,000 in its wallet) adds a card through the server's Stripe sandbox and subscribes to
 * Customer Verification Starter (₦50,000 a month, 500 checks) through the API; then the test ends the billing
 * period on the server (`endBillingPeriods`: the period ends now and the billing run follows). The tests run
 * in order: the first invoice is paid by card; the second, with a card that declines and an empty wallet,
 * fails, and Pay now settles it once the wallet is topped up. admin@verity.local is platform staff.
 */
import { endBillingPeriods } from '@verity/api/testing';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { businessIdOf } from '../support/billing.js';
import { addCard } from '../support/cards.js';
import { downloadedBytes } from '../support/download.js';
import { apiClientAs } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1400, height: 900 } });

const DATE = String.raw`\d{2} [A-Z][a-z]+ \d{4}`;
const firstInvoice = /^INV-\d{4}-000001$/;
const secondInvoice = /^INV-\d{4}-000002$/;
const DECLINED = 'Your card was declined. The wallet balance is too low to pay this invoice.';

/** Acme's business id. */
const acme = () => businessIdOf(suite.server.url, 'owner@acme.local');

const invoicesTable = (page: Page) => page.getByRole('table', { name: /^Invoices, newest first/ });
const invoiceRow = (page: Page, number: RegExp) =>
  invoicesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: number }) });

/** Opens an invoice's details from its number; the dialog is named after it. */
async function openInvoice(page: Page, number: RegExp): Promise<Locator> {
  await invoiceRow(page, number).getByRole('button', { name: number }).click();
  const dialog = page.getByRole('dialog', { name: /^Invoice INV-/ });
  await dialog.waitFor();
  return dialog;
}

/** The value beside `label` in a list of facts. */
const fact = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** A total row of a lines table: 'Subtotal', 'VAT' or 'Total', and its amount. */
const totalRow = (scope: Locator, label: string) =>
  scope.getByRole('row').filter({ has: scope.page().getByRole('rowheader', { name: label, exact: true }) });

describe('invoices and the upcoming bill', () => {
  it('the period’s invoice is paid by card: listed as Paid, its lines and VAT shown, its PDF saved', async () => {
    const businessId = await acme();
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await addCard(page, suite.server.url, { label: 'Main card' });

    // Subscribe to Customer Verification Starter, in live mode, through the API.
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    await owner.users.switchEnvironment({ environment: 'live' });
    const plans = (await owner.plans.list()).data.items;
    const plan = plans.find((candidate) => candidate.product === 'customer-verification');
    const starter = plan?.subplans.find((subplan) => subplan.name === 'Starter');
    if (!plan || !starter) throw new Error('Customer Verification Starter is not in the catalogue');
    await owner.plans.selectPlan(plan.id, starter.id);

    // The product page says how much of the period is used.
    await page.goto(`${suite.server.url}/billing/plans-and-products/customer-verification`);
    await page.getByText('This period: 0 of 500 checks used').waitFor();

    expect(await endBillingPeriods(suite.server.app, businessId)).toMatchObject({
      periodsClosed: 1,
      invoicesPaid: 1,
      invoicesFailed: 0,
    });

    await page.goto(`${suite.server.url}/billing`);
    await page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Invoices' }).click();
    await page.waitForURL(`${suite.server.url}/billing/invoice`);
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();

    // The next period's bill: Starter, VAT at 7.5%, due at the period's end; nothing outstanding.
    const upcoming = page
      .getByRole('list', { name: 'Upcoming bill by plan' })
      .getByRole('listitem', { name: 'Customer Verification' });
    await upcoming.getByText(new RegExp(`^Due on ${DATE}$`)).waitFor();
    expect(await upcoming.getByRole('row').filter({ hasText: 'Starter plan' }).textContent()).toMatch(
      /Starter plan\s*1\s*₦50,000\.00\s*₦50,000\.00/,
    );
    expect(await totalRow(upcoming, 'VAT').textContent()).toContain('₦3,750.00');
    expect(await totalRow(upcoming, 'Total').textContent()).toContain('₦53,750.00');
    expect(await page.getByText(/is outstanding on unpaid invoices/).count()).toBe(0);

    // The invoice: Paid, by card.
    const row = invoiceRow(page, firstInvoice);
    await expect.poll(() => row.textContent()).toMatch(/₦53,750\.00.*Paid.*Card/);
    expect(await invoicesTable(page).getByRole('row').count()).toBe(2);
    expect(await seriousViolations(page, 'invoices')).toEqual([]);

    const dialog = await openInvoice(page, firstInvoice);
    const number = ((await dialog.getByRole('heading').first().textContent()) ?? '').replace('Invoice ', '');
    expect(number).toMatch(firstInvoice);
    expect(await fact(dialog, 'Plan').textContent()).toBe('Customer Verification');
    expect(await fact(dialog, 'Status').textContent()).toBe('Paid');
    expect(await fact(dialog, 'Paid with').textContent()).toBe('Card');
    expect(await dialog.getByRole('row').filter({ hasText: 'Starter plan' }).textContent()).toMatch(
      /₦50,000\.00/,
    );
    expect(await totalRow(dialog, 'Subtotal').textContent()).toContain('₦50,000.00');
    expect(await totalRow(dialog, 'VAT').textContent()).toContain('₦3,750.00');
    expect(await totalRow(dialog, 'Total').textContent()).toContain('₦53,750.00');
    expect(await dialog.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    expect(await seriousViolations(page, 'invoice details')).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    expect((await downloadedBytes(download)).subarray(0, 4).toString('latin1')).toBe('%PDF');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a payment both the card and the wallet refuse: Payment failed with the reason; Pay now once topped up', async () => {
    const businessId = await acme();
    const { context, page } = await suite.signedInPage('owner@acme.local');
    // A card that saves but declines charges, made the default.
    await addCard(page, suite.server.url, { label: 'Declining card', number: '4000 0000 0000 0341' });
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    const cards = (await owner.billing.paymentMethods()).data.items;
    const declining = cards.find((card) => card.last4 === '0341');
    if (!declining) throw new Error('the declining card was not saved');
    await owner.billing.setDefaultCard(declining.id);

    // The wallet emptied by platform staff.
    const admin = await apiClientAs(suite.server.url, 'admin@verity.local');
    const wallet = (await admin.billing.businessBalances(businessId)).data;
    expect(wallet.creditLimit.amount).toBe(0);
    if (wallet.balance.amount > 0)
      await admin.billing.adjustBalance(businessId, {
        amount: -wallet.balance.amount,
        reason: 'Browser test: an empty wallet',
      });

    expect(await endBillingPeriods(suite.server.app, businessId)).toMatchObject({
      periodsClosed: 1,
      invoicesPaid: 0,
      invoicesFailed: 1,
    });

    await page.goto(`${suite.server.url}/billing/invoice`);
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await page.getByText('₦53,750.00 is outstanding on unpaid invoices.', { exact: false }).waitFor();
    const payFromWarning = page.getByRole('button', { name: 'Pay now for Customer Verification' });
    await payFromWarning.waitFor();
    const row = invoiceRow(page, secondInvoice);
    await expect.poll(() => row.textContent()).toMatch(/₦53,750\.00.*Payment failed/);
    await expect.poll(() => invoiceRow(page, firstInvoice).textContent()).toMatch(/Paid.*Card/);
    expect(await seriousViolations(page, 'invoices with a failed payment')).toEqual([]);

    const dialog = await openInvoice(page, secondInvoice);
    expect(await fact(dialog, 'Status').textContent()).toBe('Payment failed');
    const reason = dialog.getByRole('alert');
    await reason.getByText(`Payment failed: ${DECLINED}`).waitFor();
    await reason.getByText(new RegExp(`^We will try again on ${DATE}, \\d{2}:\\d{2} UTC\\.$`)).waitFor();
    expect(await seriousViolations(page, 'failed invoice details')).toEqual([]);

    // Platform staff see what Acme owes.
    const staff = await suite.signedInPage('admin@verity.local');
    await staff.page.goto(`${suite.server.url}/businesses/${businessId}/manage/invoices`);
    await staff.page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    const balance = staff.page.getByRole('region', { name: 'Balance' });
    await expect.poll(() => fact(balance, 'Outstanding').textContent()).toBe('₦53,750.00');
    expect(await fact(balance, 'Unpaid invoices').textContent()).toBe('1');
    expect(await fact(balance, 'Wallet').textContent()).toBe('₦0.00');
    await expect.poll(() => invoiceRow(staff.page, secondInvoice).textContent()).toMatch(/Payment failed/);
    expect(await seriousViolations(staff.page, 'business invoices')).toEqual([]);
    const staffDialog = await openInvoice(staff.page, secondInvoice);
    await staffDialog.getByRole('alert').getByText(`Payment failed: ${DECLINED}`).waitFor();
    expect(await staffDialog.getByRole('button', { name: 'Download PDF' }).count()).toBe(0);
    expect(await staffDialog.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    expect(await seriousViolations(staff.page, 'business invoice details')).toEqual([]);
    await staff.context.close();

    // The wallet topped up: Pay now tries the card again, then pays from the wallet.
    await admin.billing.adjustBalance(businessId, { amount: 100_000_00, reason: 'Browser test: top-up' });
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText(/^INV-\d{4}-000002 paid: ₦53,750\.00 from your wallet$/).waitFor();
    await expect.poll(() => fact(dialog, 'Status').textContent()).toBe('Paid');
    expect(await fact(dialog, 'Paid with').textContent()).toBe('Wallet');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => row.textContent()).toMatch(/₦53,750\.00.*Paid.*Wallet/);
    await expect.poll(() => page.getByText(/is outstanding on unpaid invoices/).count()).toBe(0);
    await context.close();
  });
});
