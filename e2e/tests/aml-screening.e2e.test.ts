/**
 * Sanction & PEP screening in the dashboard: a sandbox name check with a hit and the reasons it matched,
 * the hit marked a false positive with a note (the check turns clear), a clear check, the crypto form's
 * refusal before anything is sent, the watchlist (add, edit, a CSV upload with a refused row, delete), the
 * history filtered by status, the organization-scope history, a business's check read by a platform admin
 * and an organization's by its staff, and the thresholds the owner sets. Axe on the history, result,
 * watchlist and thresholds, at every scope.
 */
import { grantPermissionsTo } from '@verity/api/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { apiClientAs } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1280, height: 900 } });
const AML = '/sanction-pep-screening';

/** Runs an individual check from its form and waits for the result page. */
async function runIndividualCheck(page: Page, name: string) {
  await page.goto(`${suite.server.url}${AML}/check/individual`);
  const field = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect.poll(() => field.isVisible()).toBe(true);
  await field.fill(name);
  await page.getByRole('button', { name: 'Run check', exact: true }).click();
  const title = page.getByRole('heading', { level: 1, name });
  await expect.poll(() => title.isVisible()).toBe(true);
  expect(page.url()).toMatch(new RegExp(`${AML}/[^/]+$`));
}

const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });
const historyTable = (page: Page) => page.getByRole('table', { name: /^Screening checks, newest first/ });

/** A result page at any scope: its heading, and its first hit's reasons with how much each moved the score. */
async function expectReasons(page: Page, name: string) {
  await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
  const reasons = page
    .getByRole('article')
    .first()
    .getByRole('list', { name: /^Why .+ matched$/ })
    .getByRole('listitem');
  await expect.poll(() => reasons.count()).toBeGreaterThan(0);
  expect(await reasons.first().textContent()).toMatch(/^(\+|−)?\d\.\d\d\S/);
}

/** Opens a scope's history, waits for the check's row to settle, and follows its link to the result. */
async function openFromHistory(page: Page, history: string, checkId: string, where: string) {
  await page.goto(`${suite.server.url}${history}`);
  const link = historyTable(page).locator(`a[href="${history}/${checkId}"]`);
  await expect.poll(() => link.isVisible()).toBe(true);
  await expect.poll(() => historyTable(page).getAttribute('aria-busy')).toBeNull();
  expect(await seriousViolations(page, `${where} history`)).toEqual([]);
  await link.click();
}

