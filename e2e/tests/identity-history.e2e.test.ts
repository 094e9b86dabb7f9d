/**
 * Customer verification history on the seeded Acme checks: filters narrow the table (and survive a
 * reload), cursor paging, a row opens its detail, the CSV export, the report log, and axe on the list and
 * the detail. Counts are relative: the seed's exact rows are its business, not this test's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { downloadedText } from '../support/download.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });

interface Row {
  href: string;
  type: string;
  status: string;
  date: string;
}

const table = (page: Page) => page.getByRole('table');

/** The rows once the table has settled (not busy); each with its detail link, type, status and date. */
async function settledRows(page: Page): Promise<Row[]> {
  await expect.poll(() => table(page).getAttribute('aria-busy')).toBeNull();
  return page.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = Array.from(row.querySelectorAll('td'));
      return {
        href: row.querySelector('td:last-child a')?.getAttribute('href') ?? '',
        type: cells[1]?.textContent ?? '',
        status: cells[4]?.textContent ?? '',
        date: cells[7]?.querySelector('time')?.getAttribute('datetime') ?? '',
      };
    }),
  );
}

async function openHistory(page: Page, query = ''): Promise<Row[]> {
  await page.goto(`${suite.server.url}/customer-verification${query}`);
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: 'Customer Verification' }).isVisible())
    .toBe(true);
  await expect.poll(() => page.locator('tbody tr td:last-child a').count()).toBeGreaterThan(0);
  return settledRows(page);
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('history list', () => {
  it('narrows the table by type, status and date, keeps the filters in the URL across a reload', async () => {
    const { context, page } = await suite.signedInPage();
    const all = await openHistory(page);
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map((row) => row.type)).size).toBeGreaterThan(1);

    const from = isoDay(-60);
    const to = isoDay(0);
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'NIN' });
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Found' });
    await page.getByLabel('Start date').fill(from);
    await page.getByLabel('End date').fill(to);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/type=nin/);
    expect(new URL(page.url()).search).toBe(`?status=found&startDate=${from}&endDate=${to}&type=nin`);

    const check = (rows: Row[]) => {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.type).toBe('NIN');
        expect(row.status).toBe('Found');
        expect(row.date.slice(0, 10) >= from && row.date.slice(0, 10) <= to).toBe(true);
      }
    };
    await expect.poll(async () => (await settledRows(page)).every((row) => row.type === 'NIN')).toBe(true);
    const filtered = await settledRows(page);
    check(filtered);
    expect(filtered.map((row) => row.href)).not.toEqual(all.map((row) => row.href));

    await page.reload();
    await expect.poll(() => page.getByLabel('Type', { exact: true }).inputValue()).toBe('nin');
    expect(await page.getByLabel('Start date').inputValue()).toBe(from);
    await expect.poll(() => page.locator('tbody tr td:last-child a').count()).toBeGreaterThan(0);
    check(await settledRows(page));

    // A filter that leaves nothing, then 'Clear filters' brings every row back.
    await page.getByLabel('Name', { exact: true }).fill('no such person anywhere');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => page.getByText('No verifications match these filters').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL(`${suite.server.url}/customer-verification`);
    await expect
      .poll(async () => (await settledRows(page)).map((row) => row.href))
      .toEqual(all.map((r) => r.href));
    await context.close();
  });

  it('filters by requester from a name in the table', async () => {
    const { context, page } = await suite.signedInPage();
    await openHistory(page);
    const names = await requesterNames(page);
    const name = names[0] ?? '';
    await page.locator('tbody tr td:nth-child(7) a').first().click();
    await page.waitForURL(/requestedBy=/);
    await expect.poll(async () => new Set(await requesterNames(page))).toEqual(new Set([name]));
    await context.close();
  });

  it('pages with Next and Previous', async () => {
    const { context, page } = await suite.signedInPage();
    const first = await openHistory(page);
    const previous = page.getByRole('button', { name: 'Previous' });
    expect(await previous.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/start_after=/);
    await expect.poll(async () => (await settledRows(page))[0]?.href).not.toBe(first[0]?.href);
    const second = await settledRows(page);
    expect(second.some((row) => first.some((seen) => seen.href === row.href))).toBe(false);
    // Newest first: the second page is older than the first.
    expect((second[0]?.date ?? '') <= (first.at(-1)?.date ?? '')).toBe(true);

    await previous.click();
    await page.waitForURL(/ending_before=/);
    await expect
      .poll(async () => (await settledRows(page)).map((row) => row.href))
      .toEqual(first.map((r) => r.href));
    await context.close();
  });

  it('opens the detail page from a row, with the raw JSON, and a 404 page for an unknown id', async () => {
    const { context, page } = await suite.signedInPage();
    const rows = await openHistory(page, '?status=found');
    const firstRow = page.locator('tbody tr').first();
    const reference = (await firstRow.locator('td').nth(3).textContent()) ?? '';
    await firstRow.getByRole('link', { name: /^View/ }).click();
    await page.waitForURL(`${suite.server.url}${rows[0]?.href}`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Summary' }).isVisible()).toBe(true);
    expect(await page.getByText(reference, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Match results' }).isVisible()).toBe(true);
    expect(await page.getByText('Full name', { exact: true }).isVisible()).toBe(true);
    await page.getByText('Raw JSON').click();
    const raw = JSON.parse((await page.locator('details pre').textContent()) ?? '{}') as { id?: string };
    expect(`/customer-verification/${raw.id}`).toBe(rows[0]?.href);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    await page.goto(`${suite.server.url}/customer-verification/no-such-check`);
    await expect.poll(() => page.getByText('This page could not be found').isVisible()).toBe(true);
    await context.close();
  });

  it('downloads the filtered history as identity-history.csv: a header line and the rows', async () => {
    const { context, page } = await suite.signedInPage();
    const shown = await openHistory(page, '?status=not_found&type=nin');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('identity-history.csv');
    const lines = (await downloadedText(download)).trim().split(/\r?\n/);
    const header = (lines[0] ?? '').split(',');
    expect(header.slice(0, 3)).toEqual(['id', 'createdAt', 'type']);
    const data = lines.slice(1).map((line) => line.split(','));
    expect(data.length).toBeGreaterThanOrEqual(shown.length);
    const at = (name: string) => header.indexOf(name);
    for (const row of data) {
      expect(row[at('type')]).toBe('nin');
      expect(row[at('status')]).toBe('not_found');
    }
    // Every row on the page is in the file.
    const ids = new Set(data.map((row) => row[0]));
    for (const row of shown) expect(ids.has(row.href.split('/').pop())).toBe(true);
    await expect.poll(() => page.getByText(/Export ready/).isVisible()).toBe(true);

    // The export is in the report log.
    await page.goto(`${suite.server.url}/report-log`);
    await expect.poll(() => page.getByRole('cell', { name: 'Ola Owner' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('has no serious or critical axe violation on the list, and one h1', async () => {
    const { context, page } = await suite.signedInPage();
    await openHistory(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect.poll(() => page.getByRole('link', { name: 'South Africa' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Kenya' }).click();
    await page.waitForURL(`${suite.server.url}/ke/verify`);
    await context.close();
  });
});

/** The 'Requested by' names of the rows shown (the link's hidden ': show only their checks' dropped). */
async function requesterNames(page: Page): Promise<string[]> {
  const texts = await page.locator('tbody tr td:nth-child(7)').allTextContents();
  return texts.map((text) => text.replace(': show only their checks', ''));
}

describe('scoped history', () => {
  it("lists an organization's checks for its staff, forbids others, and lists a business for an admin", async () => {
    // The branch officer's own history holds only the branch's checks: it names the ids to scope by.
    const branch = await suite.signedInPage('branch@acme.local');
    // The page's request context shares the browser's cookies, the HttpOnly session among them.
    const answer = await branch.page.request.get(
      `${suite.server.url}/api/identity/v1/verifications/identity/history?limit=1`,
    );
    const sample = (
      (await answer.json()) as { data: { items: Array<{ organizationId: string; businessId: string }> } }
    ).data.items[0];
    expect(sample?.organizationId).toBeTruthy();
    const organizationPath = `/organizations/${sample?.organizationId}/customer-verification`;

    await branch.page.goto(`${suite.server.url}${organizationPath}`);
    await expect
      .poll(() =>
        branch.page
          .getByRole('heading', { level: 1, name: 'Organization customer verification' })
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => branch.page.locator('tbody tr td:last-child a').count()).toBeGreaterThan(0);
    await expect.poll(() => table(branch.page).getAttribute('aria-busy')).toBeNull();
    const requesters = await requesterNames(branch.page);
    expect(new Set(requesters)).toEqual(new Set(['Bisi Branch']));
    const link = branch.page.locator('tbody tr td:last-child a').first();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${organizationPath}/[\\w-]+$`));
    await link.click();
    await expect
      .poll(() => branch.page.getByRole('heading', { level: 2, name: 'Summary' }).isVisible())
      .toBe(true);
    await branch.context.close();

    // The business owner holds no organization:identity:view.
    const owner = await suite.signedInPage('owner@acme.local');
    await owner.page.goto(`${suite.server.url}${organizationPath}`);
    await expect
      .poll(() => owner.page.getByText('You do not have the permissions to access resource').isVisible())
      .toBe(true);
    await owner.context.close();

    // A platform admin sees Acme's history under /businesses/:id.
    const admin = await suite.signedInPage('admin@verity.local');
    await admin.page.goto(`${suite.server.url}/businesses/${sample?.businessId}/customer-verification`);
    await expect.poll(() => admin.page.locator('tbody tr td:last-child a').count()).toBeGreaterThan(0);
    await expect.poll(() => table(admin.page).getAttribute('aria-busy')).toBeNull();
    const adminRequesters = await requesterNames(admin.page);
    expect(new Set(adminRequesters).size).toBeGreaterThan(1);
    expect(await admin.page.locator('tbody tr td:last-child a').first().getAttribute('href')).toMatch(
      new RegExp(`^/businesses/${sample?.businessId}/customer-verification/`),
    );
    await admin.context.close();
  });
});
