/**
 * Billing's bank transfers, transfers to an organization and platform staff's tools, in a real
 * browser against the real server. Acme (owner@acme.local) is an NGN business that starts with ₦500,000 and
 * has one organization, Acme Lagos Branch; admin@verity.local is platform staff (Ada Admin). The tests run
 * in order and share what they did: the transfer the owner announces is the one the admin reconciles.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { businessIdOf, minorUnits, walletBalance } from '../support/billing.js';
import { apiClientAs } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1400, height: 900 } });

/** Acme's business id. */
const acme = () => businessIdOf(suite.server.url, 'owner@acme.local');

/** ₦12,345.67 → 1234567 (kobo); a leading minus stays. */
/** The value beside `label` in a list of facts (the bank transfer's details). */
async function fact(scope: Locator, label: string): Promise<string> {
  const value = scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd > span')
    .first();
  await value.waitFor();
  return ((await value.textContent()) ?? '').trim();
}

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

/** A day `days` from today (UTC), as a date input takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What the first test announced, for the tests after it. */
const announced = { reference: '', walletCredit: 0, balanceBefore: 0 };

describe('billing: bank transfers, organizations and platform staff’s tools', () => {
  it('the owner announces a bank transfer and sees the reference, the breakdown and a pending transaction', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.goto(`${suite.server.url}/billing`);
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    announced.balanceBefore = await walletBalance(page);

    await page.getByRole('button', { name: 'Fund wallet' }).click();
    const fund = page.getByRole('dialog', { name: 'Fund wallet' });
    await fund.getByLabel('Bank transfer').check();
    await fund.getByLabel('Amount to send (₦)').fill('10,750.00');
    expect(await seriousViolations(page, 'fund wallet by bank transfer')).toEqual([]);
    await fund.getByRole('button', { name: 'Get bank details' }).click();

    const details = page.getByRole('dialog', { name: 'Bank transfer details' });
    announced.reference = await fact(details, 'Reference to quote');
    expect(announced.reference).not.toBe('');
    expect(await fact(details, 'Account number')).toMatch(/^\d+$/);
    expect(await fact(details, 'Amount to send')).toBe('₦10,750.00');
    const vat = minorUnits(await fact(details, 'VAT'));
    announced.walletCredit = minorUnits(await fact(details, 'Credited to your wallet'));
    expect(vat + announced.walletCredit).toBe(1_075_000);
    expect(await details.getByText(/stays Pending until we match your transfer/).isVisible()).toBe(true);
    expect(await details.getByRole('button', { name: 'Copy reference to quote' }).isVisible()).toBe(true);
    expect(await seriousViolations(page, 'bank transfer details')).toEqual([]);
    await details.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => details.count()).toBe(0);

    // The transfer is listed, pending; the wallet has not moved.
    const row = page
      .getByRole('table', { name: /^Transactions, newest first/ })
      .getByRole('row')
      .filter({ hasText: announced.reference });
    await expect.poll(() => row.textContent()).toMatch(/Wallet funding.*Bank transfer.*₦10,750\.00.*Pending/);
    expect(await walletBalance(page)).toBe(announced.balanceBefore);
    await context.close();
  });

  it('platform staff find it on Reconciliations by its reference and reconcile what arrived', async () => {
    expect(announced.reference).not.toBe('');
    const { context, page } = await suite.signedInPage('admin@verity.local');
    await page.goto(`${suite.server.url}/billing/reconciliations`);
    await page.getByRole('heading', { name: 'Reconciliations', level: 1 }).waitFor();
    await page.getByLabel('Transaction reference').fill(announced.reference);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/transactionReference=/);
    const table = page.getByRole('table', { name: /^Bank transfers, newest first/ });
    const row = table.getByRole('row').filter({ hasText: announced.reference });
    await expect.poll(() => row.textContent()).toMatch(/Acme Ltd.*₦10,750\.00.*Pending/);
    expect(await table.getByRole('row').count()).toBe(2);
    expect(await seriousViolations(page, 'reconciliations')).toEqual([]);

    await row.getByRole('button', { name: `Reconcile ${announced.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reconcile ${announced.reference}` });
    const received = dialog.getByLabel('Amount received (₦)');
    expect(await received.inputValue()).toBe('10,750.00');
    expect(await seriousViolations(page, 'reconcile dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Reconcile', exact: true }).click();
    await expect
      .poll(() => toast(page, `${announced.reference} reconciled: ₦10,750.00 received`).isVisible())
      .toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => row.textContent()).toMatch(/Successful.*By Ada Admin.*₦10,750\.00 received/);
    expect(await row.getByRole('button', { name: /^Reconcile/ }).count()).toBe(0);
    await context.close();
  });

  it('the owner’s balance grew by the wallet credit the server reported', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.goto(`${suite.server.url}/billing`);
    await expect.poll(() => walletBalance(page)).toBe(announced.balanceBefore + announced.walletCredit);
    const row = page
      .getByRole('table', { name: /^Transactions, newest first/ })
      .getByRole('row')
      .filter({ hasText: announced.reference });
    await expect.poll(() => row.textContent()).toMatch(/Bank transfer.*Successful/);
    await context.close();
  });

  it('the owner transfers ₦1,000.00 to the Lagos branch; a transfer the wallet cannot cover is refused', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.goto(`${suite.server.url}/billing`);
    const before = await walletBalance(page);
    const open = page.getByRole('button', { name: 'Transfer to organization' });
    await open.waitFor();
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Transfer to organization' });
    await dialog.getByLabel('Organization').selectOption({ label: 'Acme Lagos Branch' });
    await dialog.getByLabel('Amount (₦)').fill('99,000,000.00');
    expect(await seriousViolations(page, 'transfer dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    // 402: the server's words stay in the dialog.
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/too low/i);
    expect(await walletBalance(page)).toBe(before);

    await dialog.getByLabel('Amount (₦)').fill('1,000.00');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect.poll(() => toast(page, '₦1,000.00 transferred to Acme Lagos Branch').isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => walletBalance(page)).toBe(before - 100_000);
    const row = page
      .getByRole('table', { name: /^Transactions, newest first/ })
      .getByRole('row')
      .nth(1);
    await expect.poll(() => row.textContent()).toMatch(/Wallet transfer.*-₦1,000\.00.*Successful/);
    await context.close();
  });

  it('platform staff adjust Acme’s balance with a reason, then issue a credit line and clear it', async () => {
    const businessId = await acme();
    const { context, page } = await suite.signedInPage('admin@verity.local');
    await page.goto(`${suite.server.url}/businesses/${businessId}/billing`);
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    const before = await walletBalance(page);
    await page
      .getByRole('table', { name: /^Credit lines, newest first/ })
      .or(page.getByText('No credit lines yet'))
      .first()
      .waitFor();
    expect(await seriousViolations(page, 'business billing')).toEqual([]);

    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const adjust = page.getByRole('dialog', { name: 'Adjust balance' });
    await adjust.getByLabel('Deduct from the wallet').check();
    await adjust.getByLabel('Amount (₦)').fill('500.00');
    await adjust.getByRole('button', { name: 'Adjust balance' }).click();
    // The reason is required: nothing is sent without one.
    await expect.poll(() => adjust.getByText('The reason field is required').isVisible()).toBe(true);
    await adjust.getByLabel('Reason').fill('Duplicate funding reversed');
    expect(await seriousViolations(page, 'adjust balance')).toEqual([]);
    await adjust.getByRole('button', { name: 'Adjust balance' }).click();
    await expect.poll(() => toast(page, '₦500.00 deducted from the wallet').isVisible()).toBe(true);
    await expect.poll(() => adjust.count()).toBe(0);
    await expect.poll(() => walletBalance(page)).toBe(before - 50_000);

    const credit = page.getByRole('region', { name: 'Credit lines' });
    await credit.getByRole('button', { name: 'Issue credit' }).click();
    const issue = page.getByRole('dialog', { name: 'Issue credit' });
    await issue.getByLabel('Credit amount (₦)').fill('50,000');
    await issue.getByLabel('Expiry').fill(dayFromNow(30));
    expect(await seriousViolations(page, 'issue credit')).toEqual([]);
    await issue.getByRole('button', { name: 'Issue credit' }).click();
    await expect.poll(() => toast(page, /^A credit line of ₦50,000\.00 was issued/).isVisible()).toBe(true);
    await expect.poll(() => issue.count()).toBe(0);
    const line = credit
      .getByRole('table', { name: /^Credit lines, newest first/ })
      .getByRole('row')
      .nth(1);
    await expect.poll(() => line.textContent()).toMatch(/^Active₦50,000\.00₦0\.00/);
    await expect
      .poll(() => page.getByRole('region', { name: 'Wallet balance' }).textContent())
      .toMatch(/with a credit line of ₦50,000\.00/);
    // One line at a time: no Issue credit while it is active.
    expect(await credit.getByRole('button', { name: 'Issue credit' }).count()).toBe(0);

    await credit.getByRole('button', { name: 'Clear credit' }).click();
    const clear = page.getByRole('dialog', { name: 'Clear credit' });
    await clear.getByLabel('Amount received (₦)').fill('0');
    expect(await seriousViolations(page, 'clear credit')).toEqual([]);
    await clear.getByRole('button', { name: 'Clear credit' }).click();
    await expect.poll(() => toast(page, 'The credit line was cleared').isVisible()).toBe(true);
    await expect.poll(() => clear.count()).toBe(0);
    await expect.poll(() => line.textContent()).toMatch(/^Cleared/);
    await expect.poll(() => credit.getByRole('button', { name: 'Issue credit' }).count()).toBe(1);
    expect(await seriousViolations(page, 'business billing after')).toEqual([]);
    await context.close();
  });

  it('platform staff set a price for Acme alone, kept after a reload', async () => {
    const businessId = await acme();
    const { context, page } = await suite.signedInPage('admin@verity.local');
    await page.goto(`${suite.server.url}/businesses/${businessId}/manage/pricing-subscription`);
    await page.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor();
    const nin = page.getByLabel('Price for Customer Verification · NIN · Nigeria (₦)');
    await nin.waitFor();
    expect(await nin.inputValue()).toBe('');
    expect(await seriousViolations(page, 'pricing')).toEqual([]);
    await nin.fill('75.50');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect.poll(() => toast(page, '1 price saved').isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => nin.inputValue()).toBe('75.50');
    const admin = await apiClientAs(suite.server.url, 'admin@verity.local');
    const { data } = await admin.billing.businessPricing(businessId);
    expect(data.items.find((item) => item.key === 'ng:nin')?.businessPrice).toBe(7_550);
    await context.close();
  });
});
