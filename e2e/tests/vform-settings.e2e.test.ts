/**
 * Every template setting is editable and reaches the public form. A form and its fields are made
 * through the API; every template setting is then set in the builder's form-settings panel, as a user
 * would, and each one is checked where it shows: on the public link, opened by a stranger in a fresh
 * browser context (colours, images, alignments, progress, captcha, confirmation, email, tracking, one
 * entry per IP, the entry cap, the dates and the country restriction), in a verification that takes its
 * names from the default personal-information field, and for the preview image, in the stored PNG.
 */
import type { TVFormTemplate } from '@verity/client';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClientAs, fromMailbox } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1600, height: 1500 } });

/** The sandbox record of NIN 11111111111 (docs/sandbox.md): supplying its names gives a full match. */
const NIN_PERSON = { firstName: 'Funmilayo', lastName: 'Olawale' };
/** A 1x1 PNG, as the logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const RESPONDENT_EMAIL = 'holder@example.com';

const colours = {
  title: '#1D4ED8',
  background: '#FFF8E7',
  submit: '#0B5394',
  submitLabel: '#FFFFFF',
  highlight: '#B45309',
} as const;

/** 'rgb(29, 78, 216)' for '#1D4ED8', as getComputedStyle writes colours. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

const styleOf = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

const saved = (page: Page) =>
  expect.poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');

const owner = () => apiClientAs(suite.server.url, 'owner@acme.local');

// ------------------------------------------------------------------------------------------ the builder

/** The builder of form `id`, on its form-settings panel. */
async function openFormSettings(page: Page, id: string): Promise<void> {
  await page.goto(`${suite.server.url}/v-forms/${id}/edit/form-settings`);
  await page.getByLabel('Form title').waitFor();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function setTitleAndDescription(page: Page, title: string, description: string) {
  await field(page, 'Form title').fill(title);
  await field(page, 'Form description').fill(description);
}

async function setAppearance(page: Page) {
  await field(page, 'Title colour').fill(colours.title.toLowerCase());
  await field(page, 'Background colour').fill(colours.background.toLowerCase());
  await field(page, 'Submit button colour').fill(colours.submit.toLowerCase());
  await field(page, 'Submit button label colour').fill(colours.submitLabel.toLowerCase());
  await field(page, 'Title alignment').selectOption('center');
  await field(page, 'Description alignment').selectOption('right');
  await field(page, 'Logo alignment').selectOption('center');
  await field(page, 'Logo shape').selectOption('rounded');
}

/** Uploads the logo and picks the first stock banner; answers the banner's link. */
async function setLogoAndBanner(page: Page): Promise<string> {
  await field(page, 'Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('img', { name: 'Current logo' }).waitFor();
  const { data: banners } = await (await owner()).vforms.banners();
  const banner = banners.items[0];
  if (!banner) throw new Error('no stock banner');
  await page.getByRole('button', { name: `Use the ${banner.name} banner` }).click();
  await expect
    .poll(() =>
      page.getByRole('button', { name: `Use the ${banner.name} banner` }).getAttribute('aria-pressed'),
    )
    .toBe('true');
  return banner.url;
}

async function setPagination(page: Page, titles: [string, string]) {
  await field(page, 'Progress shown as').selectOption('steps');
  await field(page, 'Show page titles in the progress bar').check();
  await field(page, 'Hide the page number').check();
  await field(page, 'Progress highlight colour').fill(colours.highlight.toLowerCase());
  await field(page, 'Page 1 title').fill(titles[0]);
  await field(page, 'Page 2 title').fill(titles[1]);
}

async function setAccess(
  page: Page,
  access: { allowedEntries: string; opens: string; closes: string; countries: string },
) {
  await field(page, 'Allowed entries').fill(access.allowedEntries);
  await field(page, 'One entry per IP address').check();
  await field(page, 'Ask for a captcha').check();
  await field(page, 'Opens on').fill(access.opens);
  await field(page, 'Closes on').fill(access.closes);
  // Restricting access alone closes nothing: the country list only counts with its own switch.
  await field(page, 'Restrict access').check();
  await field(page, 'Allowed countries').fill(access.countries);
}

async function setAfterSubmit(page: Page, confirmation: { title: string; message: string }, piLabel: string) {
  await field(page, 'Confirmation title').fill(confirmation.title);
  await field(page, 'Confirmation message').fill(confirmation.message);
  await field(page, 'Show the verification result').check();
  await field(page, 'Send a confirmation email').check();
  await field(page, 'Track campaign parameters').check();
  await field(page, 'Default personal information field').selectOption({ label: piLabel });
}

/** Draws the preview image from the form and waits for it to show. */
async function drawPreviewImage(page: Page) {
  await page.getByRole('button', { name: 'Draw from the form' }).click();
  await page.getByRole('img', { name: 'Current form thumbnail' }).waitFor();
}

async function publishInBuilder(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this form?' });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Unpublish' }).isVisible()).toBe(true);
}

