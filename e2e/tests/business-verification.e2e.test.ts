/**
 * Business verification in the dashboard: a sandbox company check run from its verify screen,
 * first in the history, its detail with directors and persons with significant control, and its PDF
 * report opened in a new tab; the form's refusals before anything is sent; the platform admin's view of
 * the business's checks. Axe on every page.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { apiClientAs } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1280, height: 900 } });

async function openVerifyScreen(page: Page, country = 'ng') {
  await page.goto(`${suite.server.url}/business-verification/${country}/verify`);
  const heading = page.getByRole('heading', { level: 1, name: 'Verify a business' });
  await expect.poll(() => heading.isVisible()).toBe(true);
}

describe('Business verification', () => {
  it('runs a sandbox company check, lists it first, shows its detail and opens its PDF report', async () => {
    const { context, page } = await suite.signedInPage();
    await openVerifyScreen(page);
    expect(await page.getByRole('tab', { name: 'Company', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await seriousViolations(page, 'verify screen')).toEqual([]);

    await page.getByRole('textbox', { name: 'Registration number' }).fill('rc 1234567');
    await page.getByLabel('Premium report').check();
    await page.getByLabel('I confirm I have the consent of the business being verified').check();
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const result = page.getByRole('heading', { level: 2, name: 'Found: Sandbox Industries Limited' });
    await expect.poll(() => result.isVisible()).toBe(true);
    // Focus follows the answer, for a screen reader.
    expect(await result.evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await seriousViolations(page, 'verify result')).toEqual([]);

    // The sidebar's entry: the new check is the first row.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Business Verification' })
      .click();
    const firstRow = page.getByRole('row').nth(1);
    await expect
      .poll(() => firstRow.getByRole('cell').first().textContent())
      .toBe('Sandbox Industries Limited');
    expect(await firstRow.getByText('RC1234567', { exact: true }).isVisible()).toBe(true);
    expect(await seriousViolations(page, 'history')).toEqual([]);

    await firstRow.getByRole('link', { name: /^View/ }).click();
    const title = page.getByRole('heading', { level: 1, name: 'Sandbox Industries Limited' });
    await expect.poll(() => title.isVisible()).toBe(true);
    const directors = page.getByRole('table', { name: 'Directors and officers' });
    expect(await directors.getByRole('cell', { name: 'Sandbox Politician', exact: true }).isVisible()).toBe(
      true,
    );
    const holders = page.getByRole('table', { name: 'Persons with significant control' });
    expect(
      await holders.getByRole('cell', { name: 'Sandbox Holdings Limited', exact: true }).isVisible(),
    ).toBe(true);
    expect(await seriousViolations(page, 'detail')).toEqual([]);

    // The report opens in a new tab, on its signed link.
    const report = new Promise<Response>((resolve) => {
      context.once(
        'page',
        (tab) => void tab.waitForResponse((answer) => answer.url().includes('/report.pdf')).then(resolve),
      );
    });
    await page.getByRole('button', { name: 'Download PDF report' }).click();
    const answer = await report;
    expect(answer.url()).toContain('/report.pdf?expires=');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    // Fetched again by its link alone: no session needed, the signature is the credential.
    const bytes = await (await fetch(answer.url())).arrayBuffer().then((data) => Buffer.from(data));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('Sandbox Industries Limited');
  });

  it('refuses a form the server would refuse, with the rule’s words, and sends nothing', async () => {
    const { page } = await suite.signedInPage();
    await openVerifyScreen(page);
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/company/v1/')) sent += 1;
    });
    const number = page.getByRole('textbox', { name: 'Registration number' });
    await number.fill('1234567');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const bare = page.getByText('The registration number field must start with with one of RC,BN,IT,LP,LPP');
    await expect.poll(() => bare.isVisible()).toBe(true);
    expect(await page.getByText('The consent field is required').isVisible()).toBe(true);
    expect(await number.getAttribute('aria-invalid')).toBe('true');

    // South Africa's tabs take a CIPC number.
    await page.getByRole('link', { name: 'South Africa' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Business address' }).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Registration number' }).fill('15/123456/07');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByText('The registration number field should be YYYY/NNNNNN/NN, e.g. 2019/123456/07')
          .isVisible(),
      )
      .toBe(true);
    expect(sent).toBe(0);
    expect(await seriousViolations(page, 'refused form')).toEqual([]);
  });

  it('shows the platform admin the business’s checks beneath the business, without the verify button', async () => {
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    const { data: check } = await owner.company.check('tin', { tin: '1234567890', isConsent: true });
    const { data: me } = await owner.users.me();
    const { page } = await suite.signedInPage('admin@verity.local');
    await page.goto(`${suite.server.url}/businesses/${me.user.business.id}/business-verification`);
    const row = page.getByRole('row', { name: /Dormant Traders Limited/ }).first();
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Verify a business' }).count()).toBe(0);
    expect(await seriousViolations(page, 'admin history')).toEqual([]);
    await row.getByRole('link', { name: /^View/ }).click();
    await expect.poll(() => page.url()).toContain(`/business-verification/${check.id}`);
    const title = page.getByRole('heading', { level: 1, name: 'Dormant Traders Limited' });
    await expect.poll(() => title.isVisible()).toBe(true);
  });
});
