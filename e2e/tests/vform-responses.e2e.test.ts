/**
 * The responses side of vForms as a new owner meets it: a stranger fills the seeded demo form through its
 * public link (a verified NIN) and another answer arrives through the public client (a NIN not found);
 * neither is told the outcome. The owner then finds both in the form's responses by name, filters them,
 * opens one with its verification (the NIN masked, a link to the identity check), its PDF and its
 * confirmation, sees them in the vForm history with its CSV, and reads the overview's numbers and charts.
 * axe must find nothing serious or critical on the list, the detail and the overview.
 */
import { DEMO_VFORM_ID } from '@verity/api/testing';
import type { TVFormTemplate } from '@verity/client';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { answerDemoForm } from '../support/demo-form.js';
import { downloadedBytes } from '../support/download.js';
import { apiClientAs } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });

/** The sandbox record of NIN 11111111111 (docs/sandbox.md): supplying its names verifies. */
const NIN_PERSON = { firstName: 'Funmilayo', lastName: 'Olawale', dateOfBirth: '2001-01-16' };
const STRANGER_EMAIL = 'stranger@example.com';
const STRANGER_NAME = `${NIN_PERSON.firstName} ${NIN_PERSON.lastName}`;
const API_EMAIL = 'not-found@example.com';

let template: TVFormTemplate;
let strangerResponseId = '';
let apiResponseId = '';

/** The stranger: the public link in a fresh context, required fields only, over the three pages. */
async function fillThroughPublicLink(): Promise<void> {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  await page.goto(template.publicUrl);
  const form = page.getByRole('form', { name: template.title });
  const about = form.getByRole('group', { name: /Personal information/ });
  await about.getByLabel('First name').fill(NIN_PERSON.firstName);
  await about.getByLabel('Last name').fill(NIN_PERSON.lastName);
  await about.getByLabel('Email address').fill(STRANGER_EMAIL);
  await about.getByLabel('Date of birth').fill(NIN_PERSON.dateOfBirth);
  await form.getByLabel(/^Occupation/).fill('Baker');
  await form.getByLabel(/^Phone number/).fill('+2348030000001');
  await form.getByRole('button', { name: 'Next' }).click();

  await form.getByRole('heading', { name: 'Your account' }).waitFor();
  await form.getByLabel(/^Account type/).selectOption('Savings');
  const residence = form.getByRole('group', { name: /Country and state of residence/ });
  await residence.getByLabel('Country').fill('Nigeria');
  await residence.getByLabel('State').fill('Lagos');
  const address = form.getByRole('group', { name: /Residential address/ });
  await address.getByLabel('Street').fill('12 Herbert Macaulay Way');
  await address.getByLabel('City').fill('Yaba');
  await address.getByLabel('State').fill('Lagos');
  await address.getByLabel('Country').fill('Nigeria');
  await form.getByRole('button', { name: 'Next' }).click();

  await form.getByRole('heading', { name: 'Verification' }).waitFor();
  const nin = form.getByRole('group', { name: /NIN verification/ });
  await nin.getByLabel(/^NIN/).fill('11111111111');
  await nin.getByRole('checkbox', { name: 'I agree to have this number verified' }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: template.confirmation.title }).waitFor();
  // The demo form does not tell respondents whether their number verified.
  expect(await page.getByText(/verified/i).count()).toBe(0);
  await context.close();
}

/** A second answer straight through the public client: a NIN the sandbox does not find. */
async function submitThroughPublicClient(): Promise<string> {
  const data = await answerDemoForm(suite.server.url, {
    firstName: 'Ada',
    lastName: 'Eze',
    email: API_EMAIL,
  });
  // The respondent is told nothing of the outcome: the owner's list below says it is unverified.
  expect(data).not.toHaveProperty('status');
  expect(data).not.toHaveProperty('verifications');
  return data.id;
}

beforeAll(async () => {
  const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
  template = (await owner.vforms.getTemplate(DEMO_VFORM_ID)).data;
  await fillThroughPublicLink();
  apiResponseId = await submitThroughPublicClient();
  const { data } = await owner.vforms.listResponses(DEMO_VFORM_ID, { status: 'verified' });
  strangerResponseId = data.items.find((item) => item.respondentEmail === STRANGER_EMAIL)?.id ?? '';
  expect(strangerResponseId).not.toBe('');
});

interface Row {
  /** The respondent's name, shown above their email. */
  name: string;
  email: string;
  status: string;
  href: string;
}

/** The table's rows once it has settled (not busy). */
async function settledRows(page: Page): Promise<Row[]> {
  // The responses table, not the charts' tables of numbers.
  const table = page.getByRole('table', { name: /newest first/ });
  await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = Array.from(row.querySelectorAll('td'));
      const offset = cells.length === 6 ? 1 : 0;
      const who = cells[offset];
      return {
        name: who?.querySelector('span:first-child')?.textContent ?? '',
        email: who?.querySelector('span + span')?.textContent ?? who?.textContent ?? '',
        status: cells[offset + 1]?.textContent ?? '',
        href: row.querySelector('td:last-child a')?.getAttribute('href') ?? '',
      };
    }),
  );
}

