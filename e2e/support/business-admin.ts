/**
 * Platform staff's business review, for the browser tests: a business brought to pending activation
 * through the typed client (created by staff, its owner registered from the invitation, every step filled,
 * the agreement signed from the signee's mailed link, submitted), and the review page's decisions driven as
 * staff would (activate, decline with reasons, suspend with reasons). Each UI step takes an optional `check`
 * called on every page and dialog it opens, for axe.
 */
import { createClient, type VerityClient } from '@verity/client';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiClientAs, fromMailbox } from './session.js';

export const PLATFORM_ADMIN = 'admin@verity.local';
/** The sandbox registry's company (apps/api company/sandbox-companies.ts). */
export const SANDBOX_COMPANY_NUMBER = 'RC1234567';
export const SANDBOX_COMPANY_NAME = 'Sandbox Industries Ltd';
/** A 1×1 transparent PNG: the signee's drawn signature. */
export const TINY_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const OWNER_PASSWORD = 'Owner!2026pass';

export interface PreparedBusiness {
  businessId: string;
  companyName: string;
  ownerEmail: string;
  /** The owner's own client, signed in. */
  owner: VerityClient;
}

export interface PrepareOptions {
  /** The name the business gives in business-information (the registry's is Sandbox Industries Limited). */
  companyName: string;
  ownerEmail: string;
  signeeEmail: string;
}

const pdf = (name: string) => ({
  blob: new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }),
  name,
});

/**
 * A business pending activation, as its owner would leave it: staff create it (createAccount), the owner
 * registers from the invitation, fills every step with the sandbox company's number, the signee signs from
 * the mailed link, and the owner submits.
 */
export async function preparePendingBusiness(
  baseUrl: string,
  options: PrepareOptions,
): Promise<PreparedBusiness> {
  const admin = await apiClientAs(baseUrl, PLATFORM_ADMIN);
  const { data: created } = await admin.businesses.createAccount({
    firstName: 'Funmi',
    lastName: 'Founder',
    email: options.ownerEmail,
    companyName: options.companyName,
    countryCode: 'NG',
    currency: 'NGN',
    mobile: '08031112222',
  });
  const businessId = created.business.id;

  const anonymous = createClient({ origin: baseUrl });
  const invitation = await fromMailbox(baseUrl, options.ownerEmail, /\/auth\/register\/(\S+)/);
  const { data: session } = await anonymous.auth.register(invitation, {
    firstName: 'Funmi',
    lastName: 'Founder',
    mobile: '08031112222',
    password: OWNER_PASSWORD,
  });
  const owner = createClient({ origin: baseUrl, token: session.token ?? '' });

  await owner.onboarding.saveInformation(businessId, {
    companyName: options.companyName,
    registrationNumber: SANDBOX_COMPANY_NUMBER,
    countryCode: 'NG',
    industry: 'Fintech',
  });
  await owner.onboarding.saveContact(businessId, {
    address: '12 Marina Road',
    city: 'Lagos',
    state: 'Lagos',
    supportEmail: options.ownerEmail,
    supportPhone: '+2348031234567',
    person: {
      firstName: 'Funmi',
      lastName: 'Founder',
      email: options.ownerEmail,
      mobile: '08031112222',
      jobTitle: 'CEO',
    },
  });
  const upload = async (name: string) => {
    const { data } = await owner.media.uploadDocuments([pdf(name)]);
    return data.items[0]?.id ?? '';
  };
  await owner.onboarding.saveDocuments(businessId, {
    cacCertificate: await upload('cac.pdf'),
    memorandum: await upload('memart.pdf'),
    utilityBill: await upload('utility-bill.pdf'),
    directorId: await upload('director-id.pdf'),
  });
  await owner.onboarding.saveSettlementAccount(businessId, {
    bankName: 'Sandbox Bank',
    accountNumber: '0123456789',
    accountName: options.companyName,
  });
  await owner.onboarding.saveSubscriptionAndPricing(businessId, { model: 'pay_as_you_go' });
  await owner.onboarding.saveSlaSignee(businessId, {
    firstName: 'Chidi',
    lastName: 'Signer',
    email: options.signeeEmail,
    jobTitle: 'Chief Executive',
  });
  await owner.onboarding.sendSla(businessId);
  const signing = await fromMailbox(baseUrl, options.signeeEmail, /\/sla\/sign\/(\S+)/);
  await anonymous.onboarding.sign(signing, {
    signedName: 'Chidi Signer',
    signature: TINY_PNG_DATA_URL,
    consent: true,
  });
  const { data: submitted } = await owner.onboarding.submit(businessId);
  expect(submitted.status).toBe('pending_activation');
  return { businessId, companyName: options.companyName, ownerEmail: options.ownerEmail, owner };
}