describe('Sanction & PEP screening', () => {
  it('screens a sanctioned name, shows the hit and why, and clears it as a false positive', async () => {
    const { page } = await suite.signedInPage();
    await runIndividualCheck(page, 'Sandbox Sanctioned');
    await expect
      .poll(() => summary(page).getByText('Potential match', { exact: true }).isVisible())
      .toBe(true);

    const hits = page.getByRole('article');
    expect(await hits.count()).toBeGreaterThan(0);
    const first = hits.first();
    const reasons = first.getByRole('list', { name: /^Why .+ matched$/ }).getByRole('listitem');
    expect(await reasons.count()).toBeGreaterThan(0);
    // Each reason is a sentence with how much it moved the score.
    expect(await reasons.first().textContent()).toMatch(/^(\+|−)?\d\.\d\d\S/);
    expect(await first.getByText(/^\d+(\.\d)?%$/).isVisible()).toBe(true);
    expect(await seriousViolations(page, 'result')).toEqual([]);

    // The note is required; then every hit is marked a false positive and the check turns clear.
    const count = await hits.count();
    for (let index = 0; index < count; index++) {
      await hits.nth(index).getByRole('button', { name: 'False positive' }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      if (index === 0) {
        await dialog.getByRole('button', { name: 'Mark false positive' }).click();
        await expect.poll(() => dialog.getByText('The note field is required').isVisible()).toBe(true);
        expect(await seriousViolations(page, 'decision dialog')).toEqual([]);
      }
      await dialog.getByLabel('Note').fill('Different person: the birth year and country do not match');
      await dialog.getByRole('button', { name: 'Mark false positive' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => hits.nth(index).getByText('False positive by Ola Owner').count()).toBe(1);
    }
    await expect.poll(() => summary(page).getByText('Clear', { exact: true }).isVisible()).toBe(true);
    expect(await seriousViolations(page, 'decided result')).toEqual([]);
  });

  it('shows a name nothing resembles as clear', async () => {
    const { page } = await suite.signedInPage();
    await runIndividualCheck(page, 'Temperance Halloway');
    await expect.poll(() => summary(page).getByText('Clear', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Hits (0)' }).isVisible()).toBe(true);
    expect(await page.getByRole('article').count()).toBe(0);
  });

  it('refuses a wallet address not of its chain, naming the address field, and sends nothing', async () => {
    const { page } = await suite.signedInPage();
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/aml/')) sent += 1;
    });
    await page.goto(`${suite.server.url}${AML}/check/crypto`);
    const chain = page.getByRole('combobox', { name: 'Chain' });
    await expect.poll(() => chain.isVisible()).toBe(true);
    await chain.selectOption('ethereum');
    const address = page.getByRole('textbox', { name: 'Wallet address' });
    await address.fill('0x123');
    await page.getByRole('button', { name: 'Run check', exact: true }).click();
    await expect
      .poll(() => page.getByText('The address field should be a valid ethereum address').isVisible())
      .toBe(true);
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(0);
    expect(await seriousViolations(page, 'refused crypto form')).toEqual([]);
  });

  it('keeps a watchlist: add, edit, a CSV upload with a refused row, delete', async () => {
    const { page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}${AML}/watchlist`);
    const add = page.getByRole('button', { name: 'Add entry' });
    await expect.poll(() => add.isVisible()).toBe(true);
    expect(await seriousViolations(page, 'empty watchlist')).toEqual([]);

    await add.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Entry type').selectOption('business');
    expect(await dialog.getByLabel('Birth date (optional)').count()).toBe(0);
    await dialog.getByLabel('Name', { exact: true }).fill('Shellfire Holdings');
    await dialog.getByLabel('Reason (optional)').fill('Named in a fraud case');
    expect(await seriousViolations(page, 'add dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const entries = page.getByRole('table', { name: 'Watchlist entries' });
    const row = entries.getByRole('row', { name: /Shellfire Holdings/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByRole('cell', { name: 'Named in a fraud case' }).isVisible()).toBe(true);

    await row.getByRole('button', { name: 'Edit Shellfire Holdings' }).click();
    await dialog.getByLabel('Reason (optional)').fill('Named in two fraud cases');
    await dialog.getByRole('button', { name: 'Save entry' }).click();
    await expect
      .poll(() => row.getByRole('cell', { name: 'Named in two fraud cases' }).isVisible())
      .toBe(true);

    const csv = [
      'entityType,name,chain,address,reason',
      'individual,Csv Listed Person,,,From the upload',
      'wallet,,ethereum,0x123,A bad wallet',
    ].join('\n');
    await page
      .getByLabel('CSV file of entries')
      .setInputFiles({ name: 'watchlist.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => page.getByText('1 added, 1 refused').isVisible()).toBe(true);
    const refused = page.getByRole('table', { name: 'Refused rows' });
    const refusal = refused.getByRole('row').nth(1);
    expect(await refusal.getByRole('cell').allTextContents()).toEqual([
      '3',
      'address',
      'The address field should be a valid ethereum address',
    ]);
    await expect.poll(() => entries.getByRole('row', { name: /Csv Listed Person/ }).isVisible()).toBe(true);
    expect(await seriousViolations(page, 'watchlist with upload report')).toEqual([]);

    await row.getByRole('button', { name: 'Delete Shellfire Holdings' }).click();
    await dialog.getByRole('button', { name: 'Delete entry' }).click();
    await expect.poll(() => row.count()).toBe(0);
  });

  it('filters the history by status, and links each row to its result', async () => {
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    await owner.aml.check('name', { entityType: 'individual', name: 'Sandbox Sanctioned' });
    await owner.aml.check('name', { entityType: 'individual', name: 'Temperance Halloway' });
    const { page } = await suite.signedInPage();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sanction & PEP Screening' })
      .click();
    const table = page.getByRole('table', { name: /^Screening checks, newest first/ });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);
    await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
    expect(await seriousViolations(page, 'history')).toEqual([]);

    const filters = page.getByRole('search', { name: 'Filter screening checks' });
    await filters.getByLabel('Status').selectOption('potential_match');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('potential_match');
    const statuses = table.locator('tbody tr td:nth-child(3)');
    await expect
      .poll(async () => [...new Set(await statuses.allTextContents())])
      .toEqual(['Potential match']);
    expect(await table.getByRole('cell', { name: 'Sandbox Sanctioned' }).count()).toBeGreaterThan(0);

    await filters.getByLabel('Status').selectOption('clear');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(async () => [...new Set(await statuses.allTextContents())]).toEqual(['Clear']);
    await table
      .getByRole('row', { name: /Temperance Halloway/ })
      .first()
      .getByRole('link', { name: /^View/ })
      .click();
    const title = page.getByRole('heading', { level: 1, name: 'Temperance Halloway' });
    await expect.poll(() => title.isVisible()).toBe(true);
  });

  it('shows an organization’s history in the organization layout, without the way to run a check', async () => {
    const admin = await apiClientAs(suite.server.url, 'admin@verity.local');
    const { data: organization } = await admin.businesses.createOrganization({
      name: 'Verity Screening Desk',
      firstName: 'Sade',
      lastName: 'Screener',
      email: 'screening-desk@verity.local',
      supportEmail: 'screening-support@verity.local',
      countryCode: 'NG',
      mobile: '08030000009',
      location: 'Lagos',
      branchAddress: '1 Marina, Lagos',
    });
    const { page } = await suite.signedInPage('admin@verity.local');
    const path = `/organizations/${organization.id}${AML}`;
    await page.goto(`${suite.server.url}${path}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Sanction & PEP Screening' });
    await expect.poll(() => heading.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No screening checks yet').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'New check' }).count()).toBe(0);
    const current = page.getByRole('link', { name: 'Sanction & PEP Screening', exact: true });
    expect(await current.first().getAttribute('href')).toBe(path);
    expect(await seriousViolations(page, 'organization history')).toEqual([]);
  });

  it('shows a platform admin a business’s check in its history, and its result with the reasons', async () => {
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    const { data: check } = await owner.aml.check('name', {
      entityType: 'individual',
      name: 'Sandbox Sanctioned',
    });
    const { context, page } = await suite.signedInPage('admin@verity.local');
    const history = `/businesses/${check.businessId}${AML}`;
    await openFromHistory(page, history, check.id, 'admin');
    await page.waitForURL(`${suite.server.url}${history}/${check.id}`);
    await expectReasons(page, 'Sandbox Sanctioned');
    // The decisions and the thresholds are the business's own: an admin reads them.
    expect(await page.getByRole('button', { name: 'False positive' }).count()).toBe(0);
    expect(await seriousViolations(page, 'admin result')).toEqual([]);
    await context.close();
  });

  it('shows an organization’s staff a check run in their organization, and not the business’s own', async () => {
    // No role the API hands out holds both aml:view (to screen) and organization:aml:view (to read an
    // organization's screening): the Lagos branch officer's role is given both here.
    await grantPermissionsTo(suite.server.app, 'branch@acme.local', ['aml:view', 'organization:aml:view']);
    const branch = await apiClientAs(suite.server.url, 'branch@acme.local');
    const { data: check } = await branch.aml.check('name', {
      entityType: 'individual',
      name: 'Sandbox Politician',
    });
    expect(check.organizationId).toBeTruthy();
    const { context, page } = await suite.signedInPage('branch@acme.local');
    const history = `/organizations/${check.organizationId}${AML}`;
    await openFromHistory(page, history, check.id, 'organization');
    await page.waitForURL(`${suite.server.url}${history}/${check.id}`);
    await expectReasons(page, 'Sandbox Politician');
    expect(await seriousViolations(page, 'organization result')).toEqual([]);

    // The owner's checks, run at the business, are not the organization's.
    await page.goBack();
    await expect.poll(() => historyTable(page).getByRole('row').count()).toBeGreaterThan(1);
    const screened = await historyTable(page).locator('tbody tr td:first-child').allTextContents();
    expect(new Set(screened)).toEqual(new Set(['Sandbox Politician']));
    await context.close();
  });

  it('keeps the default threshold the owner sets, after a reload and for the API', async () => {
    const { context, page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}${AML}`);
    const open = page.getByRole('button', { name: 'Matching thresholds' });
    const dialog = page.getByRole('dialog', { name: 'Matching thresholds' });
    const openThresholds = async () => {
      await expect.poll(() => open.isEnabled()).toBe(true);
      await open.click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
    };
    await openThresholds();
    const defaultThreshold = dialog.getByLabel('Default threshold');
    // As the API gives them, 0 to 1; a kind of check without its own is blank.
    expect(await defaultThreshold.inputValue()).toBe('0.8');
    expect(await dialog.getByLabel('Crypto wallet checks').inputValue()).toBe('');
    expect(await seriousViolations(page, 'thresholds')).toEqual([]);

    // The client's schema refuses a threshold below 0.5 under its field; then 0.85 is saved.
    await defaultThreshold.fill('0.4');
    await dialog.getByRole('button', { name: 'Save thresholds' }).click();
    const refusal = dialog.getByText('The default threshold field should be at least 0.5');
    await expect.poll(() => refusal.isVisible()).toBe(true);
    expect(await defaultThreshold.getAttribute('aria-invalid')).toBe('true');
    await defaultThreshold.fill('0.85');
    await dialog.getByRole('button', { name: 'Save thresholds' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'The matching thresholds were saved' });
    await expect.poll(() => saved.isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);

    await page.reload();
    await openThresholds();
    expect(await dialog.getByLabel('Default threshold').inputValue()).toBe('0.85');
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    expect((await owner.aml.settings()).data).toEqual({ defaultThreshold: 0.85, thresholds: {} });
    await context.close();
  });
});
