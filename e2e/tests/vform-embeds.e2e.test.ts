/**
 * A stranger fills in the seeded demo vForm (every field type over three pages, a sandbox NIN check) the
 * three ways a partner can offer it: the script tag on the partner's own site, the iframe embed snippet, and
 * the public link, the last with the keyboard only. Each run submits, and the response is then read back
 * through the API with its verification result. The partner site and the hosted page both send a strict
 * CSP; no violation may be reported, and axe must find nothing serious or critical.
 */
import { DEMO_VFORM_ID } from '@verity/api/testing';
import type { TVFormResponse } from '@verity/client';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerSite } from '../../examples/embeds/serve.mjs';
import { seriousViolations } from '../support/axe.js';
import { apiClientAs } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite();
let site: { url: string; close(): Promise<void> };
beforeAll(async () => {
  site = await startPartnerSite({ verityUrl: suite.server.url, formId: DEMO_VFORM_ID });
});
afterAll(() => site?.close());

/** The sandbox record of NIN 11111111111 (docs/sandbox.md): supplying its names gives a full match. */
const NIN_PERSON = { firstName: 'Funmilayo', lastName: 'Olawale', dateOfBirth: '2001-01-16' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh context whose every frame records CSP violations into `window.__cspViolations`. */
async function strangerContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext();
  await context.addInitScript(() => {
    const record: string[] = [];
    Object.assign(window, { __cspViolations: record });
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        record.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      true,
    );
  });
  return { context, page: await context.newPage() };
}

async function cspViolations(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const frame of page.frames())
    all.push(
      ...(await frame.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      )),
    );
  return all;
}

type Scope = Page | FrameLocator;

/** Fills every field of the demo form with the mouse and keyboard a person would use, page by page. */
async function fillDemoForm(scope: Scope, problems: { axe: () => Promise<void> }): Promise<void> {
  const form = scope.getByRole('form', { name: 'Open an Acme account' });
  await form.getByLabel('First name').waitFor();

  // Next with nothing filled: the shared validation messages appear in place, and the page does not change.
  await form.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => form.getByText('The first name field is required').isVisible()).toBe(true);
  await expect.poll(() => form.getByText('The Occupation field is required').isVisible()).toBe(true);
  await problems.axe();

  const about = form.getByRole('group', { name: /Personal information/ });
  await about.getByLabel('First name').fill(NIN_PERSON.firstName);
  await about.getByLabel('Last name').fill(NIN_PERSON.lastName);
  await about.getByLabel('Middle name').fill('Ada');
  await about.getByLabel('Gender').selectOption({ index: 1 });
  await about.getByLabel('Email address').fill('funmilayo@example.com');
  await about.getByLabel('Mobile number').fill('08030000000');
  await about.getByLabel('Date of birth').fill(NIN_PERSON.dateOfBirth);
  await form.getByLabel(/^Occupation/).fill('Accountant');
  await form.getByLabel(/^Tell us about your business/).fill('A bakery in Yaba.');
  await form.getByLabel(/^Work email/).fill('accounts@bakery.example');
  await form.getByLabel(/^Phone number/).fill('+2348030000001');
  await form.getByLabel(/^Monthly income/).fill('250000');
  await form.getByLabel(/^Preferred start date/).fill('2026-12-01');
  await form.getByRole('button', { name: 'Next' }).click();

  await form.getByRole('heading', { name: 'Your account' }).waitFor();
  await form.getByLabel(/^Account type/).selectOption('Current');
  await form.getByRole('radio', { name: 'Online' }).check();
  await form.getByRole('checkbox', { name: 'Debit card' }).check();
  await form.getByRole('checkbox', { name: 'Mobile app' }).check();
  const residence = form.getByRole('group', { name: /Country and state of residence/ });
  await residence.getByLabel('Country').fill('Nigeria');
  await residence.getByLabel('State').fill('Lagos');
  const address = form.getByRole('group', { name: /Residential address/ });
  await address.getByLabel('Street').fill('12 Herbert Macaulay Way');
  await address.getByLabel('City').fill('Yaba');
  await address.getByLabel('State').fill('Lagos');
  await address.getByLabel('Country').fill('Nigeria');
  await address.getByLabel('Postal code').fill('101212');
  await form.getByRole('button', { name: 'Next' }).click();

  await form.getByRole('heading', { name: 'Verification' }).waitFor();
  const nin = form.getByRole('group', { name: /NIN verification/ });
  await nin.getByLabel(/^NIN/).fill('11111111111');
  await nin.getByRole('checkbox', { name: 'I agree to have this number verified' }).check();
  await form
    .getByLabel(/^Proof of address/)
    .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(() => scope.getByText('bill.png uploaded').count()).toBeGreaterThan(0);
  await problems.axe();
  await form.getByRole('button', { name: 'Submit' }).click();
  await scope.getByRole('heading', { name: 'Application received' }).waitFor();
  // The demo form keeps the verification outcome from the respondent (the default).
  expect(await scope.getByText(/verified/i).count()).toBe(0);
}

/** The newest response on the demo form, read by its owner through the API. */
async function latestResponse(): Promise<TVFormResponse> {
  const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
  const { data } = await owner.vforms.listResponses(DEMO_VFORM_ID, { limit: 1 });
  const [latest] = data.items;
  if (!latest) throw new Error('no response was stored');
  return latest;
}

