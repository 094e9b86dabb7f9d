/**
 * Plans and products in a real browser against the real server: from the billing steps'
 * 'Subscribe to a plan' to a tier, an upgrade, a downgrade kept back, a cancellation undone, an add-on and
 * an Enterprise request; and a business without a card told to add one. The seed has no activated
 * business, so the first test's session check says Acme is activated (as shell-billing-steps does); every
 * other call is real, the card included (the server's Stripe sandbox).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { addCard } from '../support/cards.js';
import { signIn } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite();

const DATE = String.raw`\d{2} [A-Z][a-z]+ \d{4}`;
const renews = new RegExp(`^Renews on ${DATE}$`);

const subscriptionRegion = (page: Page) => page.getByRole('region', { name: 'Your subscription' });
const tier = (page: Page, plan: string, name: string) =>
  page.getByRole('list', { name: `${plan} tiers` }).getByRole('listitem', { name, exact: true });

/** The subscription's status line once it reads `pattern`. */
async function statusReads(page: Page, pattern: RegExp): Promise<void> {
  await subscriptionRegion(page).getByText(pattern).waitFor();
}

/** A tier's button, then the confirm dialog's button of the same words. */
async function confirmTier(page: Page, plan: string, tierName: string, action: string): Promise<void> {
  await tier(page, plan, tierName).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: `${action}?` });
  await dialog.getByRole('button', { name: action }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('plans and products', () => {
  it('subscribes from the billing steps, upgrades, downgrades and keeps, cancels and undoes, adds an add-on, asks for Enterprise', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.route('**/api/user/v1/users/me', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { businessProfile: Record<string, unknown> } };
      const businessProfile = { ...body.data.businessProfile, status: 'activated' };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, businessProfile } } });
    });
    await signIn(page, suite.server.url, 'owner@acme.local');
    await page.waitForURL(`${suite.server.url}/`);
    await addCard(page, suite.server.url, { label: 'Plans card' });

    // The billing steps dialog: with a card, one step left.
    await page.goto(`${suite.server.url}/`);
    const banner = page.getByRole('button', {
      name: 'Just 1 step remaining to upgrade your verification capabilities',
    });
    await banner.click();
    await page
      .getByRole('dialog', { name: 'Just 1 step to full access' })
      .getByRole('button', { name: 'Subscribe to a plan' })
      .click();
    await page.waitForURL(`${suite.server.url}/billing/plans-and-products`);
    await page.getByRole('heading', { name: 'Plans and products', level: 1 }).waitFor();
    const plans = page.getByRole('list', { name: 'Plans' });
    await plans.getByRole('listitem', { name: 'Customer Verification' }).waitFor();
    expect(await plans.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    expect(await seriousViolations(page, 'plans and products')).toEqual([]);

    await page.getByRole('link', { name: 'View plans for Customer Verification' }).click();
    await page.waitForURL(`${suite.server.url}/billing/plans-and-products/customer-verification`);
    await page.getByRole('heading', { name: 'Customer Verification', level: 1 }).waitFor();
    const starter = tier(page, 'Customer Verification', 'Starter');
    await starter.getByText(/^₦[\d,]+\.\d{2} a month$/).waitFor();
    await starter.getByText(/^[\d,]+ checks included$/).waitFor();
    await starter.getByText(/^₦[\d,]+\.\d{2} per extra check$/).waitFor();
    expect(await seriousViolations(page, 'customer verification tiers')).toEqual([]);

    // Choose Starter: current at once, renewing in a month; the activation banner goes (hasSubscription).
    await tier(page, 'Customer Verification', 'Starter')
      .getByRole('button', { name: 'Choose Starter' })
      .click();
    const choose = page.getByRole('dialog', { name: 'Choose Starter?' });
    await choose.getByText(/^Starter starts today and renews monthly/).waitFor();
    expect(await seriousViolations(page, 'choose dialog')).toEqual([]);
    await choose.getByRole('button', { name: 'Choose Starter' }).click();
    await choose.waitFor({ state: 'detached' });
    await statusReads(page, renews);
    await starter.getByText('Current plan').waitFor();
    await banner.waitFor({ state: 'detached' });

    // Upgrade to Growth: current at once.
    await confirmTier(page, 'Customer Verification', 'Growth', 'Upgrade to Growth');
    await tier(page, 'Customer Verification', 'Growth').getByText('Current plan').waitFor();
    await statusReads(page, renews);

    // Downgrade to Starter: waits for the period's end; Keep Growth drops it.
    await tier(page, 'Customer Verification', 'Starter')
      .getByRole('button', { name: 'Downgrade to Starter' })
      .click();
    const downgrade = page.getByRole('dialog', { name: 'Downgrade to Starter?' });
    await downgrade.getByText(new RegExp(`^You keep Growth until ${DATE}\\. Starter starts then`)).waitFor();
    await downgrade.getByRole('button', { name: 'Downgrade to Starter' }).click();
    await downgrade.waitFor({ state: 'detached' });
    await statusReads(page, new RegExp(`^Moves to Starter on ${DATE}$`));
    await starter.getByText(/^Starts on /).waitFor();
    expect(await seriousViolations(page, 'downgrade scheduled')).toEqual([]);
    await subscriptionRegion(page).getByRole('button', { name: 'Keep Growth' }).click();
    await statusReads(page, renews);
    await starter.getByRole('button', { name: 'Downgrade to Starter' }).waitFor();

    // Cancel subscription: ends at the period's end, until undone.
    await subscriptionRegion(page).getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your Customer Verification subscription?' });
    await cancel.getByText(new RegExp(`^Your Growth plan stays active until ${DATE}, then ends`)).waitFor();
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await cancel.waitFor({ state: 'detached' });
    await statusReads(page, new RegExp(`^Cancels on ${DATE}$`));
    await subscriptionRegion(page).getByRole('button', { name: 'Undo cancellation' }).click();
    await statusReads(page, renews);

    // An add-on: enabled, and still on when read again.
    await page.getByRole('link', { name: 'Customer Verification add-ons' }).click();
    await page.waitForURL(`${suite.server.url}/billing/plans-and-products/customer-verification/add-ons`);
    const capture = page.getByRole('switch', { name: 'Document capture and liveness' });
    expect(await capture.getAttribute('aria-checked')).toBe('false');
    expect(await seriousViolations(page, 'add-ons')).toEqual([]);
    await capture.click();
    await page.getByText('Document capture and liveness enabled').waitFor();
    await expect.poll(() => capture.getAttribute('aria-busy')).toBeNull();
    expect(await capture.getAttribute('aria-checked')).toBe('true');
    await page.reload();
    await expect.poll(() => capture.getAttribute('aria-checked')).toBe('true');
    // Every plan's add-ons: the same switch, on.
    await page.goto(`${suite.server.url}/billing/plans-and-products/add-ons`);
    await page.getByRole('heading', { name: 'Add-ons', level: 1 }).waitFor();
    await expect
      .poll(() =>
        page.getByRole('switch', { name: 'Document capture and liveness' }).getAttribute('aria-checked'),
      )
      .toBe('true');

    // Enterprise on Business Verification: asked for, then said so.
    await page.goto(`${suite.server.url}/billing/plans-and-products`);
    await page.getByRole('link', { name: 'View plans for Business Verification' }).click();
    await page.getByRole('heading', { name: 'Business Verification', level: 1 }).waitFor();
    await tier(page, 'Business Verification', 'Enterprise')
      .getByRole('button', { name: 'Contact us' })
      .click();
    const enterprise = page.getByRole('dialog', { name: 'Enterprise Business Verification' });
    await enterprise.getByLabel('Expected checks per month (optional)').fill('20,000');
    await enterprise.getByLabel('Message (optional)').fill('We onboard many companies each month.');
    expect(await seriousViolations(page, 'enterprise dialog')).toEqual([]);
    await enterprise.getByRole('button', { name: 'Send request' }).click();
    await enterprise.waitFor({ state: 'detached' });
    await tier(page, 'Business Verification', 'Enterprise').getByText('Enterprise requested').waitFor();
    await statusReads(page, /^Enterprise requested$/);

    // The list says where each plan stands.
    await page.getByRole('link', { name: 'Back to plans and products' }).click();
    await plans.getByRole('listitem', { name: 'Customer Verification' }).getByText(renews).waitFor();
    await plans
      .getByRole('listitem', { name: 'Business Verification' })
      .getByText('Enterprise requested')
      .waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('a business without a card is told to add one, after being switched to live', async () => {
    const { context, page } = await suite.signedInPage('owner@globex.local');
    const live = page.getByRole('switch', { name: 'Live mode' });
    expect(await live.getAttribute('aria-checked')).toBe('false');
    await page.goto(`${suite.server.url}/billing/plans-and-products/customer-verification`);
    await tier(page, 'Customer Verification', 'Starter')
      .getByRole('button', { name: 'Choose Starter' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Choose Starter?' });
    await dialog.getByRole('button', { name: 'Choose Starter' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.getByText('Add a payment method before choosing a plan').waitFor();
    expect(await refusal.getByRole('link', { name: 'Go to payment details' }).getAttribute('href')).toBe(
      '/billing/payment-details',
    );
    await expect.poll(() => live.getAttribute('aria-checked')).toBe('true');
    expect(await seriousViolations(page, 'no card')).toEqual([]);
    await refusal.getByRole('link', { name: 'Go to payment details' }).click();
    await page.waitForURL(`${suite.server.url}/billing/payment-details`);
    await context.close();
  });
});
