/**
 * Customer verification, the verify screens: a sandbox NIN check found and not found, shown in place
 * and first in the history; a malformed NIN stopped in the browser; axe on the verify screens.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1280, height: 900 } });

/** Opens the Nigeria screen on the NIN form. */
async function openNinForm(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/ng/verify`);
  await page.getByRole('radio', { name: 'NIN', exact: true }).check();
  await expect.poll(() => page.getByRole('textbox', { name: 'NIN', exact: true }).isVisible()).toBe(true);
}

async function runNin(page: Page, nin: string): Promise<void> {
  await page.getByRole('textbox', { name: 'NIN', exact: true }).fill(nin);
  await page.getByLabel('I confirm I have the consent of the person being verified').check();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

const resultHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Result: NIN / });

describe('verify a Nigerian NIN in sandbox', () => {
  it('shows a found record in place, focuses it, and lists it first in the history', async () => {
    const { context, page } = await suite.signedInPage();
    await openNinForm(page);
    expect(page.url()).toBe(`${suite.server.url}/ng/verify?type=nin`);
    await runNin(page, '11111111111');

    const heading = resultHeading(page);
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await heading.textContent()).toBe('Result: NIN *******1111');
    // Focus moved to the result, so a screen reader announces it.
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const result = page.locator('section', { has: heading });
    expect(await result.getByText('Found', { exact: true }).isVisible()).toBe(true);
    expect(await result.getByText('Full name', { exact: true }).isVisible()).toBe(true);
    expect(await result.getByText('Not supplied', { exact: true }).count()).toBe(3);

    const detailHref = await result.getByRole('link', { name: 'View details' }).getAttribute('href');
    expect(detailHref).toMatch(/^\/customer-verification\/[\w-]+$/);

    // Back to the history: the check just run is the first row.
    await page.goto(`${suite.server.url}/customer-verification`);
    const firstRow = page.locator('tbody tr').first();
    await expect
      .poll(() => firstRow.getByRole('link', { name: /^View/ }).getAttribute('href'))
      .toBe(detailHref);
    expect(await firstRow.locator('td').nth(1).textContent()).toBe('NIN');
    expect(await firstRow.locator('td').nth(3).textContent()).toBe('*******1111');
    expect(await firstRow.getByText('Found', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('says not found for the documented not-found value', async () => {
    const { context, page } = await suite.signedInPage();
    await openNinForm(page);
    await runNin(page, '00000000000');
    const heading = resultHeading(page);
    await expect.poll(() => heading.isVisible()).toBe(true);
    const result = page.locator('section', { has: heading });
    expect(await result.getByText('Not found', { exact: true }).isVisible()).toBe(true);
    expect(await result.getByText('No record was found for this number.').isVisible()).toBe(true);
    await context.close();
  });

  it('stops a malformed NIN in the browser with the format message and sends nothing', async () => {
    const { context, page } = await suite.signedInPage();
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/verifications/identity/ng/nin')) checks.push(request.url());
    });
    await openNinForm(page);
    await runNin(page, '123');
    await expect
      .poll(() => page.getByText('The NIN field should be exactly 11 digits').isVisible())
      .toBe(true);
    // Letters typed into a digits-only number are cleaned away as typed.
    await page.getByRole('textbox', { name: 'NIN', exact: true }).fill('12ab3');
    expect(await page.getByRole('textbox', { name: 'NIN', exact: true }).inputValue()).toBe('123');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect
      .poll(() => page.getByText('The NIN field should be exactly 11 digits').isVisible())
      .toBe(true);
    expect(checks).toEqual([]);
    expect(await resultHeading(page).count()).toBe(0);
    await context.close();
  });

  it('asks for the consent before sending', async () => {
    const { context, page } = await suite.signedInPage();
    await openNinForm(page);
    await page.getByRole('textbox', { name: 'NIN', exact: true }).fill('11111111111');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect.poll(() => page.getByText('The consent field is required').isVisible()).toBe(true);
    await context.close();
  });
});

describe('the other verify screens', () => {
  it('shows a GDC country its types, and an unknown country code the 404 page', async () => {
    const { context, page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}/gdc/ke/verify`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Global data check: Kenya' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('radio', { name: 'KRA PIN' }).count()).toBe(1);
    await page.goto(`${suite.server.url}/gdc/fr/verify`);
    await expect.poll(() => page.getByText('This page could not be found').isVisible()).toBe(true);
    await context.close();
  });

  it('loads the bank list for a Nigerian account check and a branch code for South Africa', async () => {
    const { context, page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}/ng/verify?type=bav`);
    const bank = page.getByLabel('Bank', { exact: true });
    await expect.poll(async () => (await bank.locator('option').count()) > 1).toBe(true);
    await page.goto(`${suite.server.url}/za/verify?type=bav`);
    await expect.poll(() => page.getByLabel('Branch code').isVisible()).toBe(true);
    await page.getByLabel('Branch code').fill('12');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect
      .poll(() => page.getByText('The branch code field should be exactly 6 digits').isVisible())
      .toBe(true);
    await context.close();
  });
});

describe('global verification', () => {
  it('validates a number for a country and type the server offers, and shows the result', async () => {
    const { context, page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}/global/verify`);
    const country = page.getByLabel('Country', { exact: true });
    await expect.poll(async () => (await country.locator('option').count()) > 1).toBe(true);
    await country.selectOption('ng');
    await page.getByLabel('Type', { exact: true }).selectOption('nin');
    await page.getByLabel('Number', { exact: true }).fill('11111111111');
    await page.getByLabel('I confirm I have the consent of the person being verified').check();
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const heading = resultHeading(page);
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(
      await page.locator('section', { has: heading }).getByText('Found', { exact: true }).isVisible(),
    ).toBe(true);
    await context.close();
  });
});

describe('accessibility of the verify screens', () => {
  it('has no serious or critical axe violation, with a result shown and on the global screen', async () => {
    const { context, page } = await suite.signedInPage();
    await openNinForm(page);
    expect(await seriousViolations(page)).toEqual([]);
    await runNin(page, '11111111111');
    await expect.poll(() => resultHeading(page).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    await page.goto(`${suite.server.url}/global/verify`);
    await expect.poll(() => page.getByLabel('Country', { exact: true }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Facial compare' }).click();
    await expect.poll(() => page.getByLabel('First image').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
