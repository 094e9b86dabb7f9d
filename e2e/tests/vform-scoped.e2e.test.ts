/**
 * Workflow Builder beneath a business and an organization (module routes repeat beneath both scopes, gated by
 * admin:business:vforms:view and organization:vforms:view). The platform admin opens Acme's forms from the
 * business sidebar and reads the demo form's responses; the Lagos branch officer sees the branch's forms
 * only; someone without the gate gets the 403 page. axe on the list, the responses and the response.
 */
import { createVFormAs, DEMO_VFORM_ID, DEMO_VFORM_TITLE } from '@verity/api/testing';
import { createPublicClient } from '@verity/client/public';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { answerDemoForm } from '../support/demo-form.js';
import { apiClientAs } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1400, height: 900 } });

const BRANCH_FORM = 'Lagos branch walk-in';
const DEMO_RESPONDENT = 'scoped@example.com';
const BRANCH_RESPONDENT = 'walk-in@example.com';
/** The demo form's respondent is named (personal information); the branch form asks only an email. */
const DEMO_RESPONDENT_NAME = 'Sola Scoped';

let acmeId = '';
let organizationId = '';
let branchFormId = '';

beforeAll(async () => {
  // Acme's id and its branch's, from one of the branch officer's seeded checks (as identity-history does).
  const branch = await apiClientAs(suite.server.url, 'branch@acme.local');
  const sample = (await branch.identity.history({ limit: 1 })).data.items[0];
  acmeId = sample?.businessId ?? '';
  organizationId = sample?.organizationId ?? '';
  expect(acmeId).not.toBe('');
  expect(organizationId).not.toBe('');

  // A form the branch officer made (it takes the branch's organization), answered once.
  const made = await createVFormAs(suite.server.app, 'branch@acme.local', BRANCH_FORM);
  branchFormId = made.templateId;
  const client = createPublicClient({ origin: suite.server.url });
  await client.vforms.submit(branchFormId, {
    startTimeInMilliSeconds: Date.now() - 30_000,
    fields: { [made.fieldId]: BRANCH_RESPONDENT },
  });
  await answerDemoForm(suite.server.url, {
    firstName: 'Sola',
    lastName: 'Scoped',
    email: DEMO_RESPONDENT,
  });
});

const formsTable = (page: Page) => page.getByRole('table', { name: /^Forms, newest first/ });
const historyTable = (page: Page) => page.getByRole('table', { name: /^Responses to these forms/ });
/** The respondent's cell (their name, if any, above the email); not the 'View response from ...' cell. */
const respondent = (table: Locator, email: string) =>
  table.getByRole('cell', { name: new RegExp(`^(?!View).*${email.replace(/[.+]/g, '\\$&')}$`) });