/** The value of the tile labelled `label` in the numbers region `region`. */
function tileIn(page: Page, region: string) {
  return (label: string) =>
    page
      .getByRole('region', { name: region })
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
      .first();
}

describe('a form’s responses', () => {
  it('lists them with their status, narrows by status in the URL, and opens one', async () => {
    const { context, page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}/v-forms/${DEMO_VFORM_ID}/reports`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Responses' }).isVisible())
      .toBe(true);
    await expect.poll(async () => (await settledRows(page)).length).toBe(2);
    const rows = await settledRows(page);
    expect(rows.find((row) => row.email === STRANGER_EMAIL)).toMatchObject({
      name: STRANGER_NAME,
      status: 'Verified',
    });
    expect(rows.find((row) => row.email === API_EMAIL)).toMatchObject({
      name: 'Ada Eze',
      status: 'Unverified',
    });
    expect(await page.getByText('Anonymous').count()).toBe(0);
    expect(await seriousViolations(page, 'responses')).toEqual([]);

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Unverified' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/status=unverified/);
    await expect.poll(async () => (await settledRows(page)).map((row) => row.email)).toEqual([API_EMAIL]);
    await page.reload();
    await expect.poll(() => page.getByLabel('Status', { exact: true }).inputValue()).toBe('unverified');
    await expect.poll(async () => (await settledRows(page)).map((row) => row.email)).toEqual([API_EMAIL]);

    // A range with nothing in it, then 'Clear filters' brings both back.
    await page.getByLabel('Start date').fill('2001-01-01');
    await page.getByLabel('End date').fill('2001-01-02');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => page.getByText('No responses match these filters').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL(`${suite.server.url}/v-forms/${DEMO_VFORM_ID}/reports`);
    await expect.poll(async () => (await settledRows(page)).length).toBe(2);

    await page
      .getByRole('row', { name: new RegExp(STRANGER_EMAIL) })
      .getByRole('link', { name: /^View/ })
      .click();
    await page.waitForURL(`${suite.server.url}/v-forms/${DEMO_VFORM_ID}/reports/${strangerResponseId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: `Response from ${STRANGER_NAME}` }).isVisible())
      .toBe(true);
    await context.close();
  });
});

