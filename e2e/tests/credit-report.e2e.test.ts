/**
 * Credit report in the dashboard: a sandbox report from its check page with the score shown,
 * the overview's numbers and chart with the report first in the list, the detail with its accounts and
 * its PDF, and the form's refusals. Axe on every page.
 */
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { apiClientAs } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1280, height: 900 } });

describe('Credit report', () => {
  it('gets a report from its check page, lists it first, and opens its detail and PDF', async () => {
    const { context, page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}/credit-report/ng/check/individual`);
    const bvn = page.getByRole('textbox', { name: 'BVN' });
    await expect.poll(() => bvn.isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Individual' }).getAttribute('aria-selected')).toBe('true');
    expect(await seriousViolations(page, 'check page')).toEqual([]);

    await bvn.fill('22233344455');
    await page.getByLabel('I confirm I have the consent of the person being checked').check();
    await page.getByRole('button', { name: 'Get report', exact: true }).click();
    const result = page.getByRole('heading', { level: 2, name: /^Report: / });
    await expect.poll(() => result.isVisible()).toBe(true);
    const name = ((await result.textContent()) ?? '').replace('Report: ', '');
    const gauge = page.getByRole('img', { name: /^Credit score \d{3} on a scale of 300 to 850$/ });
    expect(await gauge.isVisible()).toBe(true);
    expect(await seriousViolations(page, 'report result')).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Credit Report' }).click();
    const overview = page.getByRole('region', { name: 'Credit report overview' });
    await expect.poll(() => overview.isVisible()).toBe(true);
    expect(await overview.getByText('Reports run').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /^Reports per day/ }).count()).toBe(1);
    const list = page.getByRole('table', { name: /^Credit reports, newest first/ });
    const firstRow = list.getByRole('row').nth(1);
    await expect.poll(() => firstRow.getByRole('cell').first().textContent()).toBe(name);
    expect(await firstRow.getByText('*******4455', { exact: true }).isVisible()).toBe(true);
    expect(await seriousViolations(page, 'overview and list')).toEqual([]);

    await firstRow.getByRole('link', { name: /^View/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Accounts' }).isVisible()).toBe(true);
    expect(await gauge.isVisible()).toBe(true);
    expect(await seriousViolations(page, 'detail')).toEqual([]);

    const report = new Promise<Response>((resolve) => {
      context.once(
        'page',
        (tab) => void tab.waitForResponse((answer) => answer.url().includes('/report.pdf')).then(resolve),
      );
    });
    await page.getByRole('button', { name: 'Download PDF report' }).click();
    const answer = await report;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    const bytes = Buffer.from(await (await fetch(answer.url())).arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(name);
  });

  it("refuses a report the bureau could not search, in the rule's words, on each market's page", async () => {
    const { page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}/credit-report/ng/check/individual`);
    const bvn = page.getByRole('textbox', { name: 'BVN' });
    await expect.poll(() => bvn.isVisible()).toBe(true);
    await bvn.fill('123');
    await page.getByRole('button', { name: 'Get report', exact: true }).click();
    await expect
      .poll(() => page.getByText('The BVN field should be exactly 11 digits').isVisible())
      .toBe(true);
    expect(await page.getByText('The consent field is required').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'United Kingdom' }).click();
    const postcode = page.getByRole('textbox', { name: 'Postcode' });
    await expect.poll(() => postcode.isVisible()).toBe(true);
    await postcode.fill('nowhere');
    await page.getByRole('button', { name: 'Get report', exact: true }).click();
    await expect
      .poll(() => page.getByText('The postcode field should be a UK postcode, e.g. SW1A 1AA').isVisible())
      .toBe(true);
    expect(await page.getByText('The first name field is required').isVisible()).toBe(true);
    expect(await seriousViolations(page, 'UK page')).toEqual([]);
  });

  it('shows the platform admin the business’s reports beneath the business, read only', async () => {
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    const { data: check } = await owner.creditReport.check('ngBusiness', {
      registrationNumber: 'RC1234567',
      isConsent: true,
    });
    const { data: me } = await owner.users.me();
    const { page } = await suite.signedInPage('admin@verity.local');
    await page.goto(`${suite.server.url}/businesses/${me.user.business.id}/credit-report`);
    const row = page.getByRole('row', { name: /Sandbox Industries Limited/ }).first();
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Get a credit report' }).count()).toBe(0);
    expect(await seriousViolations(page, 'admin list')).toEqual([]);
    await row.getByRole('link', { name: /^View/ }).click();
    await expect.poll(() => page.url()).toContain(`/credit-report/${check.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Sandbox Industries Limited' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Download PDF report' }).count()).toBe(0);
  });
});
