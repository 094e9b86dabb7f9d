/**
 * Business activation in a real browser against the real server: a new business signs up, fills every step
 * with the sandbox company, names a signee and sends the agreement; the signee signs from the mailed link
 * signed out; the owner submits and the banner says it is pending; platform staff review and activate it in
 * the dashboard; the banner turns to the billing steps, the owner runs a live check, and home shows it. Every
 * page and state opened is checked with axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_PATH,
  type Audit,
  completeActivationSteps,
  pdfFile,
  SANDBOX_COMPANY,
  signFromMailedLink,
  signUpBusiness,
} from '../support/activation.js';
import { seriousViolations } from '../support/axe.js';
import { reviewAndActivate } from '../support/business-admin.js';
import { downloadedBytes } from '../support/download.js';
import { apiClientAs, SESSION_COOKIE } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

// Live checks answered by the sandbox registry: the journey ends with the owner's first live check.
const suite = browserSuite({}, { liveSandbox: true });

const audit: Audit = async (page, where) => {
  expect(await seriousViolations(page, where)).toEqual([]);
};

const owner = {
  firstName: 'Tola',
  lastName: 'Bello',
  email: 'tola@sandbox-industries.local',
  companyName: 'Sandbox Industries',
  mobile: '08012345678',
  password: 'Sandbox!2026pass',
};
const signee = {
  firstName: 'Ngozi',
  lastName: 'Eze',
  email: 'ngozi@sandbox-industries.local',
  jobTitle: 'Director',
};

/** Platform staff credit the new business's wallet (Adjust balance), so its live check can be paid. */
async function fundWallet(url: string, businessId: string): Promise<void> {
  const staff = await apiClientAs(url, 'admin@verity.local', 'Verity!2026');
  await staff.billing.adjustBalance(businessId, { amount: 1_000_000, reason: 'Activation journey float' });
}

/** The checklist's link to a step, named with whether it is done. */
const checklistStep = (page: Page, label: string, state: 'completed' | 'to do') =>
  page
    .getByRole('navigation', { name: 'Activation steps' })
    .getByRole('link', { name: new RegExp(`^${label} .*\\(${state}\\)$`) });

