/**
 * Activation: a business from creation to live checks. Platform staff create it and its owner registers from
 * the invitation; the owner fills in every step (the business check asks the sandbox registry), sends the
 * agreement, the signee signs from the mailed link (a PAdES signature pdfsig accepts), the owner submits,
 * staff activate (counter-signing as an incremental update: both signatures valid, one changed byte breaks
 * them), and live checks open; suspension stops live checks and API keys, reinstating opens them again.
 */
import {
  BUSINESS_SUSPENDED_MESSAGE,
  LIVE_NEEDS_ACTIVATION_MESSAGE,
  type TAuditLog,
  type TBusinessStatus,
  type TOnboardingProfile,
  type TPlans,
  type TSignatureRequestView,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, slaSignatureRequests } from '../src/db/schema.js';
import { SandboxIdentityProvider } from '../src/features/identity/providers/sandbox-provider.js';
import {
  type ActivationAction,
  transition,
  transitions,
} from '../src/features/onboarding/activation-status.js';
import { verifyWithPdfsig } from '../src/features/sla/pdfsig.js';
import {
  ACME_OWNER,
  call,
  createTestApp,
  fromLatestMail,
  GLOBEX_OWNER,
  mailbox,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';
import { multipart } from './multipart.js';
import { setWalletBalance } from './wallet.js';

const OWNER = 'founder@newco.example';
const SIGNEE = 'ceo@newco.example';
const ADMIN = 'admin@verity.local';
const nin = { number: '11111111111', isConsent: true };
const liveCheck = '/api/identity/v1/verifications/identity/ng/nin';
// A 1×1 transparent PNG: the drawn signature.
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp;
let admin: string;
let owner: string;
let businessId: string;

const step = (path: string) => user(`/businesses/${businessId}${path}`);

async function profileCall(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown, token = owner) {
  return call<TOnboardingProfile>(t.app, method, step(path), { token, ...(body ? { body } : {}) });
}

async function uploadDocument(token: string, name: string): Promise<string> {
  const body = multipart([{ name, content: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/media/v1/uploads/documents',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.items[0].id as string;
}

async function switchTo(token: string, environment: 'sandbox' | 'live') {
  const answer = await call(t.app, 'POST', user('/users/settings/switch-environment'), {
    token,
    body: { environment },
  });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  // Live checks answered by the sandbox registry too: what decides here is the business's status.
  const sandbox = new SandboxIdentityProvider();
  t = await createTestApp({ identityProviders: { sandbox, live: sandbox } });
  admin = await tokenFor(t.app, ADMIN);
});
afterAll(() => t.close());

describe('platform staff create a business', () => {
  it('creates it with its owner invited, lists and filters it, and refuses others', async () => {
    const created = await call<{ business: { id: string; status: string }; invitedEmail: string }>(
      t.app,
      'POST',
      user('/admin/account/create'),
      {
        token: admin,
        body: {
          firstName: 'Funmi',
          lastName: 'Founder',
          email: OWNER,
          companyName: 'Newco',
          countryCode: 'NG',
          currency: 'NGN',
          mobile: '08031112222',
        },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.data.business.status).toBe('not_activated');
    businessId = created.body.data.business.id;

    const again = await call(t.app, 'POST', user('/admin/account/create'), {
      token: admin,
      body: {
        firstName: 'Ola',
        lastName: 'Owner',
        email: ACME_OWNER,
        companyName: 'Acme again',
        countryCode: 'NG',
        currency: 'NGN',
        mobile: '08031112222',
      },
    });
    expect(again.status).toBe(409);
    const acme = await tokenFor(t.app, ACME_OWNER);
    const byOwner = await call(t.app, 'POST', user('/admin/account/create'), { token: acme, body: {} });
    expect(byOwner.status).toBe(403);
    expect((await call(t.app, 'GET', user('/businesses'), { token: acme })).status).toBe(403);

    // Until the owner registers, the table names the invited address.
    const invited = await call<{ items: Array<{ id: string; ownerEmail: string | null }> }>(
      t.app,
      'GET',
      user('/admin/businesses/filter?name=newco'),
      { token: admin },
    );
    expect(invited.body.data.items).toEqual([expect.objectContaining({ id: businessId, ownerEmail: OWNER })]);

    // The owner registers from the mailed invitation, choosing their own password.
    const token = await fromLatestMail(t.app, OWNER, /\/auth\/register\/(\S+)/);
    const registered = await call<{ token: string }>(
      t.app,
      'POST',
      user(`/businesses/users/register/${token}`),
      {
        body: { firstName: 'Funmi', lastName: 'Founder', mobile: '08031112222', password: 'Newco!2026pass' },
      },
    );
    expect(registered.status).toBe(201);
    owner = registered.body.data.token;
    const me = await call<{ status: string; information: { companyName: string } }>(
      t.app,
      'GET',
      user('/businesses/me'),
      { token: owner },
    );
    expect(me.body.data).toMatchObject({ status: 'not_activated', information: { companyName: 'Newco' } });

    type Listed = { items: Array<{ id: string; name: string; ownerEmail: string | null }> };
    const all = await call<Listed>(t.app, 'GET', user('/businesses?limit=100'), { token: admin });
    expect(all.body.data.items.map((row) => row.name)).toEqual(expect.arrayContaining(['Newco', 'Acme Ltd']));
    expect(all.body.data.items.some((row) => row.name === 'Verity')).toBe(false);
    const filtered = await call<Listed>(
      t.app,
      'GET',
      user('/admin/businesses/filter?status=not_activated&name=newc&country_code=ng'),
      { token: admin },
    );
    expect(filtered.body.data.items).toEqual([
      expect.objectContaining({ id: businessId, ownerEmail: OWNER }),
    ]);
    const none = await call<Listed>(t.app, 'GET', user('/admin/businesses/filter?toBeContacted=true'), {
      token: admin,
    });
    expect(none.body.data.items).toEqual([]);
    const bad = await call(t.app, 'GET', user('/admin/businesses/filter?status=asleep'), { token: admin });
    expect(bad.status).toBe(400);
  });
});

describe('activation, from the first step to live checks', () => {
  it('saves each step, answering the whole profile; the business check asks the sandbox registry', async () => {
    const wrong = await profileCall('PUT', '/information', {
      companyName: 'Sandbox Industries Ltd',
      registrationNumber: 'AB12',
      countryCode: 'NG',
      industry: 'Fintech',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/registration number/i);

    const info = await profileCall('PUT', '/information', {
      companyName: 'Sandbox Industries Ltd',
      registrationNumber: 'rc 1234567',
      tin: '12345678-0001',
      countryCode: 'ng',
      industry: 'Fintech',
    });
    expect(info.status).toBe(200);
    expect(info.body.data.information).toMatchObject({ registrationNumber: 'RC1234567', countryCode: 'NG' });
    expect(info.body.data.businessCheck).toMatchObject({
      status: 'found',
      registeredName: 'Sandbox Industries Limited',
      companyStatus: 'active',
      nameMatches: true,
    });
    expect(info.body.data.steps['business-information']).toBe(true);

    const contact = await profileCall('PUT', '/contact', {
      address: '12 Marina Road',
      city: 'Lagos',
      state: 'Lagos',
      supportEmail: 'support@newco.example',
      supportPhone: '+2348031234567',
      person: {
        firstName: 'Funmi',
        lastName: 'Founder',
        email: OWNER,
        mobile: '08031112222',
        jobTitle: 'CEO',
      },
    });
    expect(contact.status).toBe(200);
    // Another step keeps what it does not name: the business check stays.
    expect(contact.body.data.businessCheck?.status).toBe('found');
    const noPerson = await profileCall('PUT', '/contact', { address: 'x', city: 'y', state: 'z' });
    expect(noPerson.status).toBe(400);

    const documents = {
      cacCertificate: await uploadDocument(owner, 'cac.pdf'),
      memorandum: await uploadDocument(owner, 'memart.pdf'),
      utilityBill: await uploadDocument(owner, 'bill.pdf'),
      directorId: await uploadDocument(owner, 'id.pdf'),
    };
    const globexFile = await uploadDocument(await tokenFor(t.app, GLOBEX_OWNER), 'theirs.pdf');
    const foreign = await profileCall('PUT', '/documents', { ...documents, utilityBill: globexFile });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('The Utility bill file was not found: upload it again');
    const docs = await profileCall('PUT', '/documents', documents);
    expect(docs.status).toBe(200);
    expect(docs.body.data.documents?.cacCertificate).toMatchObject({ name: 'cac.pdf' });

    expect(
      (
        await profileCall('PUT', '/settlement-account', {
          bankName: 'Sandbox Bank',
          accountNumber: '0123456789',
          accountName: 'Newco Ltd',
        })
      ).status,
    ).toBe(200);

    const plans = await call<TPlans>(t.app, 'GET', '/api/billing/v1/plans', { token: owner });
    const growth = plans.body.data.items[0]?.subplans.find((subplan) => subplan.tier === 2);
    const pricing = await profileCall('PUT', '/subscription-and-pricing', {
      model: 'plan',
      subplanIds: [growth?.id],
    });
    expect(pricing.status).toBe(200);
    expect(pricing.body.data.subscriptionAndPricing?.subplans[0]).toMatchObject({ subplanId: growth?.id });
    expect((await profileCall('PUT', '/subscription-and-pricing', { model: 'plan' })).status).toBe(400);

    const signee = await profileCall('PUT', '/sla-signee', {
      firstName: 'Chidi',
      lastName: 'Signer',
      email: SIGNEE,
      jobTitle: 'Chief Executive',
    });
    expect(signee.status).toBe(200);
    expect(signee.body.data.subscriptionAndPricing?.model).toBe('plan');

    const early = await profileCall('POST', '/submit', {});
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Finish these steps before submitting: Service license agreement (signed)',
    );
  });

  it('refuses a website that is not http(s) in the words of the business details, and copies none', async () => {
    const saved = (await profileCall('GET', '/onboarding-profile')).body.data.contact;
    const ownWebsite = async () =>
      (await call<{ website: string | null }>(t.app, 'GET', user('/businesses/me'), { token: owner })).body
        .data.website;
    for (const website of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://newco.example',
    ]) {
      const details = await call(t.app, 'PUT', user('/businesses/me'), { token: owner, body: { website } });
      const contactStep = await profileCall('PUT', '/contact', { ...saved, website });
      expect(details.status).toBe(400);
      expect(contactStep.status).toBe(400);
      expect(contactStep.body.message).toBe('The website field should be a web address (https://...)');
      expect(contactStep.body.message).toBe(details.body.message);
    }
    expect(await ownWebsite()).toBeNull();
    const web = await profileCall('PUT', '/contact', { ...saved, website: 'https://newco.example' });
    expect(web.status).toBe(200);
    expect(await ownWebsite()).toBe('https://newco.example');
  });

  it('keeps another business out (404) and staff-only decisions to staff (403)', async () => {
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    const theirs = await call(t.app, 'GET', step('/onboarding-profile'), { token: globex });
    expect(theirs.status).toBe(404);
    const put = await call(t.app, 'PUT', step('/settlement-account'), {
      token: globex,
      body: { bankName: 'Theirs', accountNumber: '0123456789', accountName: 'Globex' },
    });
    expect(put.status).toBe(404);
    expect((await profileCall('POST', '/activate', {})).status).toBe(403);
    expect((await profileCall('POST', '/suspend', { reasonsForSuspension: ['x'] })).status).toBe(403);
    // Platform staff read it.
    expect((await profileCall('GET', '/onboarding-profile', undefined, admin)).status).toBe(200);
  });

  it('mails the signee a link; reminders replace it; signing seals a PAdES signature', async () => {
    const preview = await call<{ plan: { label: string }; companyName: string }>(
      t.app,
      'GET',
      step('/sla-preview-details'),
      { token: owner },
    );
    expect(preview.body.data).toMatchObject({ companyName: 'Sandbox Industries Ltd' });
    expect(preview.body.data.plan.label).toMatch(/Growth/);

    const sent = await profileCall('PUT', '/sla-upload', {});
    expect(sent.status).toBe(200);
    expect(sent.body.data.signatureRequest).toMatchObject({ status: 'pending', signeeEmail: SIGNEE });
    const first = await fromLatestMail(t.app, SIGNEE, /\/sla\/sign\/(\S+)/);
    const view = await call<TSignatureRequestView>(t.app, 'GET', user(`/sla/signature-requests/${first}`));
    expect(view.body.data).toMatchObject({ status: 'pending', signeeName: 'Chidi Signer' });
    const unsigned = await t.app.inject({
      method: 'GET',
      url: user(`/sla/signature-requests/${first}/document`),
    });
    expect(unsigned.headers['content-type']).toBe('application/pdf');
    expect(unsigned.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const reminded = await profileCall('POST', '/signature-request/send-reminder', {});
    expect(reminded.body.data.signatureRequest?.remindersSent).toBe(1);
    expect((await mailbox(t.app, SIGNEE))[0]?.subject).toMatch(/^Reminder/);
    const tooSoon = await call<{ timeRemainingInSeconds: number }>(
      t.app,
      'POST',
      step('/signature-request/send-reminder'),
      { token: owner, body: {} },
    );
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe(
      'A reminder was sent less than an hour ago. You can send another in 1 hour',
    );
    const wait = tooSoon.body.data.timeRemainingInSeconds;
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(tooSoon.headers['retry-after']).toBe(String(wait));
    const token = await fromLatestMail(t.app, SIGNEE, /\/sla\/sign\/(\S+)/);
    expect((await call(t.app, 'GET', user(`/sla/signature-requests/${first}`))).status).toBe(404);

    const noConsent = await call(t.app, 'POST', user(`/sla/signature-requests/${token}/sign`), {
      body: { signedName: 'Chidi Signer', signature: SIGNATURE, consent: false },
    });
    expect(noConsent.status).toBe(400);
    const scribble = await call(t.app, 'POST', user(`/sla/signature-requests/${token}/sign`), {
      body: { signedName: 'Chidi Signer', signature: 'data:image/png;base64,AAAA', consent: true },
    });
    expect(scribble.status).toBe(400);
    expect(scribble.body.message).toBe('The signature could not be read: draw it again');
    const signed = await call<TSignatureRequestView>(
      t.app,
      'POST',
      user(`/sla/signature-requests/${token}/sign`),
      {
        body: { signedName: 'Chidi Signer', signature: SIGNATURE, consent: true },
        headers: { 'user-agent': 'SigneeBrowser/1.0' },
      },
    );
    expect(signed.status).toBe(200);
    expect(signed.body.data.status).toBe('signed');
    const twice = await call(t.app, 'POST', user(`/sla/signature-requests/${token}/sign`), {
      body: { signedName: 'Chidi Signer', signature: SIGNATURE, consent: true },
    });
    expect(twice.status).toBe(409);
    expect((await mailbox(t.app, OWNER))[0]?.subject).toMatch(/service agreement is signed/);

    const download = await t.app.inject({
      method: 'GET',
      url: step('/download-sla'),
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(download.statusCode).toBe(200);
    const verified = await verifyWithPdfsig(download.rawPayload);
    expect(verified.signatures.map((signature) => signature.valid)).toEqual([true]);
    const [row] = await t.app.ctx.db
      .select()
      .from(slaSignatureRequests)
      .where(eq(slaSignatureRequests.businessId, businessId));
    expect(row).toMatchObject({ signedName: 'Chidi Signer', signedUserAgent: 'SigneeBrowser/1.0' });
    expect(row?.signedIp).toBeTruthy();
  });

  it('withdraws a signed agreement when what it prints changes, but not for a save without changes', async () => {
    const pricing = (await profileCall('GET', '/onboarding-profile')).body.data.subscriptionAndPricing;
    const same = await profileCall('PUT', '/subscription-and-pricing', {
      model: 'plan',
      subplanIds: pricing?.subplans.map((choice) => choice.subplanId),
    });
    expect(same.body.data.signatureRequest?.status).toBe('signed');
    const changed = await profileCall('PUT', '/subscription-and-pricing', { model: 'pay_as_you_go' });
    expect(changed.body.data.signatureRequest?.status).toBe('cancelled');
    expect(changed.body.data.steps['service-license-agreement']).toBe(false);
    expect((await profileCall('POST', '/submit', {})).status).toBe(409);

    // Sent and signed again on the new terms.
    await profileCall('PUT', '/sla-upload', {});
    const token = await fromLatestMail(t.app, SIGNEE, /\/sla\/sign\/(\S+)/);
    const signed = await call<TSignatureRequestView>(
      t.app,
      'POST',
      user(`/sla/signature-requests/${token}/sign`),
      {
        body: { signedName: 'Chidi Signer', signature: SIGNATURE, consent: true },
      },
    );
    expect(signed.body.data.preview.plan.label).toBe('Pay as you go');
  });

  it('keeps live checks closed until activation; sandbox works all along', async () => {
    await setWalletBalance(t.app, businessId, 1_000_000);
    await switchTo(owner, 'live');
    const refused = await call(t.app, 'POST', liveCheck, { token: owner, body: nin });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(LIVE_NEEDS_ACTIVATION_MESSAGE);
    await switchTo(owner, 'sandbox');
    expect((await call(t.app, 'POST', liveCheck, { token: owner, body: nin })).status).toBe(200);
  });

  it('submits, locks the details, and activates with a counter-signature both signatures survive', async () => {
    const submitted = await profileCall('POST', '/submit', {});
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('pending_activation');
    expect((await mailbox(t.app, OWNER))[0]?.subject).toBe('Sandbox Industries Ltd: activation submitted');
    const locked = await profileCall('PUT', '/settlement-account', {
      bankName: 'Other',
      accountNumber: '0123456789',
      accountName: 'Other',
    });
    expect(locked.status).toBe(409);
    expect((await profileCall('POST', '/submit', {})).status).toBe(409);

    const pending = await call<{ items: Array<{ id: string }> }>(
      t.app,
      'GET',
      user('/admin/businesses/filter?status=pending_activation'),
      { token: admin },
    );
    expect(pending.body.data.items.map((row) => row.id)).toContain(businessId);

    const activated = await profileCall('POST', '/activate', {}, admin);
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({ status: 'activated' });
    expect(activated.body.data.signatureRequest?.status).toBe('countersigned');
    expect((await mailbox(t.app, OWNER))[0]?.subject).toBe('Sandbox Industries Ltd is activated');

    const download = await t.app.inject({
      method: 'GET',
      url: step('/download-sla'),
      headers: { authorization: `Bearer ${admin}` },
    });
    const pdf = download.rawPayload;
    const verified = await verifyWithPdfsig(pdf);
    expect(verified.signatures.map((signature) => signature.valid)).toEqual([true, true]);
    // One changed byte early in the file (inside both signed ranges) breaks both.
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf('Service Level Agreement');
    tampered[at] = tampered[at] === 0x53 ? 0x73 : 0x53;
    const broken = await verifyWithPdfsig(tampered);
    expect(broken.signatures.map((signature) => signature.valid)).toEqual([false, false]);

    await switchTo(owner, 'live');
    expect((await call(t.app, 'POST', liveCheck, { token: owner, body: nin })).status).toBe(200);
  });

  it('suspends: live checks and API keys stop; reinstating opens them again', async () => {
    await switchTo(owner, 'sandbox');
    const key = await call<{ key: string }>(t.app, 'POST', user('/settings/developer/api-keys'), {
      token: owner,
      body: { name: 'Server', scopes: ['identity:view'] },
    });
    expect(key.status).toBe(200);
    const apiKey = key.body.data.key;
    expect((await call(t.app, 'POST', liveCheck, { token: apiKey, body: nin })).status).toBe(200);

    expect((await profileCall('POST', '/suspend', { reasonsForSuspension: [] }, admin)).status).toBe(400);
    const suspended = await profileCall(
      'POST',
      '/suspend',
      { reasonsForSuspension: ['Unpaid invoices'] },
      admin,
    );
    expect(suspended.body.data).toMatchObject({
      status: 'suspended',
      reasonsForSuspension: ['Unpaid invoices'],
    });
    expect((await mailbox(t.app, OWNER))[0]?.text).toContain('Unpaid invoices');
    const byKey = await call(t.app, 'POST', liveCheck, { token: apiKey, body: nin });
    expect(byKey.status).toBe(403);
    expect(byKey.body.message).toBe(BUSINESS_SUSPENDED_MESSAGE);
    await switchTo(owner, 'live');
    const live = await call(t.app, 'POST', liveCheck, { token: owner, body: nin });
    expect(live.body.message).toBe(BUSINESS_SUSPENDED_MESSAGE);

    const reinstated = await profileCall('POST', '/activate', {}, admin);
    expect(reinstated.body.data).toMatchObject({ status: 'activated', reasonsForSuspension: null });
    expect((await call(t.app, 'POST', liveCheck, { token: owner, body: nin })).status).toBe(200);
    await switchTo(owner, 'sandbox');
  });
});

describe('the status machine', () => {
  it('allows exactly its transitions and refuses every other with a 409', async () => {
    const statuses: TBusinessStatus[] = [
      'not_activated',
      'pending_activation',
      'activated',
      'declined',
      'suspended',
    ];
    const actions = Object.keys(transitions) as ActivationAction[];
    const outcomes: string[] = [];
    for (const from of statuses)
      for (const action of actions) {
        await t.app.ctx.db.update(businesses).set({ status: from }).where(eq(businesses.id, businessId));
        const moved = await transition(t.app.ctx, businessId, action).then(
          (row) => row.status,
          (error: Error & { status?: number }) => `${error.status}`,
        );
        outcomes.push(`${from} ${action} → ${moved}`);
      }
    expect(outcomes).toEqual([
      'not_activated submit → pending_activation',
      'not_activated activate → 409',
      'not_activated decline → 409',
      'not_activated suspend → 409',
      'pending_activation submit → 409',
      'pending_activation activate → activated',
      'pending_activation decline → declined',
      'pending_activation suspend → 409',
      'activated submit → 409',
      'activated activate → 409',
      'activated decline → 409',
      'activated suspend → suspended',
      'declined submit → pending_activation',
      'declined activate → 409',
      'declined decline → 409',
      'declined suspend → 409',
      'suspended submit → 409',
      'suspended activate → activated',
      'suspended decline → 409',
      'suspended suspend → 409',
    ]);
  });

  it('declines over HTTP with reasons the owner is mailed, and reopens the details', async () => {
    await t.app.ctx.db
      .update(businesses)
      .set({ status: 'pending_activation' })
      .where(eq(businesses.id, businessId));
    const declined = await profileCall(
      'POST',
      '/decline',
      { reasonsForDecline: ['The utility bill is older than three months'] },
      admin,
    );
    expect(declined.body.data).toMatchObject({
      status: 'declined',
      reasonsForDecline: ['The utility bill is older than three months'],
    });
    expect((await mailbox(t.app, OWNER))[0]?.text).toContain('older than three months');
    const edit = await profileCall('PUT', '/settlement-account', {
      bankName: 'Sandbox Bank',
      accountNumber: '0123456789',
      accountName: 'Newco Ltd',
    });
    expect(edit.status).toBe(200);
    const again = await profileCall('POST', '/decline', { reasonsForDecline: ['x'] }, admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A business that is declined cannot be declined');
  });
});

describe('the audit log of an activation', () => {
  type Change = { field: string; before: unknown; after: unknown };

  it('files each step, each agreement mail and each decision as its own row under the business, with what changed', async () => {
    // The calls the flow above did not make: an agreement sent and cancelled, and sales asked to call.
    expect((await profileCall('PUT', '/sla-upload', {})).status).toBe(200);
    expect((await profileCall('POST', '/signature-request/cancel', {})).status).toBe(200);
    expect((await profileCall('POST', '/contact-sales', { expectedChecksPerMonth: 5000 })).status).toBe(200);

    const log = await call<{ items: TAuditLog[] }>(
      t.app,
      'GET',
      `/api/audit/v1/auditlogs/filter?resource_id=${businessId}&limit=100`,
      { token: owner },
    );
    expect(log.status).toBe(200);
    const rows = log.body.data.items.filter((row) =>
      /^(business-activation|service-agreement)/.test(row.resource),
    );
    const kind = (row: TAuditLog) => `${row.event} ${row.resource}`;
    const descriptions = new Map(rows.map((row) => [kind(row), row.description]));
    expect([...descriptions.keys()].sort()).toEqual([
      'create business-activation-approval',
      'create business-activation-decline',
      'create business-activation-sales-request',
      'create business-activation-submission',
      'create business-activation-suspension',
      'create service-agreement-reminder',
      'create service-agreement-request',
      'delete service-agreement-request',
      'update business-activation-contact',
      'update business-activation-documents',
      'update business-activation-information',
      'update business-activation-pricing',
      'update business-activation-settlement-account',
      'update business-activation-signee',
    ]);
    // Each kind reads differently in the log's list.
    expect(new Set(descriptions.values()).size).toBe(descriptions.size);
    expect(descriptions.get('create business-activation-decline')).toBe(
      'Created business activation decline',
    );
    for (const row of rows) {
      expect(row.resourceId).toBe(businessId);
      expect(row.user?.email).toBe(row.resource.match(/approval|decline|suspension/) ? ADMIN : OWNER);
    }

    // The newest row of a kind that matches (a step saved again unchanged records no change).
    const changesOf = (wanted: string, where: (changes: Change[]) => boolean = (c) => c.length > 0) =>
      rows
        .filter((row) => kind(row) === wanted)
        .map((row) => row.changes ?? [])
        .find(where);
    const has = (field: string) => (changes: Change[]) => changes.some((change) => change.field === field);

    expect(changesOf('create business-activation-decline')).toEqual([
      { field: 'status', before: 'pending_activation', after: 'declined' },
      { field: 'reasonsForDecline', before: null, after: ['The utility bill is older than three months'] },
    ]);
    expect(changesOf('create business-activation-suspension')).toEqual([
      { field: 'status', before: 'activated', after: 'suspended' },
      { field: 'reasonsForSuspension', before: null, after: ['Unpaid invoices'] },
    ]);
    expect(changesOf('create business-activation-approval', has('reasonsForSuspension'))).toEqual([
      { field: 'status', before: 'suspended', after: 'activated' },
      { field: 'reasonsForSuspension', before: ['Unpaid invoices'], after: null },
    ]);
    const countersigned = changesOf('create business-activation-approval', has('serviceAgreement'));
    expect(countersigned).toEqual([
      {
        field: 'serviceAgreement',
        before: expect.objectContaining({ status: 'signed', signee: SIGNEE }),
        after: expect.objectContaining({ status: 'countersigned', signee: SIGNEE }),
      },
      { field: 'status', before: 'pending_activation', after: 'activated' },
    ]);
    expect(changesOf('create business-activation-submission')).toEqual([
      { field: 'status', before: 'not_activated', after: 'pending_activation' },
    ]);
    expect(changesOf('create business-activation-sales-request')).toEqual([
      { field: 'toBeContacted', before: false, after: true },
      { field: 'expectedChecksPerMonth', before: null, after: 5000 },
    ]);
    expect(changesOf('create service-agreement-reminder')).toEqual([
      {
        field: 'serviceAgreement',
        before: { agreementNumber: expect.any(String), remindersSent: 0 },
        after: { agreementNumber: expect.any(String), remindersSent: 1 },
      },
    ]);
    expect(changesOf('delete service-agreement-request')).toEqual([
      {
        field: 'serviceAgreement',
        before: expect.objectContaining({ status: 'pending', signee: SIGNEE }),
        after: expect.objectContaining({ status: 'cancelled', signee: SIGNEE }),
      },
    ]);
    expect(changesOf('create service-agreement-request', has('serviceAgreement'))).toEqual([
      {
        field: 'serviceAgreement',
        before: expect.objectContaining({ status: 'countersigned' }),
        after: expect.objectContaining({ status: 'pending', signee: SIGNEE }),
      },
    ]);
    expect(changesOf('update business-activation-information')).toEqual(
      expect.arrayContaining([{ field: 'companyName', before: null, after: 'Sandbox Industries Ltd' }]),
    );
    expect(changesOf('update business-activation-contact', has('website'))).toEqual([
      { field: 'website', before: null, after: 'https://newco.example' },
    ]);
    // Changing the plan withdrew the signed agreement: the step's row says so.
    expect(
      changesOf('update business-activation-pricing', (changes) =>
        changes.some((change) => change.field === 'model' && change.after === 'pay_as_you_go'),
      ),
    ).toEqual(
      expect.arrayContaining([
        {
          field: 'serviceAgreement',
          before: { agreementNumber: expect.any(String), status: 'signed' },
          after: { agreementNumber: expect.any(String), status: 'cancelled' },
        },
      ]),
    );
    expect(changesOf('update business-activation-documents')).toEqual(
      expect.arrayContaining([{ field: 'utilityBill', before: null, after: expect.any(String) }]),
    );
    expect(changesOf('update business-activation-settlement-account')).toEqual(
      expect.arrayContaining([
        { field: 'accountName', before: null, after: 'Newco Ltd' },
        { field: 'accountNumber', before: null, after: '******6789' },
      ]),
    );
    expect(changesOf('update business-activation-signee')).toEqual(
      expect.arrayContaining([{ field: 'email', before: null, after: SIGNEE }]),
    );
  });
});
