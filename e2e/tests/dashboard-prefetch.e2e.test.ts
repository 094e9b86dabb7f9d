/**
 * The dashboard's waterfall: entering the shell is one session request, a page's data starts
 * with its code (on the click, or earlier when a link shows intent) rather than after it has rendered,
 * and moving between pages never shows a blank frame or a spinner where the previous page was.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1400, height: 900 } });

const HISTORY_API = '/api/identity/v1/verifications/identity/history';
const FORMS_API = '/api/vform/v1/v-forms/templates';

/** Requests whose path starts with `prefix`, as they are sent. */
function recordRequests(page: Page, prefix: string, { exact = false } = {}): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (exact ? pathname === prefix : pathname.startsWith(prefix)) seen.push(request);
  });
  return seen;
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

/**
 * Watches the page from now on, frame by frame of DOM changes: what the main area showed after the click
 * (a spinner, a table still loading, no heading at all) and when the `expectedHeading` and, beneath it,
 * the first row appeared.
 */
async function watchMain(page: Page, expectedHeading = ''): Promise<void> {
  await page.evaluate((expected) => {
    const seen = { spinner: false, busyTable: false, noHeading: false, heading: -1, row: -1 };
    (window as unknown as { __watch: typeof seen }).__watch = seen;
    const look = () => {
      const main = document.querySelector('main');
      if (!main) return;
      const now = performance.now();
      if (main.querySelector('[role="status"] .animate-spin, .animate-spin')) seen.spinner = true;
      if (main.querySelector('table[aria-busy="true"]')) seen.busyTable = true;
      const heading = main.querySelector('h1');
      if (!heading) seen.noHeading = true;
      // The new page's heading, and a row beneath it (the previous page's rows do not count).
      if (heading?.textContent?.trim() === expected && seen.heading < 0) seen.heading = now;
      if (seen.heading >= 0 && main.querySelector('tbody tr td a') && seen.row < 0) seen.row = now;
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, expectedHeading);
}

interface Watched {
  spinner: boolean;
  busyTable: boolean;
  noHeading: boolean;
  heading: number;
  row: number;
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as { __watch: Watched }).__watch);

describe('entering the shell', () => {
  it('signing in reads the session and the business profile in one request', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const me = recordRequests(page, '/api/user/v1/users/me');
    const profile = recordRequests(page, '/api/user/v1/businesses/me', { exact: true });
    const figures = recordRequests(page, '/api/user/v1/businesses/me/figures', { exact: true });
    await signIn(page, suite.server.url, 'owner@acme.local');
    await page.waitForURL(`${suite.server.url}/`);
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    // The sidebar and the home page show the profile from that one answer.
    await page.getByRole('complementary', { name: 'Navigation drawer' }).getByText('Acme Ltd').waitFor();
    expect(me).toHaveLength(1);
    expect(profile).toHaveLength(0);
    // Home's own data: its figures, read once.
    await page
      .getByRole('table')
      .getByRole('row', { name: /Customer Verification/ })
      .waitFor();
    expect(figures).toHaveLength(1);

    // A reload reads the session once more, beside the page's own data.
    const history = recordRequests(page, HISTORY_API);
    await page.goto(`${suite.server.url}/customer-verification`);
    await page.locator('tbody tr td a').first().waitFor();
    expect(me).toHaveLength(2);
    expect(profile).toHaveLength(0);
    expect(history).toHaveLength(1);
    await context.close();
  });
});

describe('loading a page', () => {
  it('a reload paints the shell with the history’s rows in it, never a spinner first', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.addInitScript(() => {
      const seen = { spinner: false, shell: -1, rows: -1 };
      (window as unknown as { __load: typeof seen }).__load = seen;
      new MutationObserver(() => {
        const now = performance.now();
        if (document.querySelector('.animate-spin')) seen.spinner = true;
        const main = document.querySelector('main');
        if (main && seen.shell < 0) seen.shell = now;
        if (main?.querySelector('tbody tr td a') && seen.rows < 0) seen.rows = now;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${suite.server.url}/customer-verification`);
    await page.locator('tbody tr td a').first().waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { __load: { spinner: boolean; shell: number; rows: number } }).__load,
    );
    expect(seen.spinner).toBe(false);
    expect(seen.shell).toBeGreaterThan(0);
    expect(seen.rows).toBe(seen.shell);
    await context.close();
  });
});

describe('a page’s data starts with its code', () => {
  it('resting on a sidebar link loads the list before the click, and the click asks nothing again', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    const history = recordRequests(page, HISTORY_API);
    await sidebarLink(page, 'Customer Verification').hover();
    await expect.poll(() => history.length).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');

    await sidebarLink(page, 'Customer Verification').click();
    await page.locator('tbody tr td a').first().waitFor();
    expect(history).toHaveLength(1);
    await context.close();
  });

  it('a click starts the history’s data before the page has rendered, and its first frame has the rows', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    const history = recordRequests(page, HISTORY_API);
    await watchMain(page, 'Customer Verification');
    // Keyboard, Enter at once: the navigation itself starts the data (intent waits a moment first).
    await sidebarLink(page, 'Customer Verification').focus();
    await page.keyboard.press('Enter');
    await page.locator('tbody tr td a').first().waitFor();

    expect(history).toHaveLength(1);
    const seen = await watched(page);
    const historyStart = await page.evaluate(
      (path) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith(path))
          .at(-1)?.startTime ?? -1,
      HISTORY_API,
    );
    expect(historyStart).toBeGreaterThan(0);
    expect(historyStart).toBeLessThan(seen.heading);
    // The previous page stayed until this one could show its rows: no spinner, skeleton or empty main.
    expect(seen).toMatchObject({ spinner: false, busyTable: false, noHeading: false });
    expect(seen.row).toBe(seen.heading);
    await context.close();
  });

  it('resting on a row’s View link loads that check before the click', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await sidebarLink(page, 'Customer Verification').click();
    const view = page.locator('tbody tr td:last-child a').first();
    await view.waitFor();
    const id = (await view.getAttribute('href'))?.split('/').at(-1) ?? '';
    const detail = recordRequests(page, `/api/identity/v1/verifications/identity/${id}`);

    await view.hover();
    await expect.poll(() => detail.length).toBe(1);
    await watchMain(page);
    await view.click();
    await page.getByRole('heading', { name: 'Summary' }).waitFor();
    expect(detail).toHaveLength(1);
    expect(await watched(page)).toMatchObject({ spinner: false, noHeading: false });
    await context.close();
  });

  it('moving from the history to the forms list keeps a page on screen until the forms show', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await sidebarLink(page, 'Customer Verification').click();
    await page.locator('tbody tr td a').first().waitFor();
    const forms = recordRequests(page, FORMS_API);
    await watchMain(page);

    await sidebarLink(page, 'Workflow Builder').click();
    await page.getByRole('heading', { level: 1, name: 'Workflow Builder' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(forms.length).toBeGreaterThan(0);
    const seen = await watched(page);
    expect(seen).toMatchObject({ spinner: false, busyTable: false, noHeading: false });

    // Back to the history: its rows are cached, so it shows them at once.
    await watchMain(page);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Customer Verification' }).waitFor();
    expect(await watched(page)).toMatchObject({ spinner: false, busyTable: false, noHeading: false });
    await context.close();
  });
});
