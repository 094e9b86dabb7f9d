/**
 * Billing's cards and wallet in a real browser against the server's Stripe sandbox: with no
 * Stripe keys the server runs a Stripe double and serves its Stripe.js stand-in at /stripe-sandbox/v3.js,
 * which renders the card form ("Card number", "Expiration date", "CVC") and a 3-D Secure test page.
 * Acme (owner@acme.local) is an NGN business, so each card needs a Card Label. A card is listed once the
 * double's webhook reaches the server, which the page waits for by reading the cards again at 3, 6, 9 s.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { walletBalance } from '../support/billing.js';
import { submitCardForm } from '../support/cards.js';
import { apiClientAs, signIn } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite();

const THREE_D_SECURE = '3D Secure 2 Test Page';

/** Payment details → Add card → the label → Continue: the dialog with the stand-in's card form in it. */
async function openCardForm(page: Page, label: string) {
  await page.goto(`${suite.server.url}/billing/payment-details`);
  await page.getByRole('heading', { name: 'Payment details', level: 1 }).waitFor();
  const add = page.getByRole('button', { name: 'Add card' });
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add Card' });
  await dialog.getByLabel('Card Label').fill(label);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

/** Types a card into the stand-in's form (mounted a second after the set-up answer) and submits it. */
const submitCard = (page: Page, number: string) =>
  submitCardForm(page.getByRole('dialog', { name: 'Add Card' }), number);

/** The card's entry in the saved cards, once the server lists it. */
async function savedCard(page: Page, last4: string, label: string) {
  const card = page
    .getByRole('list', { name: 'Saved cards' })
    .getByRole('listitem')
    .filter({ hasText: `•••• ${last4}` });
  await expect.poll(() => card.getByText(label, { exact: true }).isVisible()).toBe(true);
  return card;
}

/** The bank's 3-D Secure check, as the stand-in shows it: complete it. */
async function completeAuthentication(page: Page) {
  await page.getByText(THREE_D_SECURE).first().waitFor();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
}

/** /billing → Fund wallet: `amount` from the card whose last four digits are `last4`, then Pay. */
async function fundWallet(page: Page, amount: string, last4: string) {
  await page.getByRole('button', { name: 'Fund wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fund wallet' });
  await dialog.getByLabel('Amount (₦)').fill(amount);
  const select = dialog.getByLabel('Card to charge');
  const value = await select.locator('option', { hasText: `•••• ${last4}` }).getAttribute('value');
  await select.selectOption(value ?? '');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  return dialog;
}

const transactionsTable = (page: Page) => page.getByRole('table', { name: /^Transactions, newest first/ });

describe('billing: cards and the wallet', () => {
  it('adds a card (NGN, labelled) and funds the wallet with it', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.goto(`${suite.server.url}/billing/payment-details`);
    await expect.poll(() => page.getByText('No card yet.').isVisible()).toBe(true);
    expect(await seriousViolations(page, 'payment details')).toEqual([]);

    const dialog = await openCardForm(page, 'Ops card');
    // Page 2: the card form only (an NGN business gives no address), Submit, and the provider named.
    await dialog.getByLabel('Card number').waitFor();
    expect(await dialog.getByText('Address Details').count()).toBe(0);
    await dialog.getByText('Powered By').waitFor();
    expect(await seriousViolations(page, 'add card dialog')).toEqual([]);
    await submitCard(page, '4242 4242 4242 4242');
    await expect.poll(() => page.getByText('Card added successfully').isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    const card = await savedCard(page, '4242', 'Ops card');
    expect(await card.getByText('Default').isVisible()).toBe(true);
    expect(await card.getByText('Expires 12/34').isVisible()).toBe(true);

    await page.goto(`${suite.server.url}/billing`);
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    const before = await walletBalance(page);
    expect(await seriousViolations(page, 'billing')).toEqual([]);
    const fund = await fundWallet(page, '5,000.00', '4242');
    await expect.poll(() => page.getByText('Your wallet was funded with ₦5,000.00').isVisible()).toBe(true);
    await expect.poll(() => fund.count()).toBe(0);
    await expect.poll(() => walletBalance(page)).toBe(before + 500000);

    const row = transactionsTable(page).getByRole('row').nth(1);
    await expect.poll(() => row.textContent()).toMatch(/Wallet funding.*Card.*₦5,000\.00.*Successful/);
    const reference = (await row.getByRole('link').textContent()) ?? '';
    expect(reference).not.toBe('');

    await row.getByRole('link').click();
    await page.getByRole('heading', { name: `Transaction ${reference}`, level: 1 }).waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect.poll(() => summary.textContent()).toMatch(/Visa •••• 4242/);
    expect(await summary.getByText('Successful').isVisible()).toBe(true);
    expect(await seriousViolations(page, 'transaction')).toEqual([]);
    await page.getByRole('link', { name: /Back to billing/ }).click();
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    await context.close();
  });

  it('a 3-D Secure card: a label already used is refused; saving and paying pass the bank’s check', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    // The first test's label is taken: the server's words go under the field, on page 1.
    const dialog = await openCardForm(page, 'Ops card');
    const label = dialog.getByLabel('Card Label');
    await expect.poll(() => label.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText(/already/i).isVisible()).toBe(true);
    await label.fill('Secure card');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await submitCard(page, '4000 0027 6000 3184');
    await completeAuthentication(page);
    await expect.poll(() => page.getByText('Card added successfully').isVisible()).toBe(true);
    await savedCard(page, '3184', 'Secure card');

    await page.goto(`${suite.server.url}/billing`);
    const before = await walletBalance(page);
    await fundWallet(page, '5000', '3184');
    await completeAuthentication(page);
    await expect.poll(() => page.getByText('Your wallet was funded with ₦5,000.00').isVisible()).toBe(true);
    await expect.poll(() => walletBalance(page)).toBe(before + 500000);
    const row = transactionsTable(page).getByRole('row').nth(1);
    await expect.poll(() => row.textContent()).toMatch(/Wallet funding.*Card.*₦5,000\.00.*Successful/);

    // The transactions filter by status and amount (typed in naira, sent in kobo).
    await page.getByLabel('Status').selectOption('successful');
    await page.getByLabel('Start amount').fill('5,000');
    await page.getByLabel('End amount').fill('5,000.00');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/status=successful/);
    await expect.poll(() => transactionsTable(page).getByRole('row').count()).toBe(3);
    await context.close();
  });

  it('the billing steps’ “Add your Payment method” opens the Add Card dialog on payment details', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    // The seed has no activated business: the profile the browser receives says activated, without a card.
    await page.route('**/api/user/v1/users/me', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { businessProfile: Record<string, unknown> } };
      const businessProfile = { ...body.data.businessProfile, status: 'activated', hasPaymentMethod: false };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, businessProfile } } });
    });
    await signIn(page, suite.server.url, 'owner@acme.local');
    await page.waitForURL(`${suite.server.url}/`);
    await page.getByRole('button', { name: /^Just 2 steps remaining/ }).click();
    await page
      .getByRole('dialog', { name: 'Just 2 steps to full access' })
      .getByRole('button', { name: 'Add your Payment method' })
      .click();
    await page.waitForURL(`${suite.server.url}/billing/payment-details`);
    const dialog = page.getByRole('dialog', { name: 'Add Card' });
    await dialog.getByLabel('Card Label').waitFor();
    // The default flag is offered only once the business has a card.
    const api = await apiClientAs(suite.server.url, 'owner@acme.local');
    const hasCard = (await api.billing.paymentMethods()).data.items.length > 0;
    const asDefault = dialog.getByLabel('Set this card as a default payment method.');
    expect(await asDefault.count()).toBe(hasCard ? 1 : 0);
    expect(await seriousViolations(page, 'add card, page 1')).toEqual([]);
    // Closing resets it: opened again, page 1 is empty.
    await dialog.getByLabel('Card Label').fill('Travel card');
    if (hasCard) await asDefault.check();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Add card' }).click();
    expect(await dialog.getByLabel('Card Label').inputValue()).toBe('');
    if (hasCard) expect(await asDefault.isChecked()).toBe(false);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