describe('business activation', () => {
  it('signs up, completes every step, the signee signs from the mailed link, the owner submits; staff activate', async () => {
    const { url } = suite.server;
    const page = await signUpBusiness(suite.browser, url, owner, audit);

    // Get started: nothing done, nothing to submit yet.
    await page.goto(`${url}/get-started`);
    await page.getByRole('heading', { name: 'Get started', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Your business is not activated yet' }).waitFor();
    await expect.poll(() => page.getByText('(to do)').count()).toBe(6);
    expect(await page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
    await audit(page, 'get started, nothing done');

    // The activation's index opens the first step not done.
    await page.getByRole('link', { name: 'Continue activation' }).click();
    await page.waitForURL(`${url}${ACTIVATION_PATH}/business-information`);
    const information = page.getByRole('form', { name: 'Business information' });
    await information.getByRole('button', { name: 'Save & continue' }).click();
    await information.getByText('The industry field is required').waitFor();
    await audit(page, 'business information, nothing filled in');

    // The registry check: the number is Sandbox Industries Limited, not the name given. The step stays.
    await information.getByLabel('Registration number', { exact: true }).fill('rc 1234567');
    await information.getByLabel('Industry', { exact: true }).selectOption('Fintech');
    await information.getByRole('button', { name: 'Save & continue' }).click();
    await page
      .getByRole('heading', { name: 'Registry check: The company name does not match the registry' })
      .waitFor();
    await page.getByText(/^RC1234567 is Sandbox Industries Limited \(active\) in the registry\./).waitFor();
    expect(page.url()).toBe(`${url}${ACTIVATION_PATH}/business-information`);
    await audit(page, 'business information, name mismatch');

    await completeActivationSteps(page, url, { ...SANDBOX_COMPANY, signee }, audit);

    // The documents' file-input rules in the browser: a rejected file clears the input; what was saved stays.
    await page.goto(`${url}${ACTIVATION_PATH}/verification-documents`);
    const cac = page.getByLabel('CAC certificate', { exact: true });
    await cac.setInputFiles({ name: 'cac.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await page.getByText('The CAC certificate field has an unsupported format').waitFor();
    expect(await cac.evaluate((input: HTMLInputElement) => input.value)).toBe('');
    await cac.setInputFiles(pdfFile('cac-large.pdf', 1024 * 1024));
    await page.getByText('The CAC certificate field should be less than 1MB').waitFor();
    expect(await cac.evaluate((input: HTMLInputElement) => input.value)).toBe('');
    await page.getByRole('link', { name: 'cac-certificate.pdf' }).waitFor();
    await audit(page, 'verification documents, a rejected file');

    // A link that finds no request says so, signed in or not.
    await page.goto(`${url}/sla/sign/not-a-real-token`);
    await page.getByText('This signing link is not valid').waitFor();
    await audit(page, 'signing page, an invalid link');

    const link = await signFromMailedLink(suite.browser, url, signee, audit);

    // The same link in the owner's signed-in browser: the plain page, signed.
    await page.goto(link);
    await page.getByText(/^Signed on /).waitFor();
    expect((await page.context().cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);
    await audit(page, 'signing page, signed, opened signed in');

    // The owner's agreement step: signed, and the signed agreement downloads.
    await page.goto(`${url}${ACTIVATION_PATH}/service-license-agreement`);
    await page.getByText('Signed: the step is done').waitFor();
    await page.getByText(`Signed by ${signee.firstName} ${signee.lastName} on `, { exact: false }).waitFor();
    await audit(page, 'service license agreement, signed');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download agreement' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^SLA-\d{4}-[A-Z0-9]+-signed\.pdf$/);
    expect((await downloadedBytes(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Every step ticked: submit for review; the banner says it is pending.
    await page.getByRole('link', { name: 'Go to Get started to submit' }).click();
    await page.waitForURL(`${url}/get-started`);
    await expect.poll(() => page.getByText('(completed)').count()).toBe(6);
    await checklistStep(page, 'Service license agreement', 'completed').waitFor();
    await audit(page, 'get started, every step done');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('heading', { name: 'Submitted for review' }).waitFor();
    await page.getByText('Your business activation is pending', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
    await audit(page, 'get started, pending');

    // Pending: the steps are read-only, with the reason.
    await page.goto(`${url}${ACTIVATION_PATH}/settlement-account`);
    await page
      .getByText('Your activation is being reviewed: its details cannot change until it is decided.')
      .waitFor();
    expect(await page.getByLabel('Bank name', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save & continue' }).count()).toBe(0);
    await audit(page, 'settlement account, read-only while pending');

    // Staff review the business in the dashboard and activate it, counter-signing the agreement.
    const ownerClient = await apiClientAs(url, owner.email, owner.password);
    const businessId = (await ownerClient.users.me()).data.user.business.id;
    const staff = await suite.signedInPage('admin@verity.local');
    await reviewAndActivate(staff.page, url, businessId, { check: (where) => audit(staff.page, where) });
    await staff.context.close();
    const countersigned = await ownerClient.onboarding.profile(businessId);
    expect(countersigned.data.signatureRequest?.status).toBe('countersigned');

    await page.reload();
    await page
      .getByRole('button', { name: 'Just 2 steps remaining to upgrade your verification capabilities' })
      .waitFor();
    await page
      .getByText('Your business is activated: contact support to change its activation details.')
      .waitFor();
    await audit(page, 'settlement account, activated');
    await page.goto(`${url}/get-started`);
    await page.getByRole('heading', { name: 'Your business is activated' }).waitFor();
    await audit(page, 'get started, activated');

    // Live checks are paid: staff credit the wallet (the card journey is billing-cards.e2e.test.ts), then
    // the owner goes live and verifies a NIN.
    await fundWallet(url, businessId);
    await page.goto(`${url}/`);
    const live = page.getByRole('switch', { name: 'Live mode' });
    await live.click();
    await expect.poll(() => live.getAttribute('aria-checked')).toBe('true');
    await page.goto(`${url}/ng/verify`);
    await page.getByRole('radio', { name: 'NIN', exact: true }).check();
    await page.getByRole('textbox', { name: 'NIN', exact: true }).fill('11111111111');
    await page.getByLabel('I confirm I have the consent of the person being verified').check();
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: /^Result: NIN / }).waitFor();

    // Home shows the month's live figures: one check, found, and what it cost.
    await page.goto(`${url}/`);
    const modules = page.getByRole('table');
    const identityRow = modules.getByRole('row', { name: /Customer Verification/ });
    await expect
      .poll(async () => (await identityRow.getByRole('cell').first().textContent())?.trim())
      .toBe('1');
    await page.getByText('Pass rate').waitFor();
    expect(await page.getByRole('definition').filter({ hasText: '100%' }).count()).toBeGreaterThan(0);
    await page.getByText('Spend').waitFor();
    await audit(page, 'home, activated with a live check');
    await page.context().close();
  }, 240_000);

  it('the signing page needs no session and is not part of the sign-in pages', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${suite.server.url}/sla/sign/unknown-token`);
    await page.getByText('This signing link is not valid').waitFor();
    expect(page.url()).toBe(`${suite.server.url}/sla/sign/unknown-token`);
    expect(scripts.some((script) => /\/assets\/sign-agreement-page-[^/]+\.js$/.test(script))).toBe(true);
    await context.close();

    // The sign-in page does not load the signing page's code (it has its own chunk).
    const login = await (await suite.browser.newContext()).newPage();
    const loginScripts: string[] = [];
    login.on('request', (request) => {
      if (request.resourceType() === 'script') loginScripts.push(request.url());
    });
    await login.goto(`${suite.server.url}/auth/login`);
    await login.getByLabel('Email address').waitFor();
    expect(loginScripts.some((script) => script.includes('sign-agreement-page'))).toBe(false);
    await login.context().close();
  });
});
