/**
 * Business activation driven through the dashboard as people do it: a business signs up and
 * its owner fills every step, names a signee and sends the agreement; the signee signs from the mailed link
 * in a browser of their own, signed out. Shared by the activation test and the journey that ends on staff's
 * review page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fromMailbox, signIn } from './session.js';

/** Checks the page as shown now (axe, in the tests); `where` names the page and state. */
export type Audit = (page: Page, where: string) => Promise<void>;
const noAudit: Audit = async () => undefined;

export const ACTIVATION_PATH = '/get-started/business-activation';

/** The sandbox registry's company (docs/sandbox.md, Business verification). */
export const SANDBOX_COMPANY = {
  companyName: 'Sandbox Industries Limited',
  registrationNumber: 'RC1234567',
} as const;

/** A 1×1 PNG: a real image, which the media upload resizes and the documents upload accepts as PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A small PDF: its bytes start as a PDF's must for the upload to take it as one. */
export function pdfFile(name: string, padding = 0) {
  const body = `%PDF-1.4\n% ${name}\n${'%'.repeat(padding)}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

export interface NewBusinessOwner {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  mobile: string;
  /** The password the owner chooses at first login, replacing the mailed temporary one. */
  password: string;
}

/**
 * Signs a new business up through /auth/create-account: the form, the mailed code, the mailed temporary
 * password and the first login's password change. Answers the owner's page, signed in on home.
 */
export async function signUpBusiness(
  browser: Browser,
  baseUrl: string,
  owner: NewBusinessOwner,
  audit: Audit = noAudit,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${baseUrl}/auth/create-account`);
  await page.getByRole('button', { name: 'Create account' }).waitFor();
  await audit(page, 'create account');
  await page.getByLabel('First name').fill(owner.firstName);
  await page.getByLabel('Last name').fill(owner.lastName);
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Company name', { exact: true }).fill(owner.companyName);
  await page.getByLabel('Mobile number').fill(owner.mobile);
  await page.getByLabel('Expected checks per month').fill('500');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${baseUrl}/auth/account-created`);
  await page.getByLabel('Verification code').waitFor();
  await audit(page, 'account created, the code to enter');

  const otp = await fromMailbox(baseUrl, owner.email, /verification code is (\d{6})/);
  await page.getByLabel('Verification code').fill(otp);
  await page.getByRole('button', { name: 'Verify email' }).click();
  const temporary = await fromMailbox(baseUrl, owner.email, /Temporary password: (\S+)/);
  await page.getByRole('link', { name: 'Go to log in' }).click();
  await page.waitForURL(`${baseUrl}/auth/login`);
  await signIn(page, baseUrl, owner.email, temporary);

  await page.waitForURL(`${baseUrl}/auth/change-password`);
  await page.getByLabel('Current password', { exact: true }).waitFor();
  await audit(page, 'first login, change password');
  await page.getByLabel('Current password', { exact: true }).fill(temporary);
  await page.getByLabel('New password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
  await audit(page, 'home, first sign-in');
  return page;
}

export interface Signee {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
}

export interface ActivationAnswers {
  companyName: string;
  registrationNumber: string;
  signee: Signee;
}

/** The step's form, once its page is open. */
const stepForm = (page: Page, name: string): Locator => page.getByRole('form', { name });

async function openStep(page: Page, baseUrl: string, slug: string, title: string): Promise<Locator> {
  await page.waitForURL(`${baseUrl}${ACTIVATION_PATH}/${slug}`);
  await page.getByRole('heading', { name: title, level: 2 }).waitFor();
  return stepForm(page, title);
}

/** Presses the step's Save & continue; the caller waits for where it leads. */
async function saveAndContinue(form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Save & continue' }).click();
}

/**
 * Fills every step from business information to the agreement as an owner would, saving each, then names
 * the signee and sends the agreement for signature. Starts wherever the page is; ends on the agreement
 * step with the request waiting for the signee. The company must be one the sandbox registry finds under
 * its own name (SANDBOX_COMPANY): anything else keeps the first step open on its warning.
 */
export async function completeActivationSteps(
  page: Page,
  baseUrl: string,
  answers: ActivationAnswers,
  audit: Audit = noAudit,
): Promise<void> {
  await page.goto(`${baseUrl}${ACTIVATION_PATH}/business-information`);
  const information = await openStep(page, baseUrl, 'business-information', 'Business information');
  await information.getByLabel('Company name', { exact: true }).fill(answers.companyName);
  await information.getByLabel('Registration number', { exact: true }).fill(answers.registrationNumber);
  await information.getByLabel('Country', { exact: true }).selectOption('NG');
  await information.getByLabel('Industry', { exact: true }).selectOption('Fintech');
  await information.getByLabel('Logo (optional)').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG_BYTES,
  });
  await information.getByRole('img', { name: 'Your business logo' }).waitFor();
  await audit(page, 'business information');
  await saveAndContinue(information);

  const contact = await openStep(page, baseUrl, 'business-contact', 'Business contact');
  await contact.getByLabel('Address', { exact: true }).fill('12 Marina Road');
  await contact.getByLabel('City', { exact: true }).fill('Lagos');
  await contact.getByLabel('State', { exact: true }).fill('Lagos');
  await contact.getByLabel('Support email', { exact: true }).fill('support@example.com');
  await contact.getByLabel('Support phone', { exact: true }).fill('08031234567');
  await contact.getByLabel('Job title', { exact: true }).fill('Founder');
  await audit(page, 'business contact');
  await saveAndContinue(contact);

  const documents = await openStep(page, baseUrl, 'verification-documents', 'Verification documents');
  const files = [
    ['CAC certificate', pdfFile('cac-certificate.pdf')],
    ['Memorandum and articles of association', pdfFile('memorandum.pdf')],
    ['Utility bill', { name: 'utility-bill.png', mimeType: 'image/png', buffer: PNG_BYTES }],
    ["Director's ID", pdfFile('director-id.pdf')],
  ] as const;
  for (const [label, file] of files) {
    await documents.getByLabel(label, { exact: true }).setInputFiles(file);
    await documents.getByRole('link', { name: file.name }).waitFor();
  }
  await audit(page, 'verification documents');
  await saveAndContinue(documents);

  const settlement = await openStep(page, baseUrl, 'settlement-account', 'Settlement account');
  await settlement.getByLabel('Bank name', { exact: true }).fill('Sandbox Bank');
  await settlement.getByLabel('Account number', { exact: true }).fill('0123456789');
  await settlement.getByLabel('Account name', { exact: true }).fill(answers.companyName);
  await audit(page, 'settlement account');
  await saveAndContinue(settlement);

  const pricing = await openStep(page, baseUrl, 'subscription-and-pricing', 'Subscription and pricing');
  await pricing.getByLabel('A plan per product', { exact: true }).check();
  const tier = pricing.getByLabel('Customer Verification tier', { exact: true });
  await tier.selectOption({ index: 1 });
  await audit(page, 'subscription and pricing');
  await saveAndContinue(pricing);

  await page.waitForURL(`${baseUrl}${ACTIVATION_PATH}/service-license-agreement`);
  await page.getByRole('heading', { name: 'Service license agreement', level: 2 }).waitFor();
  const signee = page.getByRole('form', { name: 'Signee' });
  await signee.getByLabel("Signee's first name").fill(answers.signee.firstName);
  await signee.getByLabel("Signee's last name").fill(answers.signee.lastName);
  await signee.getByLabel("Signee's email address").fill(answers.signee.email);
  await signee.getByLabel("Signee's job title").fill(answers.signee.jobTitle);
  await signee.getByRole('button', { name: 'Save signee' }).click();
  // The preview prints the signee once saved, and the plan chosen a step before.
  const signeeName = `${answers.signee.firstName} ${answers.signee.lastName}`;
  await page.getByText(new RegExp(`^${signeeName}, ${answers.signee.jobTitle}, `)).waitFor();
  await page.getByText(/^Plan: /).waitFor();
  await audit(page, 'service license agreement, ready to send');
  await page.getByRole('button', { name: 'Send for signature' }).click();
  await page.getByText('Waiting for the signee to sign').waitFor();
  await page.getByText(`Sent to ${answers.signee.email.toLowerCase()} on `, { exact: false }).waitFor();
  await audit(page, 'service license agreement, waiting for the signee');
}

/** The newest signing link mailed to `email` (a reminder's replaces the first). */
export function mailedSigningLink(baseUrl: string, email: string): Promise<string> {
  return fromMailbox(baseUrl, email, /Review and sign: (\S+)/);
}

/** Draws a signature on the pad with the mouse: two strokes across its box. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: 'Signature pad' });
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  for (const stroke of [
    [at(0.15, 0.6), at(0.3, 0.3), at(0.45, 0.7), at(0.6, 0.35)],
    [at(0.55, 0.55), at(0.7, 0.4), at(0.85, 0.6)],
  ]) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    await page.mouse.move(...first);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(...point, { steps: 8 });
    await page.mouse.up();
  }
}

/**
 * The signee's part: opens the mailed link in a fresh, signed-out browser context, reads the agreement's
 * page, draws a signature with the mouse, types the name, consents and signs. Ends once the page says it
 * is signed; closes that context.
 */
export async function signFromMailedLink(
  browser: Browser,
  baseUrl: string,
  signee: Signee,
  audit: Audit = noAudit,
): Promise<string> {
  const link = await mailedSigningLink(baseUrl, signee.email);
  expect(link).toMatch(new RegExp(`^${baseUrl}/sla/sign/[^/]+$`));
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('heading', { name: 'Sign the service agreement', level: 1 }).waitFor();
  await page.getByTitle(/^Service Level Agreement SLA-/).waitFor();
  await audit(page, 'signing page');

  // Signing with nothing filled in: each field says what it needs.
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await page.getByText('The full name field is required').waitFor();
  await page.getByText('The signature field is required').waitFor();
  await page.getByText('The consent field is required').waitFor();
  await audit(page, 'signing page, nothing filled in');

  await drawSignature(page);
  await page.getByRole('status').getByText('Signature added').waitFor({ state: 'attached' });
  await page.getByLabel('Your full name').fill(`${signee.firstName} ${signee.lastName}`);
  await page.getByRole('checkbox', { name: /^I have read the Service Level Agreement/ }).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await page.getByText(/^Signed on \d{2} [A-Z][a-z]+ \d{4}$/).waitFor();
  await audit(page, 'signing page, signed');
  await context.close();
  return link;
}