describe('the business scope', () => {
  it('the platform admin opens Acme’s forms from the business sidebar and reads the demo form’s responses', async () => {
    const { context, page } = await suite.signedInPage('admin@verity.local');
    await page.goto(`${suite.server.url}/businesses/${acmeId}/customer-verification`);
    const nav = page.getByRole('navigation', { name: 'Business', exact: true });
    await nav.getByRole('link', { name: 'Workflow Builder', exact: true }).click();
    const formsPath = `/businesses/${acmeId}/v-forms`;
    await page.waitForURL(`${suite.server.url}${formsPath}`);
    // The address changes as the click lands; the sidebar marks the page once it has rendered it.
    await expect
      .poll(() => nav.getByRole('link', { name: 'Workflow Builder' }).getAttribute('aria-current'))
      .toBe('page');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Business workflow builder' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    // Acme's forms, every one of them (the branch's too), read only.
    const forms = formsTable(page);
    await expect.poll(() => forms.getAttribute('aria-busy')).toBeNull();
    const demo = forms.getByRole('link', { name: new RegExp(`^${DEMO_VFORM_TITLE}`) });
    await expect.poll(() => demo.isVisible()).toBe(true);
    expect(await demo.getAttribute('href')).toBe(`${formsPath}/${DEMO_VFORM_ID}/reports`);
    expect(await forms.getByRole('link', { name: new RegExp(`^${BRANCH_FORM}`) }).count()).toBe(1);
    expect(await forms.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
    expect(await forms.getByRole('button', { name: /^Actions/ }).count()).toBe(0);

    // The history beneath: both answers, each opening beneath the business.
    const history = historyTable(page);
    await expect.poll(() => respondent(history, DEMO_RESPONDENT).isVisible()).toBe(true);
    expect(await respondent(history, BRANCH_RESPONDENT).isVisible()).toBe(true);
    expect(await seriousViolations(page, 'forms')).toEqual([]);

    await demo.click();
    await page.waitForURL(`${suite.server.url}${formsPath}/${DEMO_VFORM_ID}/reports`);
    // Navigation renders as a transition: the forms list (which names the demo form too) stays on screen
    // until the responses page is ready, so wait for what only the new page has, its heading.
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Responses' }).isVisible())
      .toBe(true);
    // The form's title comes with its own query, a moment after the page.
    await expect.poll(() => page.getByText(DEMO_VFORM_TITLE).first().isVisible()).toBe(true);
    const view = page.getByRole('link', { name: `View response from ${DEMO_RESPONDENT_NAME}` });
    await expect.poll(() => view.isVisible()).toBe(true);
    expect(await page.getByText(BRANCH_RESPONDENT).count()).toBe(0);
    expect(await seriousViolations(page, 'responses')).toEqual([]);

    await view.click();
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: `Response from ${DEMO_RESPONDENT_NAME}` }).isVisible(),
      )
      .toBe(true);
    expect(page.url()).toMatch(new RegExp(`${formsPath}/${DEMO_VFORM_ID}/reports/[\\w-]+$`));
    expect(await page.getByRole('heading', { level: 2, name: 'Answers' }).isVisible()).toBe(true);
    // The PDF and the confirmation are the business's own routes, not the admin's.
    expect(await page.getByRole('button', { name: /PDF/ }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Workflow Builder' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await seriousViolations(page, 'response')).toEqual([]);

    await page.getByRole('link', { name: '← Back to responses' }).click();
    await page.waitForURL(`${suite.server.url}${formsPath}/${DEMO_VFORM_ID}/reports`);
    await context.close();
  });

  it('shows the 403 page to Acme’s owner, who holds no admin:business:vforms:view', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.goto(`${suite.server.url}/businesses/${acmeId}/v-forms`);
    await expect
      .poll(() => page.getByText('You do not have the permissions to access resource').isVisible())
      .toBe(true);
    expect(await page.getByText(DEMO_VFORM_TITLE).count()).toBe(0);
    await context.close();
  });
});

describe('the organization scope', () => {
  it('the branch officer sees the branch’s forms and responses only', async () => {
    const { context, page } = await suite.signedInPage('branch@acme.local');
    await page.goto(`${suite.server.url}/organizations/${organizationId}/customer-verification`);
    const nav = page.getByRole('navigation', { name: 'Organization', exact: true });
    await nav.getByRole('link', { name: 'Workflow Builder', exact: true }).click();
    const formsPath = `/organizations/${organizationId}/v-forms`;
    await page.waitForURL(`${suite.server.url}${formsPath}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Organization workflow builder' }).isVisible())
      .toBe(true);

    const forms = formsTable(page);
    const branchForm = forms.getByRole('link', { name: new RegExp(`^${BRANCH_FORM}`) });
    await expect.poll(() => branchForm.isVisible()).toBe(true);
    await expect.poll(() => forms.getAttribute('aria-busy')).toBeNull();
    expect(await forms.locator('tbody tr').count()).toBe(1);
    expect(await page.getByText(DEMO_VFORM_TITLE).count()).toBe(0);
    const history = historyTable(page);
    await expect.poll(() => respondent(history, BRANCH_RESPONDENT).isVisible()).toBe(true);
    expect(await respondent(history, DEMO_RESPONDENT).count()).toBe(0);
    expect(await seriousViolations(page, 'organization forms')).toEqual([]);

    await branchForm.click();
    await page.waitForURL(`${suite.server.url}${formsPath}/${branchFormId}/reports`);
    await page.getByRole('link', { name: `View response from ${BRANCH_RESPONDENT}` }).click();
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: `Response from ${BRANCH_RESPONDENT}` }).isVisible(),
      )
      .toBe(true);

    // Acme's demo form is not the branch's: the same answer as an unknown id.
    await page.goto(`${suite.server.url}${formsPath}/${DEMO_VFORM_ID}/reports`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: /404/ }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the 403 page to Acme’s owner, who holds no organization:vforms:view', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.goto(`${suite.server.url}/organizations/${organizationId}/v-forms`);
    await expect
      .poll(() => page.getByText('You do not have the permissions to access resource').isVisible())
      .toBe(true);
    await context.close();
  });
});
