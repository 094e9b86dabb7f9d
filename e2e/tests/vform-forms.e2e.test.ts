/**
 * The Workflow Builder page as a new user meets it: the forms list with the seeded demo form, search,
 * creating a form (blank, from a template, from the gallery), previewing a template in the real widget,
 * publishing and unpublishing from the list, sharing by email and by CSV (the link arrives in each
 * recipient's dev mailbox), deleting a form with responses (archived, then found under Archived) and one
 * without (gone), copying the link and the embed code, and axe on the list and the dialogs.
 */
import { DEMO_VFORM_ID, DEMO_VFORM_TITLE } from '@verity/api/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { apiClientAs, fromMailbox } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1400, height: 900 } });
const OWNER = 'owner@acme.local';

let counter = 0;
const unique = (name: string) => {
  counter += 1;
  return `${name} ${Date.now().toString(36)}${counter}`;
};

/** One API sign-in for the whole file: the lookup is rate limited per address (20 in 15 minutes). */
let ownerClient: ReturnType<typeof apiClientAs> | undefined;
const owner = () => {
  ownerClient ??= apiClientAs(suite.server.url, OWNER);
  return ownerClient;
};

/** A form made through the API: from a preset (so it has questions), optionally published. */
async function formFromPreset(title: string, publish: boolean) {
  const api = await owner();
  const presets = (await api.vforms.listPresets()).data.items;
  const preset = presets.find((candidate) => candidate.title === 'Business onboarding') ?? presets[0];
  if (!preset) throw new Error('no presets seeded');
  const { data: form } = await api.vforms.createTemplate('preset', { presetVFormId: preset.id, title });
  if (publish) return (await api.vforms.publish(form.id)).data;
  return form;
}

/** A published one-question form with `responses` answers sent through the public API. */
async function formWithResponses(title: string, responses: number) {
  const api = await owner();
  const { data: form } = await api.vforms.createTemplate('blank', { title });
  const { data: field } = await api.vforms.createField(form.id, { type: 'short-text', label: 'Name' });
  await api.vforms.publish(form.id);
  const { createPublicClient } = await import('@verity/client/public');
  const stranger = createPublicClient({ origin: suite.server.url });
  for (let i = 0; i < responses; i += 1)
    await stranger.vforms.submit(form.id, {
      fields: { [field.id]: `Respondent ${i}` },
      startTimeInMilliSeconds: Date.now() - 5000,
    });
  return form;
}

async function openTab(page: Page, tab: 'published' | 'saved' | 'templates' | 'settings' | 'archived') {
  await page.goto(`${suite.server.url}/v-forms/forms/${tab}`);
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: 'Workflow Builder' }).isVisible())
    .toBe(true);
}

const row = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

async function rowAction(page: Page, title: string, action: string) {
  await expect.poll(() => row(page, title).count()).toBe(1);
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await row(page, title).getByRole('button', { name: action, exact: true }).click();
}

const toastShows = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);

