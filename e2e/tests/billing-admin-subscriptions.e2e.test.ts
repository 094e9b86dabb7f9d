/**
 * Platform staff's subscription tools for a business, in a real browser against the real
 * server. Acme's owner (owner@acme.local, NGN) saves a card through the Stripe sandbox, subscribes to
 * Customer Verification Starter and asks for Enterprise on Business Verification through the API; then
 * admin@verity.local, on Acme's pricing and subscriptions, reads the subscriptions, switches an add-on on,
 * sets the Enterprise terms, and visits upgrade-enterprise and the subscribe pages. Re-activate usage
 * needs four failed invoice payments: the dashboard's unit tests cover it with a fixture.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { addCard } from '../support/cards.js';
import { apiClientAs } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1400, height: 900 } });

const DATE = String.raw`\d{2} [A-Z][a-z]+ \d{4}`;
const renews = new RegExp(`^Renews on ${DATE}$`);

/** A subscribed product's card in the Subscriptions list. */
const subscriptionCard = (page: Page, product: string) =>
  page.getByRole('list', { name: 'Subscriptions' }).getByRole('listitem', { name: product, exact: true });

/** The value beside `label` in a card's facts, once shown. */
async function fact(card: Locator, label: string): Promise<string> {
  const value = card
    .locator('dl > div')
    .filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
  await value.waitFor();
  return ((await value.textContent()) ?? '').trim();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe('platform staff’s subscription tools for a business', () => {
  it('reads Acme’s subscriptions, switches an add-on on, sets Enterprise terms, and opens the subscribe pages', async () => {
    // The owner: a card (the UI's way, through the Stripe sandbox), a tier, and an Enterprise request.
    const ownerSession = await suite.signedInPage('owner@acme.local');
    await addCard(ownerSession.page, suite.server.url, { label: 'Staff tools card' });
    await ownerSession.context.close();
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    const businessId = (await owner.users.me()).data.user.business.id;
    await owner.plans.selectPlan('plan_customer_verification', 'sub_cv_starter');
    await owner.plans.subscribeEnterprise('plan_business_verification', { message: 'Nationwide' });

    const base = `${suite.server.url}/businesses/${businessId}/manage/pricing-subscription`;
    const { context, page } = await suite.signedInPage('admin@verity.local');
    await page.goto(base);
    await page.getByRole('heading', { name: 'Pricing and subscriptions', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Subscriptions', level: 2 }).waitFor();

    // Customer Verification on Starter, with its list prices.
    const customer = subscriptionCard(page, 'Customer Verification');
    await customer.getByText('Starter', { exact: true }).waitFor();
    await customer.getByText(renews).waitFor();
    expect(await fact(customer, 'Monthly price')).toBe('₦50,000.00 a month');
    expect(await fact(customer, 'Included checks')).toBe('500');
    expect(await fact(customer, 'Price per extra check')).toBe('₦120.00');
    expect(await customer.getByRole('button', { name: /^Re-activate usage/ }).count()).toBe(0);

    // Business Verification: Enterprise asked for, no terms yet.
    const business = subscriptionCard(page, 'Business Verification');
    await business.getByText('Enterprise requested', { exact: true }).waitFor();
    await business.getByText('No Enterprise terms yet: set them to start the subscription.').waitFor();
    await page.getByText(/^Not subscribed: Credit Report, Sanction & PEP Screening\.$/).waitFor();
    // The check prices stay below.
    await page.getByLabel('Price for Customer Verification · NIN · Nigeria (₦)').waitFor();
    expect(await seriousViolations(page, 'pricing and subscriptions')).toEqual([]);

    // Priority support, switched on for Acme by admin, and still on when read again.
    const support = customer.getByRole('switch', { name: 'Priority support' });
    expect(await support.getAttribute('aria-checked')).toBe('false');
    await support.click();
    await toast(page, 'Priority support enabled').waitFor();
    await expect.poll(() => support.getAttribute('aria-busy')).toBeNull();
    expect(await support.getAttribute('aria-checked')).toBe('true');
    const ownPlans = (await owner.plans.list()).data.items;
    const ownCustomer = ownPlans.find((plan) => plan.id === 'plan_customer_verification');
    expect(ownCustomer?.addons.find((addon) => addon.id === 'addon_cv_support')?.enabled).toBe(true);
    await page.reload();
    await expect.poll(() => support.getAttribute('aria-checked')).toBe('true');

    // Set Enterprise terms, first with nothing typed: each field says what it needs.
    await page.getByRole('button', { name: 'Set Enterprise terms', exact: true }).click();
    const anyProduct = page.getByRole('dialog', { name: 'Set Enterprise terms' });
    await anyProduct.getByLabel('Product').selectOption({ label: 'Credit Report' });
    await anyProduct.getByRole('button', { name: 'Set terms' }).click();
    await anyProduct.getByText('The monthly price field is required').waitFor();
    await anyProduct.getByText('The included checks field is required').waitFor();
    await anyProduct.getByText('The price per extra check field is required').waitFor();
    expect(await seriousViolations(page, 'enterprise terms, unfilled')).toEqual([]);
    await anyProduct.getByRole('button', { name: 'Cancel' }).click();
    await anyProduct.waitFor({ state: 'detached' });

    // Business Verification: ₦900,000.00 a month, 20,000 checks, ₦400.00 each beyond.
    await business.getByRole('button', { name: 'Set Enterprise terms for Business Verification' }).click();
    const terms = page.getByRole('dialog', { name: 'Set Enterprise terms' });
    expect(await terms.getByLabel('Product').inputValue()).toBe('plan_business_verification');
    await terms.getByText('Business Verification Enterprise starts at once, on these terms.').waitFor();
    await terms.getByLabel('Monthly price (₦)').fill('900,000.00');
    await terms.getByLabel('Included checks a month').fill('20,000');
    await terms.getByLabel('Price per extra check (₦)').fill('400.00');
    expect(await seriousViolations(page, 'enterprise terms dialog')).toEqual([]);
    await terms.getByRole('button', { name: 'Set terms' }).click();
    await terms.waitFor({ state: 'detached' });
    await toast(page, 'Enterprise terms set for Business Verification').waitFor();
    await business.getByText('Enterprise', { exact: true }).waitFor();
    await business.getByText(renews).waitFor();
    expect(await fact(business, 'Monthly price')).toBe('₦900,000.00 a month');
    expect(await fact(business, 'Included checks')).toBe('20,000');
    expect(await fact(business, 'Price per extra check')).toBe('₦400.00');
    const admin = await apiClientAs(suite.server.url, 'admin@verity.local');
    const costs = (await admin.plans.costPricing(businessId)).data.items;
    expect(costs.find((item) => item.planId === 'plan_business_verification')).toMatchObject({
      subplanName: 'Enterprise',
      status: 'active',
      monthlyPrice: { amount: 90_000_000, currency: 'NGN' },
      includedChecks: 20_000,
      overagePrice: { amount: 40_000, currency: 'NGN' },
    });
    expect(await seriousViolations(page, 'after enterprise terms')).toEqual([]);

    // upgrade-enterprise: the same page with the dialog open for the product named; closing it leaves.
    await page.goto(`${base}/upgrade-enterprise?product=credit-report`);
    const upgrade = page.getByRole('dialog', { name: 'Set Enterprise terms' });
    await upgrade.waitFor();
    expect(await upgrade.getByLabel('Product').inputValue()).toBe('plan_credit_report');
    expect(await seriousViolations(page, 'upgrade-enterprise')).toEqual([]);
    await upgrade.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(base);
    await upgrade.waitFor({ state: 'detached' });

    // The plans as Acme sees them, read-only, and a product's add-ons back on the page.
    await page.getByRole('link', { name: 'Plans as this business sees them' }).click();
    await page.waitForURL(`${base}/subscribe`);
    await page.getByRole('heading', { name: 'Plans for this business', level: 1 }).waitFor();
    const plans = page.getByRole('list', { name: 'Plans' });
    await plans.getByRole('listitem', { name: 'Customer Verification' }).getByText(renews).waitFor();
    expect(await seriousViolations(page, 'subscribe')).toEqual([]);
    await page.getByRole('link', { name: 'View plans for Customer Verification' }).click();
    await page.waitForURL(`${base}/subscribe/customer-verification`);
    await page.getByRole('heading', { name: 'Customer Verification', level: 1 }).waitFor();
    const tiers = page.getByRole('list', { name: 'Customer Verification tiers' });
    await tiers.getByRole('listitem', { name: 'Starter', exact: true }).getByText('Current plan').waitFor();
    expect(await tiers.getByRole('button').count()).toBe(0);
    expect(await seriousViolations(page, 'subscribe customer verification')).toEqual([]);
    await page.getByRole('link', { name: 'Customer Verification add-ons' }).click();
    await page.waitForURL(`${base}/subscribe/customer-verification/add-ons`);
    await subscriptionCard(page, 'Customer Verification')
      .getByRole('switch', { name: 'Priority support' })
      .waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('subscription-addons-customer-verification');
    await context.close();
  });
});