describe('a response', () => {
  it('shows every answer, the NIN verified and masked, downloads its PDF and leads to its confirmation and check', async () => {
    const { context, page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}/v-forms/${DEMO_VFORM_ID}/reports/${strangerResponseId}`);
    const verifications = page.getByRole('region', { name: 'Verifications' });
    await verifications.waitFor();
    expect(await verifications.getByText('NIN verification:').isVisible()).toBe(true);
    expect(await verifications.getByText('Verified', { exact: true }).isVisible()).toBe(true);
    // The number as the identity history masks it, never in full on the page.
    expect(await verifications.getByText('*******1111', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('11111111111').count()).toBe(0);
    const checkLink = verifications.getByRole('link', { name: /^View the identity check/ });
    expect(await checkLink.getAttribute('href')).toMatch(/^\/customer-verification\/[\w-]+$/);

    const answers = page.getByRole('region', { name: 'Answers' });
    expect(await answers.getByText('Residential address', { exact: true }).isVisible()).toBe(true);
    expect(await answers.getByText('12 Herbert Macaulay Way', { exact: true }).isVisible()).toBe(true);
    expect(await answers.getByText('Funmilayo', { exact: true }).isVisible()).toBe(true);
    expect(await answers.getByText('Savings', { exact: true }).isVisible()).toBe(true);
    const summary = page.getByRole('region', { name: 'Summary' });
    expect(await summary.getByText('Verified', { exact: true }).isVisible()).toBe(true);
    expect(await summary.getByText(STRANGER_NAME, { exact: true }).isVisible()).toBe(true);
    expect(await summary.getByText('Open an Acme account', { exact: true }).isVisible()).toBe(true);
    expect(await seriousViolations(page, 'detail')).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`vform-response-${strangerResponseId}.pdf`);
    expect((await downloadedBytes(download)).subarray(0, 4).toString('latin1')).toBe('%PDF');

    await page.getByRole('link', { name: 'What the respondent was told' }).click();
    await page.waitForURL(`${suite.server.url}/v-forms/confirmation/${strangerResponseId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: template.confirmation.title }).isVisible())
      .toBe(true);
    expect(await page.getByText(template.confirmation.message).isVisible()).toBe(true);
    // The respondent was told nothing of the outcome, and the owner's record of it says so.
    expect(
      await page
        .getByText('None: this form does not tell respondents whether their numbers verified.')
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText('NIN verification:').count()).toBe(0);
    expect(await seriousViolations(page, 'confirmation')).toEqual([]);

    await page.getByRole('link', { name: 'Back to the response' }).click();
    await page.waitForURL(`${suite.server.url}/v-forms/${DEMO_VFORM_ID}/reports/${strangerResponseId}`);

    // The link leads to the identity check the NIN answer ran, its number masked the same way.
    await page
      .getByRole('region', { name: 'Verifications' })
      .getByRole('link', { name: /^View the identity check/ })
      .click();
    await page.waitForURL(/\/customer-verification\/[\w-]+$/);
    await expect.poll(() => page.getByText('*******1111', { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Funmilayo/i);

    // A response under another form's id is not found, like an unknown id.
    await page.goto(`${suite.server.url}/v-forms/not-this-form/reports/${strangerResponseId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: /Page not found/ }).isVisible())
      .toBe(true);
    await context.close();
  });
});

describe('the vForm history', () => {
  it('lists every response across forms, filters by title, exports CSV and shows the overview charts', async () => {
    const { context, page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}/v-forms/shortcut`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'vForm history' }).isVisible())
      .toBe(true);
    await expect.poll(async () => (await settledRows(page)).length).toBe(2);
    const rows = await settledRows(page);
    expect(rows.find((row) => row.email === STRANGER_EMAIL)?.href).toBe(
      `/v-forms/shortcut/${DEMO_VFORM_ID}/reports/${strangerResponseId}`,
    );

    const perDay = page.getByRole('img', { name: /^Responses per day/ });
    await expect
      .poll(async () => (await perDay.getAttribute('aria-label')) ?? '')
      .toContain('2 responses in total');
    const perStatus = page.getByRole('img', { name: /^Responses by status/ });
    expect(await perStatus.getAttribute('aria-label')).toBe(
      'Responses by status: 0 Completed, 1 Verified, 1 Unverified, 0 Failed.',
    );
    const tile = tileIn(page, 'vForms overview');
    expect(await tile('Responses').textContent()).toBe('2');
    expect(await tile('Verified responses').textContent()).toBe('1');
    expect(await seriousViolations(page, 'history')).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('vform-history.csv');
    const lines = (await downloadedBytes(download)).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^id,form,status,respondentName,respondentEmail/);
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.startsWith(strangerResponseId))).toContain(
      `,verified,${STRANGER_NAME},`,
    );
    expect(lines.join('\n')).not.toContain('11111111111');

    await page.getByLabel('Form title').fill('no such form');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/title=no/);
    await expect.poll(() => page.getByText('No responses match these filters').isVisible()).toBe(true);
    await page.getByLabel('Form title').fill('acme account');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/title=acme/);
    await expect.poll(async () => (await settledRows(page)).length).toBe(2);

    await page
      .getByRole('row', { name: new RegExp(API_EMAIL) })
      .getByRole('link', { name: /^View/ })
      .click();
    await page.waitForURL(`${suite.server.url}/v-forms/shortcut/${DEMO_VFORM_ID}/reports/${apiResponseId}`);
    const verifications = page.getByRole('region', { name: 'Verifications' });
    await verifications.waitFor();
    expect(await verifications.getByText('Not verified', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to responses' }).click();
    await page.waitForURL(`${suite.server.url}/v-forms/shortcut/${DEMO_VFORM_ID}/reports`);
    await expect.poll(async () => (await settledRows(page)).length).toBe(2);
    await context.close();
  });
});

describe('a form’s overview', () => {
  it('shows the form, its links, its numbers and its charts for a date range', async () => {
    const { context, page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}/v-forms/${DEMO_VFORM_ID}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: template.title }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Edit form' }).getAttribute('href')).toBe(
      `/v-forms/${DEMO_VFORM_ID}/edit`,
    );
    expect(await page.locator(`a[href="${template.publicUrl}"]`).count()).toBe(1);

    const tile = tileIn(page, 'Form analysis');
    await expect.poll(() => tile('Responses').textContent()).toBe('2');
    // The stranger opened the form once; the API client sent no access point.
    expect(Number(await tile('Views').textContent())).toBeGreaterThanOrEqual(1);
    expect(await tile('Completion rate').textContent()).toMatch(/%$/);
    expect(await tile('Average time to complete').textContent()).not.toBe('—');

    const perDay = page.getByRole('img', { name: /^Responses per day/ });
    expect(await perDay.getAttribute('aria-label')).toContain('2 responses in total');
    expect(
      await page.getByRole('img', { name: /^Responses by status/ }).getAttribute('aria-label'),
    ).toContain('1 Verified, 1 Unverified');
    expect(await seriousViolations(page, 'overview')).toEqual([]);

    // A range before any response: the numbers drop to zero, and the range stays in the URL.
    await page.getByLabel('Start date').fill('2001-01-01');
    await page.getByLabel('End date').fill('2001-01-07');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/startDate=2001-01-01&endDate=2001-01-07/);
    await expect.poll(() => tile('Responses').textContent()).toBe('0');
    expect(await page.getByRole('img', { name: /^Responses per day/ }).getAttribute('aria-label')).toBe(
      'Responses per day: no responses in this period.',
    );

    await page.getByRole('link', { name: 'View responses' }).click();
    await page.waitForURL(`${suite.server.url}/v-forms/${DEMO_VFORM_ID}/reports`);
    await context.close();
  });
});
