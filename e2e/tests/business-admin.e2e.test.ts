/**
 * Platform staff's businesses and a business's organizations (the Businesses and Organizations pages,
 * activation review, their permissions), in a real browser against the real server. admin@verity.local is
 * platform staff (Ada Admin); Acme (owner@acme.local) has one organization, Acme Lagos Branch. Businesses to
 * review are brought to pending activation through the typed client (support/business-admin.ts). The tests
 * run in order and share what they made: the business activated in one is suspended in the next. Axe runs on
 * every page and dialog opened.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import {
  activationPanel,
  decideWithReasons,
  openBusinessProfile,
  PLATFORM_ADMIN,
  type PreparedBusiness,
  preparePendingBusiness,
  reviewAndActivate,
  SANDBOX_COMPANY_NAME,
  waitForStatus,
} from '../support/business-admin.js';
import { downloadedBytes } from '../support/download.js';
import { apiClientAs, fromMailbox } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1400, height: 900 } });

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

/** Fails the test on a serious or critical axe violation of the page as shown now. */
const axe = (page: Page) => async (where: string) => {
  expect(await seriousViolations(page, where)).toEqual([]);
};

/** What the tests made, for the ones after them. */
const made: { activated: PreparedBusiness | null } = { activated: null };

describe('platform staff’s businesses', () => {
  it('create a business from /businesses/create; its owner is emailed an invitation', async () => {
    const { context, page } = await suite.signedInPage(PLATFORM_ADMIN);
    const check = axe(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Businesses' }).click();
    await page.getByRole('heading', { name: 'Businesses', level: 1 }).waitFor();
    await page.getByText('No business is waiting for review.').waitFor();
    const table = page.getByRole('table', { name: /^Businesses, newest first/ });
    await table.getByRole('link', { name: 'Acme Ltd' }).waitFor();
    await check('businesses');

    await page.getByRole('link', { name: 'Create business' }).click();
    await page.getByRole('heading', { name: 'Create business', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create business' }).click();
    await page.getByText('The company name field is required').waitFor();
    await check('create business with errors');
    expect(await page.getByLabel('Country').inputValue()).toBe('NG');
    expect(await page.getByLabel('Currency').inputValue()).toBe('NGN');
    await page.getByLabel('Company name').fill('Brightside Foods Ltd');
    await page.getByLabel('First name').fill('Bola');
    await page.getByLabel('Last name').fill('Bright');
    await page.getByLabel("Owner's email address").fill('founder@brightside.example');
    await page.getByLabel('Mobile number').pressSequentially('0803-123-4567');
    await page.getByRole('button', { name: 'Create business' }).click();

    await toast(
      page,
      'Brightside Foods Ltd created: an invitation has been sent to founder@brightside.example',
    ).waitFor();
    await page.waitForURL(/\/businesses\/[^/]+\/manage$/);
    await page.getByRole('heading', { name: 'Brightside Foods Ltd', level: 1 }).waitFor();
    await page.getByText('Not activated', { exact: true }).waitFor();
    // The business layout: its sidebar, headed by the new business.
    const drawer = page.getByRole('complementary', { name: 'Navigation drawer' });
    await drawer.getByText('Brightside Foods Ltd', { exact: true }).waitFor();
    const manage = page.getByRole('navigation', { name: 'Manage the business' });
    for (const name of ['Business profile', 'Account top-up', 'Invoices', 'Pricing and subscription'])
      await manage.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    await check('manage');

    const invitation = await fromMailbox(
      suite.server.url,
      'founder@brightside.example',
      /(\/auth\/register\/\S+)/,
    );
    expect(invitation).toMatch(/^\/auth\/register\//);

    // The table finds it by name and status, in the URL.
    await page.goto(`${suite.server.url}/businesses`);
    await page.getByLabel('Business name').fill('brightside');
    await page.getByLabel('Status').selectOption({ label: 'Not activated' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/status=not_activated/);
    const row = table.getByRole('row').filter({ hasText: 'Brightside Foods Ltd' });
    await expect.poll(() => row.textContent()).toMatch(/^Brightside Foods Ltd.*Nigeria.*Not activated.*No/);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await check('businesses filtered');
    await context.close();
  });

  it('review a pending business: its queue entry, the business check, the documents and the agreement, then activate it', async () => {
    const prepared = await preparePendingBusiness(suite.server.url, {
      companyName: SANDBOX_COMPANY_NAME,
      ownerEmail: 'owner@sandbox-industries.example',
      signeeEmail: 'ceo@sandbox-industries.example',
    });
    const { context, page } = await suite.signedInPage(PLATFORM_ADMIN);
    const check = axe(page);
    await page.goto(`${suite.server.url}/businesses`);
    const queue = page.getByRole('list', { name: 'Businesses pending activation' });
    const review = queue.getByRole('link', { name: `Review ${SANDBOX_COMPANY_NAME}` });
    await review.waitFor();
    expect(await queue.textContent()).toContain('owner@sandbox-industries.example');
    await check('businesses with a business to review');

    await review.click();
    await page.waitForURL(/\/manage\/business-profile\/business-information$/);
    await waitForStatus(page, 'Pending activation');
    const businessCheck = page.getByRole('region', { name: 'Business check' });
    await businessCheck.getByText('Found in the registry; the name matches').waitFor();
    expect(await businessCheck.textContent()).toMatch(
      /RC1234567[\s\S]*Sandbox Industries Limited[\s\S]*Active/,
    );
    expect(
      await businessCheck.getByText(`Matches the name given “${SANDBOX_COMPANY_NAME}”`).isVisible(),
    ).toBe(true);
    await check('business information');

    const sections = page.getByRole('navigation', { name: 'Business profile sections' });
    await sections.getByRole('link', { name: 'Verification documents' }).click();
    const documents = page.getByRole('region', { name: 'Verification documents' });
    const cac = documents.getByRole('link', { name: /^Open CAC certificate/ });
    await cac.waitFor();
    expect(await documents.getByRole('link', { name: /^Open / }).count()).toBe(4);
    expect(await cac.getAttribute('target')).toBe('_blank');
    // The link opens the file as it is, without the session (a signed link).
    const opened = await fetch(new URL((await cac.getAttribute('href')) ?? '', suite.server.url));
    expect(opened.status).toBe(200);
    expect((await opened.text()).startsWith('%PDF')).toBe(true);
    await check('verification documents');

    await sections.getByRole('link', { name: 'Subscription and pricing' }).click();
    await page.getByRole('region', { name: 'Settlement account' }).getByText('0123456789').waitFor();
    await page.getByRole('region', { name: 'Subscription and pricing' }).getByText('Pay as you go').waitFor();
    await check('subscription and pricing');

    await sections.getByRole('link', { name: 'Service license agreement' }).click();
    const signature = page.getByRole('region', { name: 'Signature request' });
    await signature.getByText('Signed by the signee', { exact: true }).waitFor();
    expect(await signature.getByRole('button', { name: 'Send reminder' }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      signature.getByRole('button', { name: 'Download SLA' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-signed\.pdf$/);
    expect((await downloadedBytes(download)).subarray(0, 4).toString()).toBe('%PDF');
    await check('service license agreement');

    await reviewAndActivate(page, suite.server.url, prepared.businessId, { check });
    await toast(page, `${SANDBOX_COMPANY_NAME} is activated`).waitFor();
    await signature.getByText('Signed and counter-signed', { exact: true }).waitFor();
    expect(await activationPanel(page).getByRole('button', { name: 'Suspend' }).isVisible()).toBe(true);
    await check('activated');

    const admin = await apiClientAs(suite.server.url, PLATFORM_ADMIN);
    expect((await admin.onboarding.profile(prepared.businessId)).data.status).toBe('activated');
    // Off the queue.
    await page.goto(`${suite.server.url}/businesses`);
    await page.getByText('No business is waiting for review.').waitFor();
    made.activated = prepared;
    await context.close();
  });

  it('decline another business with reasons; suspend the activated one with reasons, then reinstate it', async () => {
    const activated = made.activated;
    expect(activated).not.toBeNull();
    if (!activated) return;
    const other = await preparePendingBusiness(suite.server.url, {
      companyName: 'Harbour Logistics Ltd',
      ownerEmail: 'owner@harbour.example',
      signeeEmail: 'ceo@harbour.example',
    });
    const { context, page } = await suite.signedInPage(PLATFORM_ADMIN);
    const check = axe(page);
    await openBusinessProfile(page, suite.server.url, other.businessId);
    // The registry knows the number under another name: staff see the mismatch before deciding.
    await page
      .getByRole('region', { name: 'Business check' })
      .getByText('Found, but the name does not match the registry')
      .waitFor();
    await check('business information with a name mismatch');

    await decideWithReasons(
      page,
      suite.server.url,
      other.businessId,
      'Decline',
      { tick: ['The utility bill is older than three months'], other: 'The CAC certificate is blurred' },
      { check },
    );
    await toast(page, 'Harbour Logistics Ltd was declined').waitFor();
    const panel = activationPanel(page);
    await panel.getByText('The CAC certificate is blurred').waitFor();
    expect(await panel.getByRole('button').count()).toBe(0);
    await check('declined');
    const admin = await apiClientAs(suite.server.url, PLATFORM_ADMIN);
    expect((await admin.onboarding.profile(other.businessId)).data.reasonsForDecline).toEqual([
      'The utility bill is older than three months',
      'The CAC certificate is blurred',
    ]);

    await openBusinessProfile(page, suite.server.url, activated.businessId);
    await decideWithReasons(
      page,
      suite.server.url,
      activated.businessId,
      'Suspend',
      { tick: ['Unpaid invoices'] },
      { check },
    );
    await toast(page, `${SANDBOX_COMPANY_NAME} is suspended`).waitFor();
    await panel.getByText('Unpaid invoices').waitFor();
    await check('suspended');

    await reviewAndActivate(page, suite.server.url, activated.businessId, { action: 'Reinstate', check });
    await toast(page, `${SANDBOX_COMPANY_NAME} is reinstated`).waitFor();
    expect((await admin.onboarding.profile(activated.businessId)).data.reasonsForSuspension).toBeNull();

    // Someone else suspends it meanwhile: this page's Suspend gets the server's 409 as a toast, and the
    // page then shows where the business really stands.
    await admin.onboarding.suspend(activated.businessId, {
      reasonsForSuspension: ['Requested by the business'],
    });
    await panel.getByRole('button', { name: 'Suspend', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${SANDBOX_COMPANY_NAME}?` });
    await dialog.getByRole('checkbox', { name: 'Unpaid invoices' }).check();
    await dialog.getByRole('button', { name: 'Suspend business' }).click();
    await toast(page, 'A business that is suspended cannot be suspended').waitFor();
    await waitForStatus(page, 'Suspended');
    await panel.getByRole('button', { name: 'Reinstate', exact: true }).waitFor();
    await check('after a refused decision');
    await context.close();
  });

  it('support attach a report link to a business’s export request', async () => {
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    // An export of nothing (a day with no checks) still makes an export request.
    await owner.identity.exportCsv({ start_date: '2099-01-01', end_date: '2099-01-01' });
    const { context, page } = await suite.signedInPage(PLATFORM_ADMIN);
    const check = axe(page);
    await page.goto(`${suite.server.url}/businesses`);
    await page.getByRole('link', { name: 'Export requests' }).click();
    await page.getByRole('heading', { name: 'Export requests', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: /^Export requests of every business/ });
    const row = table.getByRole('row').filter({ hasText: 'Ola Owner' }).first();
    await expect.poll(() => row.textContent()).toMatch(/start date: 2099-01-01/);
    await check('export requests');

    await row.getByRole('button', { name: /^Attach link/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Attach report link' });
    await dialog.getByLabel('Report link').fill('not a link');
    await dialog.getByRole('button', { name: 'Save link' }).click();
    await dialog.getByText('The report link field should be a URL').waitFor();
    await check('attach report link');
    await dialog.getByLabel('Report link').fill('https://reports.example/acme-2099.csv');
    await dialog.getByRole('button', { name: 'Save link' }).click();
    await toast(page, 'Report link saved').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    const link = row.getByRole('link', { name: /^Open report/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://reports.example/acme-2099.csv');
    await context.close();
  });
});

describe('a business’s organizations', () => {
  it('the Acme owner creates one; its staff member registers from the mail and sees only their organization', async () => {
    const owner = await suite.signedInPage('owner@acme.local');
    const staffContext = await suite.browser.newContext({ viewport: { width: 1400, height: 900 } });
    try {
      const page = owner.page;
      const check = axe(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Organizations' })
        .click();
      await page.getByRole('heading', { name: 'Organizations', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: /^Organizations, newest first/ });
      await table.getByRole('link', { name: 'Acme Lagos Branch' }).waitFor();
      await check('organizations');

      await page.getByRole('link', { name: 'Create organization' }).click();
      await page.getByRole('heading', { name: 'Create organization', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Create organization' }).click();
      await page.getByText('The organization name field is required').waitFor();
      await check('create organization with errors');
      expect(await page.getByLabel('Country').inputValue()).toBe('NG');
      await page.getByLabel('Organization name').fill('Acme Kano Branch');
      await page.getByLabel('Support email').fill('kano-support@acme.local');
      await page.getByLabel('Location').locator('option', { hasText: 'Kano' }).waitFor({ state: 'attached' });
      await page.getByLabel('Location').selectOption('Kano');
      await page.getByLabel('Branch address').fill('5 Bompai Road, Kano');
      await page.getByLabel('Logo (optional)').setInputFiles({
        name: 'kano.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
      await page.getByLabel('First name').fill('Kemi');
      await page.getByLabel('Last name').fill('Kano');
      await page.getByLabel('Email address').fill('kano@acme.local');
      await page.getByLabel('Mobile number').pressSequentially('08035556666');
      await page.getByRole('button', { name: 'Create organization' }).click();

      await toast(page, 'Organization created: an invitation has been sent to kano@acme.local').waitFor();
      await page.waitForURL(/\/organizations\/[^/]+$/);
      const kanoPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { name: 'Acme Kano Branch', level: 1 }).waitFor();
      await page.getByText('Invitation sent', { exact: true }).waitFor();
      const profile = page.getByRole('region', { name: 'Profile' });
      expect(await profile.textContent()).toMatch(
        /Kemi Kano[\s\S]*kano@acme\.local[\s\S]*Kano[\s\S]*5 Bompai Road/,
      );
      await page.getByRole('navigation', { name: 'Organization', exact: true }).waitFor();
      await check('organization (owner)');

      // The table filters by the new location.
      await page.goto(`${suite.server.url}/organizations`);
      await page.getByLabel('Location').locator('option', { hasText: 'Kano' }).waitFor({ state: 'attached' });
      await page.getByLabel('Location').selectOption('Kano');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/location=Kano/);
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      await table.getByRole('link', { name: 'Acme Kano Branch' }).waitFor();
      await check('organizations filtered');

      // The staff member registers from the mailed link.
      const link = await fromMailbox(suite.server.url, 'kano@acme.local', /(\/auth\/register\/\S+)/);
      const staff = await staffContext.newPage();
      await staff.goto(`${suite.server.url}${link}`);
      await staff.getByRole('heading', { level: 1, name: /^Join Acme/ }).waitFor();
      await staff.getByLabel('First name').fill('Kemi');
      await staff.getByLabel('Last name').fill('Kano');
      await staff.getByLabel('Mobile number').pressSequentially('08035556666');
      await staff.getByLabel('Password', { exact: true }).fill('Kemi!2026pass');
      await staff.getByRole('button', { name: 'Create my account' }).click();
      await staff.waitForURL(`${suite.server.url}/`);

      // Only their organization, and no way to create one.
      await staff
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Organizations' })
        .click();
      await staff.getByRole('heading', { name: 'Organizations', level: 1 }).waitFor();
      const theirs = staff.getByRole('table', { name: /^Organizations, newest first/ });
      await theirs.getByRole('link', { name: 'Acme Kano Branch' }).waitFor();
      expect(await theirs.getByRole('row').count()).toBe(2);
      expect(await staff.getByRole('link', { name: 'Create organization' }).count()).toBe(0);
      await axe(staff)('organizations (staff)');

      await theirs.getByRole('link', { name: 'Acme Kano Branch' }).click();
      await staff.waitForURL(`${suite.server.url}${kanoPath}`);
      await staff.getByRole('heading', { name: 'Acme Kano Branch', level: 1 }).waitFor();
      await staff.getByText('Active', { exact: true }).waitFor();
      const sidebar = staff.getByRole('navigation', { name: 'Organization', exact: true });
      await sidebar.getByRole('link', { name: 'Customer Verification' }).waitFor();
      const hrefs = await sidebar
        .getByRole('link')
        .evaluateAll((links) => links.map((anchor) => anchor.getAttribute('href')));
      for (const href of hrefs) expect(href?.startsWith(`${kanoPath}/`)).toBe(true);
      const pages = staff.getByRole('navigation', { name: 'This organization’s pages' });
      await pages.getByRole('link', { name: 'Customer Verification' }).click();
      await staff.waitForURL(`${suite.server.url}${kanoPath}/customer-verification`);
      await staff.getByRole('heading', { name: 'Organization customer verification', level: 1 }).waitFor();
      await sidebar.waitFor();
      await axe(staff)('organization’s customer verification (staff)');

      // Another organization of the same business is not theirs to see.
      const acme = await apiClientAs(suite.server.url, 'owner@acme.local');
      const lagos = (await acme.businesses.organizations()).data.items.find(
        (organization) => organization.name === 'Acme Lagos Branch',
      );
      expect(lagos).toBeDefined();
      await staff.goto(`${suite.server.url}/organizations/${lagos?.id}`);
      await staff.getByRole('heading', { name: 'Ooops! Page not found...', level: 1 }).waitFor();
      expect(await staff.getByText('Acme Lagos Branch').count()).toBe(0);
      await axe(staff)('another organization (staff)');

      // The business funds the organization's wallet by transfer; its staff see it arrive.
      const kano = (await acme.businesses.organizations()).data.items.find(
        (organization) => organization.name === 'Acme Kano Branch',
      );
      await acme.billing.transferToOrganization({ amount: 500_000, organizationId: kano?.id ?? '' });
      await staff.goto(`${suite.server.url}${kanoPath}`);
      await sidebar.getByRole('link', { name: 'Billing' }).click();
      await staff.waitForURL(`${suite.server.url}${kanoPath}/billing`);
      await staff.getByRole('region', { name: 'Wallet balance' }).getByText('₦5,000.00').waitFor();
      const transfers = staff.getByRole('table', { name: /^Transactions, newest first/ });
      await transfers.getByRole('cell', { name: 'Wallet transfer' }).waitFor();
      expect(await transfers.getByRole('cell', { name: '₦5,000.00', exact: true }).count()).toBe(1);
      await axe(staff)('organization billing (staff)');

      await sidebar.getByRole('link', { name: 'Team' }).click();
      await staff.waitForURL(`${suite.server.url}${kanoPath}/team`);
      const team = staff.getByRole('table', { name: /organization’s staff/ });
      await team.getByText('kano@acme.local').waitFor();
      expect(await team.getByRole('row').count()).toBe(2);
      await axe(staff)('organization team (staff)');
    } finally {
      await owner.context.close();
      await staffContext.close();
    }
  });

  it('platform staff open a business’s organizations from its sidebar and create one for it', async () => {
    const acme = await apiClientAs(suite.server.url, 'owner@acme.local');
    const acmeId = (await acme.businesses.me()).data.id;
    const { context, page } = await suite.signedInPage(PLATFORM_ADMIN);
    try {
      const check = axe(page);
      await page.goto(`${suite.server.url}/businesses/${acmeId}/manage`);
      const sidebar = page.getByRole('navigation', { name: 'Business', exact: true });
      await sidebar.getByRole('link', { name: 'Organization' }).click();
      await page.waitForURL(`${suite.server.url}/businesses/${acmeId}/organization`);
      const listPath = `/businesses/admin/${acmeId}/organizations`;
      const table = page.getByRole('table', { name: /^Organizations, newest first/ });
      await table.getByRole('link', { name: 'Acme Lagos Branch' }).waitFor();
      await check('a business’s organizations (platform staff)');

      await table.getByRole('link', { name: 'Acme Lagos Branch' }).click();
      await page.waitForURL(new RegExp(`${listPath}/[^/]+$`));
      await page.getByRole('heading', { name: 'Acme Lagos Branch', level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Profile' }).getByText('branch@acme.local').waitFor();
      // Still the business's sidebar, naming Acme, beneath the admin path too.
      const drawer = page.getByRole('complementary', { name: 'Navigation drawer' });
      await drawer.getByText('Acme Ltd', { exact: true }).waitFor();
      await sidebar.getByRole('link', { name: 'Organization' }).waitFor();
      await check('a business’s organization (platform staff)');

      await page.getByRole('link', { name: 'Organizations' }).first().click();
      await page.waitForURL(`${suite.server.url}${listPath}`);
      await page.getByRole('link', { name: 'Create organization' }).click();
      await page.waitForURL(`${suite.server.url}${listPath}/create`);
      // The list (whose filters have an 'Organization name' too) stays until the form has loaded.
      await page.getByRole('heading', { name: 'Create organization', level: 1 }).waitFor();
      await page.getByLabel('Organization name').fill('Acme Enugu Branch');
      await page.getByLabel('Support email').fill('enugu-support@acme.local');
      await page
        .getByLabel('Location')
        .locator('option', { hasText: 'Enugu' })
        .waitFor({ state: 'attached' });
      await page.getByLabel('Location').selectOption('Enugu');
      await page.getByLabel('Branch address').fill('2 Ogui Road, Enugu');
      await page.getByLabel('First name').fill('Eze');
      await page.getByLabel('Last name').fill('Enugu');
      await page.getByLabel('Email address').fill('enugu@acme.local');
      await page.getByLabel('Mobile number').pressSequentially('08035557777');
      await check('create a business’s organization (platform staff)');
      await page.getByRole('button', { name: 'Create organization' }).click();
      await toast(page, 'Organization created: an invitation has been sent to enugu@acme.local').waitFor();
      await page.waitForURL(new RegExp(`${listPath}/[^/]+$`));
      await page.getByRole('heading', { name: 'Acme Enugu Branch', level: 1 }).waitFor();
      // The business sees it among its own.
      const names = (await acme.businesses.organizations()).data.items.map(
        (organization) => organization.name,
      );
      expect(names).toContain('Acme Enugu Branch');
    } finally {
      await context.close();
    }
  });
});
