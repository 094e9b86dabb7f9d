/**
 * The activation banner's later states and the billing steps dialog. Each state is shown by rewriting the
 * business profile the browser receives (card or none, pending or activated) rather than moving the seeded
 * Acme through activation; every other call, switching to live included, is real.
 * activation-journey.e2e.test.ts walks the real activation.
 */
import { createClient, type TEnvironment } from '@verity/client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { launchChromium } from '../support/browser.js';
import { type RunningServer, SEED_PASSWORD, startServer } from '../support/server.js';
import { signIn } from '../support/session.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface ProfilePatch {
  status: 'not_activated' | 'pending_activation' | 'activated';
  hasPaymentMethod?: boolean;
}

/** Puts a user in an environment through the API, so a test does not depend on what another left. */
async function setEnvironment(email: string, environment: TEnvironment): Promise<void> {
  const anonymous = createClient({ origin: server.url });
  const lookup = await anonymous.auth.lookup({ email });
  const login = await anonymous.auth.login({
    email,
    password: SEED_PASSWORD,
    challengeToken: lookup.data.accountChallengeToken,
  });
  const token = login.data.token;
  if (!token) throw new Error(`No session token for ${email}`);
  await createClient({ origin: server.url, token }).users.switchEnvironment({ environment });
}

/** Signs in with the session check (GET /users/me) answering the real profile with `patch` applied. */
async function signedInWithProfile(
  email: string,
  patch: ProfilePatch,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/api/user/v1/users/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { businessProfile: Record<string, unknown> } };
    const businessProfile = { ...body.data.businessProfile, ...patch };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, businessProfile } } });
  });
  await signIn(page, server.url, email);
  await page.waitForURL(`${server.url}/`);
  await expect.poll(() => page.getByRole('heading', { name: /^Welcome, / }).isVisible()).toBe(true);
  return { context, page };
}

/** Routes first: a profile refetch still in flight must not outlive the context it was routed in. */
async function close(context: BrowserContext, page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
}

const sandboxBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Sandbox Mode' });

describe('the activation banner', () => {
  it('pending activation says so', async () => {
    const { context, page } = await signedInWithProfile('owner@acme.local', { status: 'pending_activation' });
    await expect.poll(() => page.getByText('Your business activation is pending').isVisible()).toBe(true);
    await close(context, page);
  });
});

describe('the billing steps dialog', () => {
  it('without a card: 2 steps, the plan locked; adding a card switches to live first', async () => {
    await setEnvironment('owner@acme.local', 'sandbox');
    const { context, page } = await signedInWithProfile('owner@acme.local', { status: 'activated' });
    await expect.poll(() => sandboxBanner(page).isVisible()).toBe(true);
    await page
      .getByRole('button', { name: 'Just 2 steps remaining to upgrade your verification capabilities' })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Just 2 steps to full access' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const addCard = dialog.getByRole('button', { name: 'Add your Payment method' });
    const subscribe = dialog.getByRole('button', { name: 'Subscribe to a plan' });
    expect(await addCard.isEnabled()).toBe(true);
    expect(await subscribe.isDisabled()).toBe(true);
    await expect
      .poll(() => dialog.getByText('Connect your payment details to activate your plan').isVisible())
      .toBe(true);
    await expect
      .poll(() => dialog.getByText('Select a plan that best suits your business needs').isVisible())
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await addCard.click();
    await page.waitForURL(`${server.url}/billing/payment-details`);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => sandboxBanner(page).isVisible()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Live mode' }).getAttribute('aria-checked')).toBe('true');
    await close(context, page);
  });

  it('with a card: 1 step; subscribing goes to plans (already live: no switch call)', async () => {
    await setEnvironment('owner@acme.local', 'live');
    const { context, page } = await signedInWithProfile('owner@acme.local', {
      status: 'activated',
      hasPaymentMethod: true,
    });
    await expect
      .poll(() => page.getByRole('switch', { name: 'Live mode' }).getAttribute('aria-checked'))
      .toBe('true');
    const switches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/users/settings/switch-environment')) switches.push(request.url());
    });
    await page
      .getByRole('button', { name: 'Just 1 step remaining to upgrade your verification capabilities' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Just 1 step to full access' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Add your Payment method' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Subscribe to a plan' }).click();
    await page.waitForURL(`${server.url}/billing/plans-and-products`);
    expect(switches).toEqual([]);
    await close(context, page);
  });

  it('when switching to live fails the dialog stays, the error shows and nothing moves', async () => {
    await setEnvironment('owner@globex.local', 'sandbox');
    const { context, page } = await signedInWithProfile('owner@globex.local', { status: 'activated' });
    await page.route('**/api/user/v1/users/settings/switch-environment', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          statusCode: 409,
          name: 'ConflictError',
          message: 'Live mode is not available yet',
        }),
      }),
    );
    await page.getByRole('button', { name: /^Just 2 steps remaining/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Just 2 steps to full access' });
    const addCard = dialog.getByRole('button', { name: 'Add your Payment method' });
    await addCard.click();

    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Live mode is not available yet' }).isVisible())
      .toBe(true);
    await expect.poll(() => addCard.getAttribute('aria-busy')).toBeNull();
    expect(await addCard.isEnabled()).toBe(true);
    expect(page.url()).toBe(`${server.url}/`);
    expect(await sandboxBanner(page).isVisible()).toBe(true);
    await close(context, page);
  });
});