describe('forms list', () => {
  it('shows the demo form with its responses count and links, narrows by search, passes axe', async () => {
    const other = await formFromPreset(unique('Staff survey'), true);
    const api = await owner();
    const demo = (await api.vforms.getTemplate(DEMO_VFORM_ID)).data;
    const { context, page } = await suite.signedInPage(OWNER);
    await page.goto(`${suite.server.url}/v-forms`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Workflow Builder' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Published' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => row(page, DEMO_VFORM_TITLE).count()).toBe(1);
    const demoRow = row(page, DEMO_VFORM_TITLE);
    const entries = demo.entries === 0 ? 'No responses' : `${demo.entries} response`;
    expect(await demoRow.textContent()).toContain(entries);
    expect(
      await demoRow.getByRole('link', { name: DEMO_VFORM_TITLE, exact: true }).getAttribute('href'),
    ).toBe(`/v-forms/${DEMO_VFORM_ID}`);
    expect(await demoRow.getByRole('link', { name: `Edit ${DEMO_VFORM_TITLE}` }).getAttribute('href')).toBe(
      `/v-forms/${DEMO_VFORM_ID}/edit`,
    );
    expect(await demoRow.getByRole('link', { name: new RegExp(entries) }).getAttribute('href')).toBe(
      `/v-forms/${DEMO_VFORM_ID}/reports`,
    );
    await expect.poll(() => row(page, other.title).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Search published forms').fill('acme account');
    await page.waitForURL(/title=acme\+account/);
    await expect.poll(() => row(page, other.title).count()).toBe(0);
    expect(await row(page, DEMO_VFORM_TITLE).count()).toBe(1);

    await page.getByLabel('Search published forms').fill('no such form anywhere');
    await expect.poll(() => page.getByText('No forms match ‘no such form anywhere’').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => row(page, other.title).count()).toBe(1);
    await context.close();
  });
});

describe('creating forms', () => {
  it('creates a blank form from the modal and opens it in the builder', async () => {
    const { context, page } = await suite.signedInPage(OWNER);
    await openTab(page, 'saved');
    await page.getByRole('button', { name: 'Create form' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create form' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create form' }).click();
    await expect.poll(() => dialog.getByText('The title field is required').isVisible()).toBe(true);
    const title = unique('Blank form');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description (optional)').fill('Made in the e2e test');
    await dialog.getByRole('button', { name: 'Create form' }).click();
    await page.waitForURL(/\/v-forms\/[^/]+\/edit$/);
    const id = new URL(page.url()).pathname.split('/')[2] ?? '';
    const { data: form } = await (await owner()).vforms.getTemplate(id);
    expect(form.title).toBe(title);
    expect(form.status).toBe('unpublished');
    await context.close();
  });

  it('creates from a preset in the modal and from the gallery', async () => {
    const { context, page } = await suite.signedInPage(OWNER);
    await openTab(page, 'published');
    await page.getByRole('button', { name: 'Create form' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create form' });
    await dialog.getByLabel('A template').check();
    await expect.poll(() => dialog.locator('option', { hasText: 'Customer onboarding' }).count()).toBe(1);
    await dialog
      .getByLabel('Template', { exact: true })
      .selectOption({ label: 'Customer onboarding (3 fields)' });
    await dialog.getByRole('button', { name: 'Create form' }).click();
    await page.waitForURL(/\/v-forms\/[^/]+\/edit$/);
    const api = await owner();
    const fromModal = (await api.vforms.getTemplate(new URL(page.url()).pathname.split('/')[2] ?? '')).data;
    expect(fromModal.title).toBe('Customer onboarding');
    expect(fromModal.fields.length).toBe(3);

    await openTab(page, 'templates');
    await expect
      .poll(() => page.getByRole('heading', { level: 3, name: 'Guarantor form' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Use template Guarantor form' }).click();
    await page.waitForURL(/\/v-forms\/[^/]+\/edit$/);
    const fromGallery = (await api.vforms.getTemplate(new URL(page.url()).pathname.split('/')[2] ?? '')).data;
    expect(fromGallery.title).toBe('Guarantor form');
    await context.close();
  });

  it('previews a preset in the real widget', async () => {
    const { context, page } = await suite.signedInPage(OWNER);
    await openTab(page, 'templates');
    await page.getByRole('link', { name: 'Preview Business onboarding' }).click();
    await page.waitForURL(/\/v-forms\/[^/]+\/preset\/preview$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Preview: Business onboarding' }).isVisible())
      .toBe(true);
    // The widget renders in an open shadow root, which Playwright's locators pierce.
    await expect.poll(() => page.getByLabel('Business name').first().isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('publishing from the list', () => {
  it('publishes a saved form and unpublishes a published one', async () => {
    const saved = await formFromPreset(unique('To publish'), false);
    const published = await formFromPreset(unique('To unpublish'), true);
    const { context, page } = await suite.signedInPage(OWNER);

    await openTab(page, 'saved');
    await rowAction(page, saved.title, 'Publish');
    const publishDialog = page.getByRole('dialog', { name: 'Publish this form?' });
    await publishDialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await toastShows(page, 'vForm published successfully');
    await expect.poll(() => publishDialog.count()).toBe(0);
    await expect.poll(() => row(page, saved.title).count()).toBe(0);

    await openTab(page, 'published');
    await expect.poll(() => row(page, saved.title).count()).toBe(1);
    await rowAction(page, published.title, 'Unpublish');
    await page
      .getByRole('dialog', { name: 'Unpublish this form?' })
      .getByRole('button', { name: 'Unpublish', exact: true })
      .click();
    await toastShows(page, 'vForm unpublished successfully');
    await expect.poll(() => row(page, published.title).count()).toBe(0);

    const api = await owner();
    expect((await api.vforms.getTemplate(saved.id)).data.status).toBe('published');
    expect((await api.vforms.getTemplate(published.id)).data.status).toBe('unpublished');
    await context.close();
  });
});

describe('sharing', () => {
  it('shares by email with chips and warnings; each recipient gets the public link', async () => {
    const api = await owner();
    const demo = (await api.vforms.getTemplate(DEMO_VFORM_ID)).data;
    const { context, page } = await suite.signedInPage(OWNER);
    await openTab(page, 'published');
    await rowAction(page, DEMO_VFORM_TITLE, 'Share');
    const dialog = page.getByRole('dialog', { name: `Share ${DEMO_VFORM_TITLE}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const send = dialog.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);

    const first = `ada.${Date.now()}@example.com`;
    const second = `bola.${Date.now()}@example.com`;
    const input = dialog.getByLabel('Email addresses', { exact: true });
    await input.fill(first);
    await input.press('Enter');
    await input.fill(second);
    await input.press('Space');
    await expect.poll(() => dialog.getByRole('button', { name: `Remove ${second}` }).isVisible()).toBe(true);
    await input.fill(first.toUpperCase());
    await input.press('Tab');
    await expect.poll(() => dialog.getByText('Email already added').first().isVisible()).toBe(true);
    await input.fill('not-an-email');
    await input.press('Enter');
    await expect.poll(() => dialog.getByText('Invalid email').first().isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await input.fill('');
    // Backspace in the empty input takes the last chip off; it goes back on by hand.
    await input.press('Backspace');
    await expect.poll(() => dialog.getByRole('button', { name: `Remove ${second}` }).count()).toBe(0);
    await input.fill(second);
    await input.press('Enter');
    await dialog.getByLabel('Note (optional)').fill('Please fill this in by Friday.');
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await toastShows(page, 'vForm shared successfully');
    await expect.poll(() => dialog.count()).toBe(0);

    for (const recipient of [first, second])
      expect(await fromMailbox(suite.server.url, recipient, /Open the form: (\S+)/)).toBe(demo.publicUrl);

    // Opened again, the modal is empty.
    await rowAction(page, DEMO_VFORM_TITLE, 'Share');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('list', { name: 'Recipients' }).count()).toBe(0);
    expect(await dialog.getByLabel('Note (optional)').inputValue()).toBe('');
    await context.close();
  });

  it('shares by CSV: good rows are mailed, the bad row is reported', async () => {
    const { context, page } = await suite.signedInPage(OWNER);
    await openTab(page, 'published');
    await rowAction(page, DEMO_VFORM_TITLE, 'Share');
    const dialog = page.getByRole('dialog', { name: `Share ${DEMO_VFORM_TITLE}` });
    const file = dialog.getByLabel('Or upload a CSV file');

    await file.setInputFiles({ name: 'people.txt', mimeType: 'text/plain', buffer: Buffer.from('a@b.co\n') });
    await expect.poll(() => dialog.getByText(/unsupported format/).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

    const good = [`csv1.${Date.now()}@example.com`, `csv2.${Date.now()}@example.com`];
    const csv = ['email', good[0], 'not-an-email', good[1], ''].join('\n');
    await file.setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toastShows(page, 'vForm shared successfully');
    await expect.poll(() => dialog.getByText('Row 3 (not-an-email): Invalid email').isVisible()).toBe(true);
    expect(await file.inputValue()).toBe('');
    for (const recipient of good)
      expect(await fromMailbox(suite.server.url, recipient, /Open the form: (\S+)/)).toContain(DEMO_VFORM_ID);
    await context.close();
  });

  it('explains that an unpublished form cannot be shared and offers to publish it', async () => {
    const saved = await formFromPreset(unique('Share me later'), false);
    const { context, page } = await suite.signedInPage(OWNER);
    await openTab(page, 'saved');
    await rowAction(page, saved.title, 'Share');
    const dialog = page.getByRole('dialog', { name: `Share ${saved.title}` });
    await expect.poll(() => dialog.getByText(/This form is not published/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Publish form' }).click();
    await page
      .getByRole('dialog', { name: 'Publish this form?' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    await toastShows(page, 'vForm published successfully');
    await expect.poll(() => dialog.getByLabel('Email addresses', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('copies the link and the embed code', async () => {
    const api = await owner();
    const demo = (await api.vforms.getTemplate(DEMO_VFORM_ID)).data;
    const { context, page } = await suite.signedInPage(OWNER);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    await openTab(page, 'published');
    await rowAction(page, DEMO_VFORM_TITLE, 'Copy link');
    await toastShows(page, 'Link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(demo.publicUrl);
    await rowAction(page, DEMO_VFORM_TITLE, 'Copy embed code');
    await toastShows(page, 'Code copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `<iframe src="${demo.publicUrl}" width="100%" height="100%" frameborder="0" style="border:none" allow="camera"></iframe>`,
    );
    await context.close();
  });
});

describe('deleting', () => {
  it('archives a form with responses, which is then found under Archived', async () => {
    const form = await formWithResponses(unique('Answered form'), 2);
    const { context, page } = await suite.signedInPage(OWNER);
    await openTab(page, 'published');
    await expect.poll(async () => (await row(page, form.title).textContent()) ?? '').toContain('2 responses');
    await rowAction(page, form.title, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete this form?' });
    await expect.poll(() => dialog.getByText(/archived instead of deleted/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Archive form' }).click();
    await toastShows(page, 'vForm archived: it has responses, so it was kept');
    await expect.poll(() => row(page, form.title).count()).toBe(0);

    await page.getByRole('link', { name: 'Archived' }).click();
    await page.waitForURL(/\/v-forms\/forms\/archived$/);
    await expect.poll(() => row(page, form.title).count()).toBe(1);
    expect(await row(page, form.title).getByText('Archived', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('deletes a form without responses for good', async () => {
    const form = await formFromPreset(unique('Unwanted form'), false);
    const { context, page } = await suite.signedInPage(OWNER);
    await openTab(page, 'saved');
    await rowAction(page, form.title, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete this form?' });
    await expect.poll(() => dialog.getByText(/deleted for good/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete form' }).click();
    await toastShows(page, 'vForm deleted successfully');
    await expect.poll(() => row(page, form.title).count()).toBe(0);
    const api = await owner();
    await expect(api.vforms.getTemplate(form.id)).rejects.toThrow();
    const archived = (await api.vforms.listTemplates({ type: 'archived' })).data.items;
    expect(archived.some((candidate) => candidate.id === form.id)).toBe(false);
    await context.close();
  });
});

describe('default theme', () => {
  it('saves only what changed and shows the server message', async () => {
    const { context, page } = await suite.signedInPage(OWNER);
    await openTab(page, 'settings');
    await expect.poll(() => page.getByLabel('Title colour').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save theme' }).isDisabled()).toBe(true);
    await page.getByLabel('Title colour').fill('#123456');
    await page.getByLabel('Primary button label').fill('Continue');
    await page.getByLabel('Buttons shown').selectOption('primary-only');
    const request = page.waitForRequest(
      (candidate) => candidate.url().endsWith('/v-forms/themes/default') && candidate.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save theme' }).click();
    expect((await request).postDataJSON()).toEqual({
      titleColor: '#123456',
      pageBreak: { primaryAction: 'Continue', display: 'primary-only' },
    });
    await toastShows(page, 'Default theme updated successfully');
    const api = await owner();
    await expect.poll(async () => (await api.vforms.defaultTheme()).data.titleColor).toBe('#123456');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