function expectDemoAnswers(response: TVFormResponse): void {
  expect(response.status).toBe('verified');
  const byLabel = Object.fromEntries(response.answers.map((answer) => [answer.label, answer]));
  expect(byLabel['NIN verification']?.verification).toMatchObject({ status: 'found', verified: true });
  expect(byLabel['Personal information']?.value).toMatchObject({
    ...NIN_PERSON,
    email: 'funmilayo@example.com',
  });
  expect(byLabel['Products you want']?.value).toEqual(['Debit card', 'Mobile app']);
  expect(byLabel['Monthly income (NGN)']?.value).toBe(250000);
  expect(byLabel['Residential address']?.value).toMatchObject({
    street: '12 Herbert Macaulay Way',
    city: 'Yaba',
  });
  expect(response.respondentEmail).toBe('funmilayo@example.com');
}

describe('the demo vForm, filled by a stranger', () => {
  it('works through the script tag on a partner page with a strict CSP, and tells the page what happened', async () => {
    const { context, page } = await strangerContext();
    const axe: string[] = [];
    await page.goto(`${site.url}/script-tag.html`);
    // The partner's hostile `input, label { color: #c00; font-size: 30px }` does not reach into the widget.
    const firstName = page.getByLabel('First name');
    await firstName.waitFor();
    expect(await firstName.evaluate((input) => getComputedStyle(input).fontSize)).not.toBe('30px');
    await fillDemoForm(page, {
      axe: async () => void axe.push(...(await seriousViolations(page, 'script tag'))),
    });
    axe.push(...(await seriousViolations(page, 'script tag, confirmation')));

    const response = await latestResponse();
    expectDemoAnswers(response);
    const upload = response.answers.find((answer) => answer.label === 'Proof of address');
    expect(upload?.value).toMatchObject({ name: 'bill.png' });
    // The host page heard ready, page changes and the submit, which carries the response id and no personal data.
    const events = await page.locator('#events li').allTextContents();
    expect(events[0]).toContain('verity:ready');
    expect(events.filter((event) => event.startsWith('verity:page-change')).length).toBeGreaterThanOrEqual(2);
    const submit = events.find((event) => event.startsWith('verity:submit')) ?? '';
    expect(submit).toContain(response.id);
    expect(submit).not.toContain('Funmilayo');

    expect(await cspViolations(page)).toEqual([]);
    expect(axe).toEqual([]);
    await context.close();
  });

  it('works through the iframe snippet, which grows to the form with the auto-height script', async () => {
    const { context, page } = await strangerContext();
    const axe: string[] = [];
    await page.goto(`${site.url}/iframe.html`);
    const iframe = page.locator('iframe[data-verity-vform]');
    const frame = page.frameLocator('iframe[data-verity-vform]');
    // The hosted page reports its height over postMessage; the embed script sets it on the iframe.
    await expect
      .poll(() => iframe.evaluate((element) => (element as HTMLIFrameElement).style.height))
      .toMatch(/^\d+(\.\d+)?px$/);
    await fillDemoForm(frame, {
      axe: async () => void axe.push(...(await seriousViolations(page, 'iframe'))),
    });

    expectDemoAnswers(await latestResponse());
    expect(await cspViolations(page)).toEqual([]);
    expect(axe).toEqual([]);
    await context.close();
  });
});

/** The element that has focus, looking through shadow roots, described by its label or text. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element) return '';
    const labelled = element as HTMLInputElement;
    const label =
      labelled.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent;
    // A required field's label ends in an asterisk hidden from screen readers.
    return (label ?? '')
      .replace(/\s+/g, ' ')
      .replace(/\s*\*$/, '')
      .trim();
  });
}

/** Presses Tab until the focused control's name matches, as a keyboard user moves through a form. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name}; focus is on "${await focusedName(page)}"`);
}

describe('the public link', () => {
  it('is completed with the keyboard only, under the hosted page’s strict CSP', async () => {
    const { context, page } = await strangerContext();
    // The public link is on the forms host (locally the other loopback name of the server).
    const response = await page.goto(`${suite.server.app.ctx.config.formsUrl}/v-forms/${DEMO_VFORM_ID}?e=p`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByLabel('First name').waitFor();
    const type = async (name: RegExp, text: string) => {
      await tabTo(page, name);
      await page.keyboard.type(text);
    };

    await type(/^First name/, NIN_PERSON.firstName);
    await type(/^Last name/, NIN_PERSON.lastName);
    await type(/^Email address/, 'keys@example.com');
    await type(/^Occupation/, 'Engineer');
    await type(/^Phone number/, '08031112222');
    await tabTo(page, /^Next$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Your account');

    await tabTo(page, /^Account type/);
    await page.keyboard.press('ArrowDown');
    await type(/^Country$/, 'Nigeria');
    await type(/^State$/, 'Lagos');
    await type(/^Street/, '1 Marina');
    await type(/^City/, 'Lagos Island');
    await type(/^State$/, 'Lagos');
    await type(/^Country$/, 'Nigeria');
    await tabTo(page, /^Next$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Verification');

    await type(/^NIN/, '11111111111');
    await tabTo(page, /I agree to have this number verified/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Submit$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Application received' }).waitFor();
    expect(await page.getByText(/verified/i).count()).toBe(0);

    const stored = await latestResponse();
    expect(stored.respondentEmail).toBe('keys@example.com');
    expect(stored.status).toBe('verified');
    expect(await cspViolations(page)).toEqual([]);
    expect(await seriousViolations(page, 'public link, confirmation')).toEqual([]);
    await context.close();
  });
});
