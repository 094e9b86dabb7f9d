/**
 * The shell's navigation and header: permission gates and error pages, the sidebar, the drawer, the
 * activation banner, the Live/Sandbox switch, and a hostile server message in a toast.
 */
import { createClient } from '@verity/client';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runClockUntil } from '../support/clock.js';
import { SEED_PASSWORD } from '../support/server.js';
import { apiClientAs, fromMailbox, signIn } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite();

const visible = (page: Page, text: string) => () => page.getByText(text, { exact: true }).isVisible();

/** The server refuses the Live/Sandbox switch with a message carrying markup that must not run. */
async function refuseSwitch(page: Page): Promise<void> {
  await page.route('**/api/user/v1/users/settings/switch-environment', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        statusCode: 400,
        name: 'ValidationError',
        message: '<img src=x onerror="window.__xss=1">bad',
      }),
    }),
  );
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
const contains = (box: Box, point: { x: number; y: number }) =>
  point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height;

describe('gates and error pages', () => {
  it('the analyst gets 403 on /billing and 404 on an unknown route, inside the shell', async () => {
    const { context, page } = await suite.signedInPage('analyst@acme.local');
    await page.goto(`${suite.server.url}/billing`);
    await expect.poll(visible(page, 'You do not have the permissions to access resource')).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Forbidden');
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/get-started',
    );

    await page.goto(`${suite.server.url}/no-such-page`);
    await expect.poll(visible(page, 'This page could not be found')).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Ooops! Page not found...');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    await context.close();
  });

  it('the owner may open /billing/invoice, gated like billing', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.goto(`${suite.server.url}/billing/invoice`);
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await context.close();
  });

  it('a signed-out visitor of an unknown route sees the 404 page without the shell', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/no-such-page`);
    await expect.poll(visible(page, 'This page could not be found')).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await context.close();
  });
});

describe('failures while loading', () => {
  it('a session and business profile that cannot load show the error page: the server’s words, or no connection', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await signIn(page, suite.server.url, 'owner@acme.local');
    await page.waitForURL(`${suite.server.url}/`);

    // One request (GET /users/me) carries the session check and the business profile.
    await page.route('**/api/user/v1/users/me', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          statusCode: 404,
          name: 'NotFoundError',
          message: 'Business not found',
        }),
      }),
    );
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Business not found');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('**/api/user/v1/users/me', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect.poll(visible(page, 'Could not connect to server')).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('a page chunk that fails to load reloads the page once, then shows the error page', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.route('**/assets/get-started-page-*.js', (route) => route.abort('connectionrefused'));
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Internal server error');
    await expect
      .poll(() => page.getByText(/Failed to fetch dynamically imported module/).isVisible())
      .toBe(true);
    expect(loads).toBe(1);
    expect(page.url()).toBe(`${suite.server.url}/get-started`);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});

describe('sidebar, drawer and banners', () => {
  it('the sidebar shows the business, its registration number and only the permitted links', async () => {
    const { context, page } = await suite.signedInPage('analyst@acme.local');
    const drawer = page.getByRole('complementary', { name: 'Navigation drawer' });
    await expect.poll(() => drawer.getByText('Acme Ltd', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => drawer.getByText('RC1234567').isVisible()).toBe(true);

    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Get Started',
      'Customer Verification',
      'Transaction Monitoring',
    ]);
    // Non-link items keep their badge; Employee Verification (Beta) shows outside production and staging.
    expect(await nav.getByText('Coming Soon').count()).toBe(1);
    expect(await nav.getByText('Beta').count()).toBe(1);

    await nav.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL(`${suite.server.url}/get-started`);
    await expect
      .poll(() => nav.getByRole('link', { name: 'Get Started' }).getAttribute('aria-current'))
      .toBe('page');
    await context.close();
  });

  it('the drawer collapses to icons with the business acronym and announces it 300 ms later', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local', { fakeClock: true });
    await page.evaluate(() => {
      const events: unknown[] = [];
      Object.assign(window, { __drawerEvents: events });
      window.addEventListener('verity:drawer-toggle', (event) => events.push((event as CustomEvent).detail));
    });
    const drawerEvents = () =>
      page.evaluate(() => (window as unknown as { __drawerEvents: unknown[] }).__drawerEvents);
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await page.clock.pauseAt(Date.now() + 1_000);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByText('AL', { exact: true }).isVisible()).toBe(true);
    await page.clock.runFor(299);
    expect(await drawerEvents()).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(drawerEvents).toEqual([{ open: false, mini: true }]);
    await context.close();
  });

  it('the owner of a business not activated yet is asked to complete Business Verification', async () => {
    // The seeded businesses are activated: staff create a new one and its owner registers.
    const email = 'owner@not-yet-activated.example';
    const admin = await apiClientAs(suite.server.url, 'admin@verity.local');
    await admin.businesses.createAccount({
      firstName: 'Nia',
      lastName: 'New',
      email,
      companyName: 'Not Yet Ltd',
      countryCode: 'NG',
      currency: 'NGN',
      mobile: '08031112222',
    });
    const invitation = await fromMailbox(suite.server.url, email, /\/auth\/register\/(\S+)/);
    await createClient({ origin: suite.server.url }).auth.register(invitation, {
      firstName: 'Nia',
      lastName: 'New',
      mobile: '08031112222',
      password: SEED_PASSWORD,
    });
    const { context, page } = await suite.signedInPage(email);
    const link = page.getByRole('link', { name: 'Complete your Business Verification' });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe('/get-started/business-activation');
    await context.close();
  });

  it('the analyst (no billing permission) and the platform admin see no activation banner', async () => {
    for (const email of ['analyst@acme.local', 'admin@verity.local']) {
      const { context, page } = await suite.signedInPage(email);
      expect(await page.getByRole('link', { name: 'Complete your Business Verification' }).count()).toBe(0);
      await context.close();
    }
  });
});

describe('the Live/Sandbox switch', () => {
  it('switches to live and back, with the Sandbox Mode banner following', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    const live = page.getByRole('switch', { name: 'Live mode' });
    const banner = page.getByRole('status').filter({ hasText: 'Sandbox Mode' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await live.getAttribute('aria-checked')).toBe('false');

    await live.click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    await expect.poll(() => live.getAttribute('aria-checked')).toBe('true');

    await live.click();
    await expect.poll(() => banner.isVisible()).toBe(true);
    await expect.poll(() => live.getAttribute('aria-checked')).toBe('false');
    await context.close();
  });

  it('a failed switch reverts and its server message is shown as text: nothing in it runs or renders', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await refuseSwitch(page);
    const live = page.getByRole('switch', { name: 'Live mode' });
    const before = await live.getAttribute('aria-checked');
    await live.click();

    const toast = page.getByRole('alert').filter({ hasText: 'bad' });
    await expect.poll(() => toast.isVisible()).toBe(true);
    await expect.poll(() => live.getAttribute('aria-checked')).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator('img[onerror]').count()).toBe(0);
    // The characters a person would need to report it, not an element.
    expect(await toast.textContent()).toContain('<img src=x onerror="window.__xss=1">bad');

    // Its close button removes a toast at once.
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect.poll(() => toast.count()).toBe(0);

    await context.close();
  });

  // The clock is paused throughout: only the test moves time, so a slow machine cannot use up a toast's
  // 5 s between two steps.
  it('a toast stays while the pointer is on it, from when it appears under a resting pointer', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local', { fakeClock: true });
    await refuseSwitch(page);
    const live = page.getByRole('switch', { name: 'Live mode' });
    const toast = page.getByRole('alert').filter({ hasText: 'bad' });
    await page.clock.pauseAt(Date.now() + 1_000);

    // The toast opens in the top-right corner, over the switch the pointer just clicked: it is under the
    // pointer from its first frame, before it has started counting.
    await live.click();
    await runClockUntil(page, 'the toast is shown', () => toast.isVisible());
    const switchBox = await live.boundingBox();
    const toastBox = await toast.boundingBox();
    expect(switchBox && toastBox && contains(toastBox, centre(switchBox))).toBe(true);
    // Chromium tells the page the pointer is over the toast at its next frame; a move within the toast
    // tells it now, which is what a hand resting on the mouse does anyway.
    await toast.hover();
    await page.clock.runFor(10_000);
    expect(await toast.isVisible()).toBe(true);

    // The pointer leaves: the 5 s start.
    await page.mouse.move(5, 400);
    await page.clock.runFor(4_900);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(100);
    await expect.poll(() => toast.count()).toBe(0);

    // A toast shown away from the pointer (the switch used from the keyboard), pointed at later.
    await live.press('Space');
    await runClockUntil(page, 'the second toast is shown', () => toast.isVisible());
    await page.clock.runFor(2_000);
    await toast.hover();
    await page.clock.runFor(10_000);
    expect(await toast.isVisible()).toBe(true);
    await page.mouse.move(5, 400);
    await page.clock.runFor(3_000);
    await expect.poll(() => toast.count()).toBe(0);

    await context.close();
  });

  it('a toast stays while focus is inside it, though the pointer leaves', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local', { fakeClock: true });
    await refuseSwitch(page);
    const live = page.getByRole('switch', { name: 'Live mode' });
    const toast = page.getByRole('alert').filter({ hasText: 'bad' });
    await page.clock.pauseAt(Date.now() + 1_000);

    await live.click();
    await runClockUntil(page, 'the toast is shown', () => toast.isVisible());
    await toast.getByRole('button', { name: 'Close notification' }).focus();
    await page.mouse.move(5, 400);
    await page.clock.runFor(10_000);
    expect(await toast.isVisible()).toBe(true);

    // Focus goes back to the switch: the 5 s start.
    await live.focus();
    await page.clock.runFor(5_000);
    await expect.poll(() => toast.count()).toBe(0);

    await context.close();
  });
});