// -------------------------------------------------------------------------------------- the public form

/** The public link opened by a stranger: a fresh context, no session. */
async function openPublicForm(link: string) {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.locator('.vf').first().waitFor();
  return { context, page };
}

/** The public link of `template`, with extra query parameters. */
function publicLink(template: TVFormTemplate, query: Record<string, string> = {}): string {
  const url = new URL(template.publicUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

async function expectAppearance(page: Page, links: { logo: string; banner: string }) {
  const form = page.locator('.vf');
  expect(await styleOf(form, 'background-color')).toBe(rgb(colours.background));
  const title = page.locator('.title');
  expect(await styleOf(title, 'color')).toBe(rgb(colours.title));
  expect(await styleOf(title, 'text-align')).toBe('center');
  expect(await styleOf(page.locator('.desc'), 'text-align')).toBe('right');
  const logo = page.locator('img.logo');
  expect(await logo.getAttribute('class')).toBe('logo rounded');
  expect(await logo.evaluate((image) => (image as HTMLImageElement).src)).toBe(links.logo);
  // Loaded, not blocked by the hosted page's CSP.
  await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1);
  expect(await styleOf(page.locator('.lw'), 'text-align')).toBe('center');
  const banner = page.locator('img.banner');
  expect(new URL(await banner.evaluate((image) => (image as HTMLImageElement).src)).pathname).toBe(
    new URL(links.banner, suite.server.url).pathname,
  );
  await expect
    .poll(() => banner.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

async function expectSteps(page: Page, titles: [string, string], at: 1 | 2) {
  const progress = page.getByRole('progressbar', { name: 'Form progress' });
  expect(await progress.getAttribute('class')).toBe('steps');
  expect(await progress.getAttribute('aria-valuetext')).toBe(`Step ${at} of 2: ${titles[at - 1]}`);
  expect(await progress.locator('span').allTextContents()).toEqual(titles);
  expect(await styleOf(progress.locator('span.on').first(), 'border-top-color')).toBe(rgb(colours.highlight));
  // The page number is hidden.
  expect(await page.getByText(/Page \d of \d/).count()).toBe(0);
}

async function expectSubmitButton(page: Page) {
  const submit = page.getByRole('button', { name: 'Submit' });
  expect(await styleOf(submit, 'background-color')).toBe(rgb(colours.submit));
  expect(await styleOf(submit, 'color')).toBe(rgb(colours.submitLabel));
}

/** Page 1: the applicant (someone else's names) and the account holder (the NIN's own); page 2: the NIN. */
async function fillEverythingForm(page: Page) {
  const applicant = page.getByRole('group', { name: /^Applicant/ });
  await applicant.getByLabel(/^First name/).fill('Someone');
  await applicant.getByLabel(/^Last name/).fill('Else');
  const holder = page.getByRole('group', { name: /^Account holder/ });
  await holder.getByLabel(/^First name/).fill(NIN_PERSON.firstName);
  await holder.getByLabel(/^Last name/).fill(NIN_PERSON.lastName);
  await holder.getByLabel(/^Email address/).fill(RESPONDENT_EMAIL);
  await page.getByRole('button', { name: 'Next' }).click();
  const nin = page.getByRole('group', { name: /NIN verification/ });
  await nin.getByLabel(/^NIN/).fill('11111111111');
  await nin.getByRole('checkbox', { name: 'I agree to have this number verified' }).check();
}

/** The message a closed form shows instead of its questions. */
async function expectClosed(template: TVFormTemplate, message: string) {
  const { context, page } = await openPublicForm(publicLink(template));
  await expect.poll(() => page.getByText(message).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
  await context.close();
}

/** A closing setting changed in the builder, saved, then seen on the public form. */
async function changeAndExpectClosed(
  page: Page,
  template: TVFormTemplate,
  change: () => Promise<void>,
  message: string,
) {
  await change();
  await saved(page);
  await expectClosed(template, message);
}

// ---------------------------------------------------------------------------------------------- tests

// Long journeys through a real browser: on a loaded two-core machine they need more than the default minute.
describe('vForm settings, from the builder to the public form', { timeout: 120_000 }, () => {
  it('shows every appearance, page, access and after-submit setting on the public link', async () => {
    const api = await owner();
    const { data: created } = await api.vforms.createTemplate('blank', { title: 'Draft' });
    const id = created.id;
    const email = (show: boolean) => [{ id: 'email', name: 'email' as const, show, required: show }];
    const { data: applicant } = await api.vforms.createField(id, {
      type: 'personal-information',
      label: 'Applicant',
      customFields: email(false),
    });
    const { data: holder } = await api.vforms.createField(id, {
      type: 'personal-information',
      label: 'Account holder',
      customFields: email(true),
    });
    await api.vforms.createField(id, { type: 'page-break', label: 'Page break' });
    await api.vforms.createField(id, {
      type: 'identity-verification',
      label: 'NIN verification',
      country: 'ng',
      verificationType: 'nin',
      performVerification: true,
      required: true,
    });
    expect(applicant.type).toBe('personal-information');

    const { context: builderContext, page } = await suite.signedInPage();
    await openFormSettings(page, id);
    const titles: [string, string] = ['About you', 'Your identity'];
    const confirmation = { title: 'Application received', message: 'We will email you within a day.' };
    await setTitleAndDescription(page, 'Open an account', 'Takes two minutes');
    // The default white label does not read on the default button: the builder says what shows instead.
    const labelHint = page.getByText(
      'Too little contrast with the submit button colour: the form shows it in black instead.',
    );
    await expect.poll(() => labelHint.isVisible()).toBe(true);
    await setAppearance(page);
    await expect.poll(() => labelHint.count()).toBe(0);
    const bannerUrl = await setLogoAndBanner(page);
    await setPagination(page, titles);
    await setAccess(page, {
      allowedEntries: '5',
      opens: '2020-01-01T00:00',
      closes: '2099-12-31T23:59',
      countries: 'ng, gh',
    });
    await setAfterSubmit(page, confirmation, 'Account holder');
    await saved(page);

    // The preview image: drawn from the form, a 480x360 PNG named by timestamp.
    await drawPreviewImage(page);
    await saved(page);
    let { data: template } = await api.vforms.getTemplate(id);
    expect(template.previewImage).toMatch(
      /\/api\/media\/v1\/links\/[^/]+\/\d{13}\.png\?expires=\d+&signature=/,
    );
    const thumbnail = await fetch(template.previewImage ?? '');
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await thumbnail.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([480, 360]);
    // Removing it and drawing again: the builder shows the newest one.
    await page.getByRole('button', { name: 'Remove the preview image' }).click();
    await expect.poll(() => page.getByRole('img', { name: 'Current form thumbnail' }).count()).toBe(0);
    await drawPreviewImage(page);
    await saved(page);

    await publishInBuilder(page);
    ({ data: template } = await api.vforms.getTemplate(id));
    expect(template).toMatchObject({
      status: 'published',
      title: 'Open an account',
      allowedEntries: 5,
      allowOneEntryPerIp: true,
      allowCaptcha: true,
      restrictAccess: true,
      allowOnlySelectedCountriesIP: false,
      validIpCountryCodes: ['NG', 'GH'],
      sendConfirmationEmail: true,
      tracking: { enabled: true },
      defaultPersonalInformationFieldId: holder.id,
      redirectToWebsite: null,
      confirmation: { ...confirmation, showVerificationResult: true },
    });
    expect(template.previewImage).toMatch(/\d{13}\.png\?expires=\d+&signature=/);
    expect(template.logo).toBeTruthy();
    // Where the preview image shows: the form's row in the forms list (another tab; the builder stays).
    const list = await page.context().newPage();
    await list.goto(`${suite.server.url}/v-forms/forms/published`);
    const row = list.getByRole('row').filter({ hasText: 'Open an account' });
    await expect
      .poll(() => row.getByTestId('form-thumbnail').getAttribute('src'))
      .toBe(template.previewImage);
    await list.close();

    // A stranger opens the public link from a newsletter.
    const stranger = await openPublicForm(publicLink(template, { utm_source: 'newsletter' }));
    const form = stranger.page;
    await expect
      .poll(() => form.getByRole('heading', { level: 1, name: 'Open an account' }).isVisible())
      .toBe(true);
    expect(await form.getByText('Takes two minutes').isVisible()).toBe(true);
    await expectAppearance(form, { logo: template.logo ?? '', banner: bannerUrl });
    await expectSteps(form, titles, 1);
    await fillEverythingForm(form);
    await expectSteps(form, titles, 2);
    await expectSubmitButton(form);
    // The captcha is solved by the widget before it submits: the submission goes through.
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => form.getByRole('heading', { name: confirmation.title }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    expect(await form.getByText(confirmation.message).isVisible()).toBe(true);
    // The verification took the names of the default personal information field (the account holder's),
    // and the form was set to tell the respondent so.
    expect(await form.getByText('NIN verification: Verified').isVisible()).toBe(true);
    await stranger.context.close();

    // The stored response: verified, the holder's email, the campaign it came from.
    const { data: responses } = await api.vforms.listResponses(id, { limit: 5 });
    expect(responses.items).toHaveLength(1);
    const [response] = responses.items;
    expect(response?.status).toBe('verified');
    expect(response?.respondentEmail).toBe(RESPONDENT_EMAIL);
    expect(response?.respondentName).toBe(`${NIN_PERSON.firstName} ${NIN_PERSON.lastName}`);
    expect(response?.tracking).toMatchObject({ utm_source: 'newsletter' });
    // The confirmation email, in the owner's own words.
    expect(await fromMailbox(suite.server.url, RESPONDENT_EMAIL, /(We will email you within a day\.)/)).toBe(
      confirmation.message,
    );

    // One entry per IP: the same address is refused a second time.
    const again = await openPublicForm(publicLink(template));
    await fillEverythingForm(again.page);
    await again.page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => again.page.getByText('You have already filled this form').isVisible(), { timeout: 30_000 })
      .toBe(true);
    await again.context.close();

    // The entry cap reached, the end date past, then a country list without this (local) address.
    await changeAndExpectClosed(
      page,
      template,
      () => field(page, 'Allowed entries').fill('1'),
      'This form is no longer accepting responses',
    );
    await changeAndExpectClosed(
      page,
      template,
      async () => {
        await field(page, 'Allowed entries').fill('');
        await field(page, 'Closes on').fill('2021-01-01T00:00');
      },
      'This form is closed',
    );
    await changeAndExpectClosed(
      page,
      template,
      async () => {
        await field(page, 'Closes on').fill('');
        await field(page, 'Opens on').fill('2098-01-01T00:00');
      },
      'This form is not open yet',
    );
    await changeAndExpectClosed(
      page,
      template,
      async () => {
        await field(page, 'Opens on').fill('2020-01-01T00:00');
        await field(page, 'Only allow IP addresses from selected countries').check();
      },
      'This form is not available in your country',
    );
    await builderContext.close();
  });

  it('sends the respondent to the website set in the builder instead of the confirmation', async () => {
    const api = await owner();
    const { data: created } = await api.vforms.createTemplate('blank', { title: 'Newsletter sign-up' });
    await api.vforms.createField(created.id, { type: 'short-text', label: 'Your name', required: true });

    const { context: builderContext, page } = await suite.signedInPage();
    await openFormSettings(page, created.id);
    await field(page, 'Redirect to website').fill('https://example.com/thanks');
    await saved(page);
    await publishInBuilder(page);
    await builderContext.close();
    const { data: template } = await api.vforms.getTemplate(created.id);
    expect(template.redirectToWebsite).toBe('https://example.com/thanks');

    const context = await suite.browser.newContext();
    await context.route('https://example.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Thanks</title><h1>Thanks</h1>',
      }),
    );
    const form = await context.newPage();
    await form.goto(publicLink(template));
    await form.getByLabel(/^Your name/).fill('Ada Obi');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.waitForURL('https://example.com/thanks');
    expect(await form.getByRole('heading', { name: 'Thanks' }).isVisible()).toBe(true);
    const { data: responses } = await api.vforms.listResponses(created.id);
    expect(responses.items).toHaveLength(1);
    await context.close();
  });
});