/** Called on each page and dialog a step opens (axe, in the tests). */
export type ScreenCheck = (where: string) => Promise<void>;

export interface ReviewOptions {
  check?: ScreenCheck;
}

const profilePath = (businessId: string, section = 'business-information') =>
  `/businesses/${businessId}/manage/business-profile/${section}`;

/** The business profile's activation panel (status, reasons, decisions). */
export const activationPanel = (page: Page) => page.getByRole('region', { name: 'Activation' });

/** Opens a section of the business profile and waits for the activation panel. */
export async function openBusinessProfile(
  page: Page,
  baseUrl: string,
  businessId: string,
  section?: string,
): Promise<void> {
  await page.goto(`${baseUrl}${profilePath(businessId, section)}`);
  await page.getByRole('heading', { name: 'Business profile', level: 1 }).waitFor();
  await activationPanel(page).waitFor();
}

/** Waits for the activation panel's status chip to read `status` ('Activated', 'Declined', ...). */
export async function waitForStatus(page: Page, status: string): Promise<void> {
  await activationPanel(page).getByText(status, { exact: true }).waitFor();
}

/** The business profile's Activate (or Reinstate), confirmed; waits for the toast and the new status. */
export async function reviewAndActivate(
  page: Page,
  baseUrl: string,
  businessId: string,
  options: ReviewOptions & { action?: 'Activate' | 'Reinstate' } = {},
): Promise<void> {
  const action = options.action ?? 'Activate';
  if (!page.url().includes(`/businesses/${businessId}/manage/business-profile`))
    await openBusinessProfile(page, baseUrl, businessId);
  await options.check?.('business profile');
  await activationPanel(page).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${action} `) });
  await dialog.waitFor();
  await options.check?.(`${action.toLowerCase()} dialog`);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await page
    .getByText(action === 'Activate' ? / is activated$/ : / is reinstated$/)
    .first()
    .waitFor();
  await expect.poll(() => dialog.count()).toBe(0);
  await waitForStatus(page, 'Activated');
}

export interface ReasonsChoice {
  /** Common reasons to tick, by their words. */
  tick?: readonly string[];
  /** Staff's own reason. */
  other?: string;
}

/**
 * Decline (a pending business) or Suspend (an activated one) with reasons: opens the dialog, first sends
 * nothing to see it ask for a reason, then ticks and writes; waits for the toast and the new status.
 */
export async function decideWithReasons(
  page: Page,
  baseUrl: string,
  businessId: string,
  decision: 'Decline' | 'Suspend',
  reasons: ReasonsChoice,
  options: ReviewOptions = {},
): Promise<void> {
  if (!page.url().includes(`/businesses/${businessId}/manage/business-profile`))
    await openBusinessProfile(page, baseUrl, businessId);
  await activationPanel(page).getByRole('button', { name: decision, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${decision} .+\\?$`) });
  await dialog.waitFor();
  const confirm = dialog.getByRole('button', { name: `${decision} business` });
  await confirm.click();
  await dialog.getByRole('alert').getByText('Choose at least one reason, or write your own').waitFor();
  await options.check?.(`${decision.toLowerCase()} dialog`);
  for (const reason of reasons.tick ?? []) await dialog.getByRole('checkbox', { name: reason }).check();
  if (reasons.other) await dialog.getByLabel('Another reason').fill(reasons.other);
  await confirm.click();
  await page
    .getByText(decision === 'Decline' ? / was declined$/ : / is suspended$/)
    .first()
    .waitFor();
  await expect.poll(() => dialog.count()).toBe(0);
  await waitForStatus(page, decision === 'Decline' ? 'Declined' : 'Suspended');
}
