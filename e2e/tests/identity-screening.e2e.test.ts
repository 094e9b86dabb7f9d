/**
 * What a check carries beyond the person, on its detail page: a sandbox PEP screened from the page (busy
 * button, the server's message, the hit and why it matched, the risk on the detail and in the history), a
 * screening seen from a platform admin's scope without the button, and an individual credit report. Axe on
 * both details.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { apiClientAs } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1280, height: 900 } });

const screeningSection = (page: Page) => page.getByRole('region', { name: 'Sanction & PEP screening' });
const creditSection = (page: Page) => page.getByRole('region', { name: 'Credit report' });

/** Runs a NIN check from the Nigeria screen and returns its detail page path. */
async function runNinFromVerifyScreen(page: Page, nin: string): Promise<string> {
  await page.goto(`${suite.server.url}/ng/verify?type=nin`);
  const number = page.getByRole('textbox', { name: 'NIN', exact: true });
  await expect.poll(() => number.isVisible()).toBe(true);
  await number.fill(nin);
  await page.getByLabel('I confirm I have the consent of the person being verified').check();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const heading = page.getByRole('heading', { level: 2, name: /^Result: NIN / });
  await expect.poll(() => heading.isVisible()).toBe(true);
  const result = page.locator('section', { has: heading });
  expect(await result.getByText('Found', { exact: true }).isVisible()).toBe(true);
  return (await result.getByRole('link', { name: 'View details' }).getAttribute('href')) ?? '';
}

describe('sanction and PEP screening on the detail page', () => {
  it('screens a sandbox PEP: busy while it runs, the message, the match, and High risk in the history', async () => {
    const { context, page } = await suite.signedInPage();
    const detailPath = await runNinFromVerifyScreen(page, '44444444444');
    expect(detailPath).toMatch(/^\/customer-verification\/[\w-]+$/);

    await page.getByRole('link', { name: 'View details' }).click();
    await page.waitForURL(`${suite.server.url}${detailPath}`);
    const section = screeningSection(page);
    await expect.poll(() => section.isVisible()).toBe(true);
    expect(await section.getByText(/has not been screened/).isVisible()).toBe(true);

    // The screening request is held until the busy state has been seen, then let through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/verifications/identity/*/aml', async (route: Route) => {
      await held;
      await route.continue();
    });
    await section.getByRole('button', { name: 'Screen for sanctions and PEP' }).click();
    const busy = section.getByRole('button', { name: 'Screening…' });
    await expect.poll(() => busy.isDisabled()).toBe(true);
    release();

    const toast = page
      .getByRole('status')
      .filter({ hasText: 'Screening complete: possible matches need review' });
    await expect.poll(() => toast.isVisible()).toBe(true);
    await expect.poll(() => section.getByText('Possible match', { exact: true }).isVisible()).toBe(true);
    expect(await section.getByText('High risk', { exact: true }).isVisible()).toBe(true);
    expect(await section.getByText('Sandbox Politician', { exact: true }).first().isVisible()).toBe(true);

    // Each hit as a Sanction & PEP result shows it: the listed entity's facts, and why it matched.
    const hit = section.getByRole('article', { name: 'Sandbox Politician' });
    await expect.poll(() => hit.count()).toBe(1);
    expect(await hit.getByText('PEP', { exact: true }).isVisible()).toBe(true);
    expect(await hit.getByText('Nigeria', { exact: true }).isVisible()).toBe(true);
    expect(await hit.getByText('04 April 1965', { exact: true }).isVisible()).toBe(true);
    expect(await hit.getByText(/^\d+(\.\d)?%$/).count()).toBe(1);
    const reasons = hit.getByRole('list', { name: 'Why Sandbox Politician matched' }).getByRole('listitem');
    expect(await reasons.count()).toBeGreaterThan(0);
    expect(await reasons.first().textContent()).toMatch(/^(\+|−)?\d\.\d\d\S/);
    expect(await section.getByRole('button', { name: 'Screen again' }).isEnabled()).toBe(true);

    // The check itself now carries the screening's risk.
    const summary = page.getByRole('region', { name: 'Summary' });
    expect(await summary.getByText('High risk', { exact: true }).isVisible()).toBe(true);
    expect(await seriousViolations(page, 'screened detail')).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    // The history row for the check shows the risk too.
    await page.goto(`${suite.server.url}/customer-verification`);
    const row = page.locator('tbody tr', { has: page.locator(`a[href="${detailPath}"]`) });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByText('High risk', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it("shows a platform admin a business's screening, without the button the admin path does not have", async () => {
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    const { data: check } = await owner.identity.verify('ng', 'nin', {
      number: '55555555555',
      isConsent: true,
    });
    expect(check.status).toBe('found');
    await owner.identity.screenAml(check.id, { idempotencyKey: crypto.randomUUID() });

    const { context, page } = await suite.signedInPage('admin@verity.local');
    await page.goto(`${suite.server.url}/businesses/${check.businessId}/customer-verification/${check.id}`);
    const section = screeningSection(page);
    await expect.poll(() => section.isVisible()).toBe(true);
    expect(await section.getByText('Possible match', { exact: true }).isVisible()).toBe(true);
    const hit = section.getByRole('article', { name: 'Sandbox Sanctioned' }).first();
    expect(await hit.getByText('Sanction', { exact: true }).isVisible()).toBe(true);
    expect(await hit.getByRole('list', { name: 'Why Sandbox Sanctioned matched' }).isVisible()).toBe(true);
    expect(await section.getByRole('button').count()).toBe(0);
    await context.close();
  });
});

describe('individual credit report on the detail page', () => {
  it('shows the score of 850, the summary and the accounts', async () => {
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    const { data: check } = await owner.identity.creditReportIndividual({
      number: '12345678905',
      isConsent: true,
    });
    const report = check.result?.creditReport;
    expect(report).toBeDefined();

    const { context, page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}/customer-verification/${check.id}`);
    const section = creditSection(page);
    await expect.poll(() => section.isVisible()).toBe(true);
    expect(await section.getByText(`${report?.score} of 850`, { exact: true }).isVisible()).toBe(true);
    expect(await section.getByText('Enquiries in the last 12 months', { exact: true }).isVisible()).toBe(
      true,
    );
    const accounts = section.getByRole('table', { name: 'Accounts' });
    expect(await accounts.isVisible()).toBe(true);
    // The header row plus one per facility.
    expect(await accounts.getByRole('row').count()).toBe((report?.accounts.length ?? 0) + 1);
    expect(report?.accounts.length).toBeGreaterThan(0);
    expect(await accounts.getByRole('rowheader').first().textContent()).toBe(report?.accounts[0]?.lender);
    expect(await seriousViolations(page, 'credit report detail')).toEqual([]);
    await context.close();
  });
});
