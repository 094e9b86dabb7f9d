import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1280, height: 800 } });

/** The ids of serious and critical axe violations on the page as it is now. */

describe('accessibility of the shell', () => {
  it('the signed-in home page, with and without the user menu open', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ola Owner' }).click();
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('a small screen with the search bar and the drawer open over the page', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local', {
      viewport: { width: 375, height: 740 },
    });
    const search = page.getByRole('search');
    await expect.poll(() => search.getByPlaceholder('Search for anything here').isVisible()).toBe(true);
    expect(await search.getByRole('combobox').locator('option').allTextContents()).toEqual(['All']);
    expect(await seriousViolations(page)).toEqual([]);

    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await context.close();
  });
});

describe('accessibility of the idle warning', () => {
  it('the warning after the default 30 minutes idle', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local', { fakeClock: true });
    await page.clock.runFor(30 * 60_000);
    const warning = page.getByRole('dialog', { name: 'Logging you out in...' });
    await expect.poll(() => warning.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('accessibility of the error pages', () => {
  it('404 and 403 inside the shell', async () => {
    const { context, page } = await suite.signedInPage('analyst@acme.local');
    await page.goto(`${suite.server.url}/no-such-page`);
    await expect.poll(() => page.getByText('This page could not be found').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${suite.server.url}/billing`);
    await expect
      .poll(() => page.getByText('You do not have the permissions to access resource').isVisible())
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('404 for a signed-out visitor', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/no-such-page`);
    await expect.poll(() => page.getByText('This page could not be found').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
