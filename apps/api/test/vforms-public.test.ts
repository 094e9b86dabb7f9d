/**
 * The public side of vForms: a stranger views a published form, opens it (access point), solves the
 * captcha, uploads a file and submits. Every access rule refuses with its own 4xx and stores nothing;
 * verification fields run their checks for the form's owner (sandbox free, live charged, 402 refused).
 */
import {
  defaultVFormSettings,
  type TVFormResponse,
  ZPublicVFormTemplate,
  ZVFormCaptchaChallenge,
  ZVFormSubmissionResult,
} from '@verity/client';
import { solveChallenge } from 'altcha-lib/v1';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  identityChecks,
  vformAccessPoints,
  vformResponses,
  vformTemplates,
} from '../src/db/schema.js';
import { SandboxIdentityProvider } from '../src/features/identity/providers/sandbox-provider.js';
import { ACME_WALLET_KOBO } from '../src/seed/seed.js';
import { ACME_OWNER, call, createTestApp, GLOBEX_OWNER, mailbox, type TestApp, tokenFor } from './harness.js';
import {
  fromIp,
  insertFields,
  insertTemplate,
  multipartFile,
  ninField,
  type Owner,
  ownerOf,
  submit,
  type TemplateSeed,
  vform,
} from './vform-fixtures.js';
import { walletBalance, walletCharges } from './wallet.js';

/** geoip-country places these offline: 41.58.1.1 in Nigeria, 81.2.69.160 in the United Kingdom. */
const NG_IP = '41.58.1.1';
const NG_IP_2 = '105.112.1.1';
const GB_IP = '81.2.69.160';

let clock = Date.now();
let t: TestApp;
let acme: Owner;
let globex: Owner;

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(clock),
    // The live registry is the sandbox double too, so a live form's charge can be checked offline.
    identityProviders: { sandbox: new SandboxIdentityProvider(), live: new SandboxIdentityProvider() },
  });
  acme = await ownerOf(t.app, ACME_OWNER);
  globex = await ownerOf(t.app, GLOBEX_OWNER);
});
afterAll(() => t.close());

const countRows = async (table: typeof vformResponses | typeof identityChecks) =>
  Number((await t.app.ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0);
const responsesOf = (templateId: string) =>
  t.app.ctx.db.select().from(vformResponses).where(eq(vformResponses.templateId, templateId));
const entriesOf = async (templateId: string) =>
  (await t.app.ctx.db.select().from(vformTemplates).where(eq(vformTemplates.id, templateId)))[0]?.entries;

async function simpleForm(settings: TemplateSeed['settings'] = {}, extra: TemplateSeed = {}) {
  const id = await insertTemplate(t.app, { owner: acme, settings, ...extra });
  const [name] = await insertFields(t.app, id, [{ type: 'short-text', label: 'Name', required: true }]);
  return { id, name: name as string };
}

describe('viewing a form', () => {
  it('shows a published form with its fields and that it is open, without owner-only settings', async () => {
    const id = await insertTemplate(t.app, { owner: acme, title: 'Customer onboarding' });
    await insertFields(t.app, id, [
      { type: 'short-text', label: 'Name', required: true },
      { type: 'page-break', label: 'Page break' },
      ninField(),
    ]);
    const view = await fromIp(t.app, 'GET', vform(`/v-forms/templates/${id}/view`), NG_IP);
    expect(view.status).toBe(200);
    const parsed = ZPublicVFormTemplate.parse(view.body.data);
    expect(parsed).toMatchObject({
      id,
      title: 'Customer onboarding',
      __type: 'VFormTemplate',
      availability: { open: true, reason: null, message: null },
    });
    expect(parsed.fields.map((field) => field.type)).toEqual([
      'short-text',
      'page-break',
      'identity-verification',
    ]);
    const data = view.body.data as Record<string, unknown>;
    for (const hidden of ['entries', 'allowedEntries', 'validIpCountryCodes', 'status', 'environment'])
      expect(data).not.toHaveProperty(hidden);
  });

  it('answers 404 for an unpublished form or an unknown id, and shows a preset as a preview', async () => {
    const draft = await insertTemplate(t.app, { owner: acme, status: 'unpublished' });
    const unpublished = await fromIp(t.app, 'GET', vform(`/v-forms/templates/${draft}/view`), NG_IP);
    expect(unpublished.status).toBe(404);
    expect(unpublished.body.message).toBe('This form is not available');
    expect((await fromIp(t.app, 'GET', vform('/v-forms/templates/nope/view'), NG_IP)).status).toBe(404);

    const preset = await insertTemplate(t.app, {
      owner: null,
      kind: 'PresetVFormTemplate',
      status: 'unpublished',
      title: 'KYC preset',
    });
    const view = await fromIp(t.app, 'GET', vform(`/v-forms/templates/${preset}/view`), NG_IP);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ __type: 'PresetVFormTemplate', businessId: null });
    // A preset is viewed, never answered.
    expect((await submit(t.app, preset, {})).status).toBe(404);
  });
});

describe('access and limits', () => {
  it('refuses before the start date and after the end date (by the app clock)', async () => {
    const start = clock + 86_400_000;
    const { id, name } = await simpleForm({
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 3_600_000).toISOString(),
    });
    const saved = clock;
    try {
      const early = await fromIp<{ availability: unknown }>(
        t.app,
        'GET',
        vform(`/v-forms/templates/${id}/view`),
        NG_IP,
      );
      expect(early.body.data.availability).toEqual({
        open: false,
        reason: 'not_started',
        message: 'This form is not open yet',
      });
      const refused = await submit(t.app, id, { [name]: 'Ada' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ name: 'ForbiddenError', message: 'This form is not open yet' });

      clock = start + 60_000;
      expect((await submit(t.app, id, { [name]: 'Ada' })).status).toBe(201);

      clock = start + 2 * 3_600_000;
      const late = await submit(t.app, id, { [name]: 'Ada' });
      expect(late.status).toBe(403);
      expect(late.body.message).toBe('This form is closed');
      expect((await responsesOf(id)).length).toBe(1);
    } finally {
      clock = saved;
    }
  });

  it('holds the entry cap, counting entries on the template', async () => {
    const { id, name } = await simpleForm({ allowedEntries: 2 });
    const answers = await Promise.all([1, 2, 3].map((n) => submit(t.app, id, { [name]: `Person ${n}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 403]);
    expect(answers.find((a) => a.status === 403)?.body.message).toBe(
      'This form is no longer accepting responses',
    );
    expect(await entriesOf(id)).toBe(2);
    expect((await responsesOf(id)).length).toBe(2);
    const view = await fromIp<{ availability: { reason: string } }>(
      t.app,
      'GET',
      vform(`/v-forms/templates/${id}/view`),
      NG_IP,
    );
    expect(view.body.data.availability.reason).toBe('entries_exhausted');
  });

  it('takes one entry per IP when asked, storing only a keyed hash of the address', async () => {
    const { id, name } = await simpleForm({ allowOneEntryPerIp: true });
    expect((await submit(t.app, id, { [name]: 'Ada' }, { ip: NG_IP })).status).toBe(201);
    const again = await submit(t.app, id, { [name]: 'Ada again' }, { ip: NG_IP });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ name: 'ConflictError', message: 'You have already filled this form' });
    expect((await submit(t.app, id, { [name]: 'Bola' }, { ip: NG_IP_2 })).status).toBe(201);
    const stored = await responsesOf(id);
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain(NG_IP);
    expect(stored.every((row) => typeof row.ipHash === 'string' && row.ipHash.length > 20)).toBe(true);
  });

  it('lets in only the selected countries when access is restricted', async () => {
    const { id, name } = await simpleForm({
      restrictAccess: true,
      allowOnlySelectedCountriesIP: true,
      validIpCountryCodes: ['NG'],
    });
    const fromGb = await fromIp<{ availability: unknown }>(
      t.app,
      'GET',
      vform(`/v-forms/templates/${id}/view`),
      GB_IP,
    );
    expect(fromGb.body.data.availability).toEqual({
      open: false,
      reason: 'country_restricted',
      message: 'This form is not available in your country',
    });
    const refused = await submit(t.app, id, { [name]: 'Ada' }, { ip: GB_IP });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This form is not available in your country');
    // An address with no country (a private one) is not in the list either.
    expect((await submit(t.app, id, { [name]: 'Ada' }, { ip: '10.0.0.7' })).status).toBe(403);
    const ok = await submit(t.app, id, { [name]: 'Ada' }, { ip: NG_IP });
    expect(ok.status).toBe(201);
    const [stored] = await responsesOf(id);
    expect(stored?.country).toBe('NG');
  });

  it('records an access point with the country of the address, and links the response to it', async () => {
    const { id, name } = await simpleForm();
    const point = await fromIp<{ id: string; country: string; templateId: string }>(
      t.app,
      'POST',
      vform('/v-forms/access-points'),
      GB_IP,
      { templateId: id, businessId: acme.businessId, details: { referrer: 'https://acme.test' } },
    );
    expect(point.status).toBe(201);
    expect(point.body.data).toMatchObject({ templateId: id, country: 'GB' });
    const answered = await submit(t.app, id, { [name]: 'Ada' }, { accessId: point.body.data.id });
    expect(answered.status).toBe(201);
    expect((await responsesOf(id))[0]?.accessId).toBe(point.body.data.id);

    const wrongBusiness = await fromIp(t.app, 'POST', vform('/v-forms/access-points'), GB_IP, {
      templateId: id,
      businessId: globex.businessId,
    });
    expect(wrongBusiness.status).toBe(404);
    const draft = await insertTemplate(t.app, { owner: acme, status: 'unpublished' });
    expect(
      (await fromIp(t.app, 'POST', vform('/v-forms/access-points'), GB_IP, { templateId: draft })).status,
    ).toBe(404);
    const points = await t.app.ctx.db
      .select()
      .from(vformAccessPoints)
      .where(eq(vformAccessPoints.templateId, id));
    expect(points).toHaveLength(1);
  });
});

describe('captcha', () => {
  async function solved(templateId: string): Promise<string> {
    const answer = await fromIp<unknown>(
      t.app,
      'GET',
      vform(`/v-forms/templates/${templateId}/captcha`),
      NG_IP,
    );
    expect(answer.status).toBe(200);
    const challenge = ZVFormCaptchaChallenge.parse(answer.body.data);
    expect(challenge.maxnumber).toBeLessThanOrEqual(50_000);
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    if (!solution) throw new Error('captcha not solved');
    return Buffer.from(
      JSON.stringify({
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: solution.number,
        salt: challenge.salt,
        signature: challenge.signature,
      }),
    ).toString('base64');
  }

  it('asks for it, refuses a wrong one, accepts a solved one once', async () => {
    const { id, name } = await simpleForm({ allowCaptcha: true });
    const missing = await submit(t.app, id, { [name]: 'Ada' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Complete the captcha to submit');

    const payload = await solved(id);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
    for (const captcha of [wrong, 'not-base64-json']) {
      const refused = await submit(t.app, id, { [name]: 'Ada' }, { captcha });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('The captcha is not valid, try again');
    }
    expect((await responsesOf(id)).length).toBe(0);

    expect((await submit(t.app, id, { [name]: 'Ada' }, { captcha: payload })).status).toBe(201);
    const replay = await submit(t.app, id, { [name]: 'Ada' }, { captcha: payload });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('The captcha is not valid, try again');
    expect((await responsesOf(id)).length).toBe(1);
  });

  it('refuses a solution for another form, or one older than ten minutes', async () => {
    const first = await simpleForm({ allowCaptcha: true });
    const second = await simpleForm({ allowCaptcha: true });
    const forFirst = await solved(first.id);
    expect((await submit(t.app, second.id, { [second.name]: 'Ada' }, { captcha: forFirst })).status).toBe(
      400,
    );

    const payload = await solved(first.id);
    const saved = clock;
    clock += 11 * 60 * 1000;
    try {
      const expired = await submit(t.app, first.id, { [first.name]: 'Ada' }, { captcha: payload });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe('The captcha is not valid, try again');
    } finally {
      clock = saved;
    }
    // A refusal for other reasons gives the solution back: it still works once.
    expect((await submit(t.app, first.id, {}, { captcha: payload })).status).toBe(400);
    expect((await submit(t.app, first.id, { [first.name]: 'Ada' }, { captcha: payload })).status).toBe(201);
  });
});

describe('answers', () => {
  it('refuses bad answers with fieldErrors keyed by field id (and part), storing nothing', async () => {
    const id = await insertTemplate(t.app, { owner: acme });
    const [email, name, nin] = (await insertFields(t.app, id, [
      { type: 'email', label: 'Email', required: true },
      { type: 'short-text', label: 'Full name', required: true },
      ninField(),
    ])) as [string, string, string];
    const before = await countRows(identityChecks);
    const answer = await submit(t.app, id, {
      [email]: 'not-an-email',
      [nin]: { number: '1234', isConsent: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.name).toBe('ValidationError');
    expect(answer.body.fieldErrors).toEqual({
      [`fields.${email}`]: 'The Email field should be a valid email',
      [`fields.${name}`]: 'The Full name field is required',
      [`fields.${nin}.number`]: 'The NIN field should be exactly 11 digits',
    });
    expect(Object.values(answer.body.fieldErrors ?? {})).toContain(answer.body.message);
    expect((await responsesOf(id)).length).toBe(0);
    expect(await countRows(identityChecks)).toBe(before);
    expect(await entriesOf(id)).toBe(0);

    const unknown = await submit(t.app, id, {
      [email]: 'a@b.co',
      [name]: 'Ada',
      [nin]: { number: '11111111111', isConsent: true },
      stale: 'x',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toHaveProperty('fields.stale');
  });

  it('refuses a checkbox answer that repeats an option or has more answers than options', async () => {
    const id = await insertTemplate(t.app, { owner: acme });
    const [days] = (await insertFields(t.app, id, [
      { type: 'checkboxes', label: 'Days', required: true, options: ['Mon', 'Fri'] },
    ])) as [string];
    const repeated = await submit(t.app, id, { [days]: ['Mon', 'Mon'] });
    expect(repeated.status).toBe(400);
    expect(repeated.body).toMatchObject({
      name: 'ValidationError',
      message: 'The Days field should not repeat a choice',
      fieldErrors: { [`fields.${days}`]: 'The Days field should not repeat a choice' },
    });
    const flood = await submit(t.app, id, { [days]: Array(10_000).fill('Mon') });
    expect(flood.status).toBe(400);
    expect(flood.body.message).toBe('The Days field should have not more than 2 choices');
    expect((await responsesOf(id)).length).toBe(0);
    expect((await submit(t.app, id, { [days]: ['Fri', 'Mon'] })).status).toBe(201);
    expect((await responsesOf(id))[0]?.answers).toMatchObject([{ value: ['Mon', 'Fri'] }]);
  });
});

/** A form's confirmation settings with the verification result shown to the respondent. */
const showingResult = {
  confirmation: { ...defaultVFormSettings().confirmation, showVerificationResult: true },
};

describe('verification fields', () => {
  it('by default tells the respondent nothing of the outcome: a found and an unknown NIN answer alike', async () => {
    const id = await insertTemplate(t.app, { owner: acme, title: 'Quiet KYC' });
    const [nin] = (await insertFields(t.app, id, [ninField()])) as [string];
    const found = await submit(t.app, id, { [nin]: { number: '11111111111', isConsent: true } });
    const unknown = await submit(t.app, id, { [nin]: { number: '00000000000', isConsent: true } });
    const failed = await submit(t.app, id, { [nin]: { number: '33333333333', isConsent: true } });
    for (const answer of [found, unknown, failed]) {
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body.data).sort()).toEqual(['confirmation', 'id', 'redirectToWebsite']);
      expect(JSON.stringify(answer.body)).not.toMatch(/verified|unverified|failed|found/i);
    }
    const shape = (answer: typeof found) => ({ ...answer.body.data, id: '' });
    expect(shape(unknown)).toEqual(shape(found));
    expect(shape(failed)).toEqual(shape(found));
    // The owner still has the outcome.
    const stored = new Map((await responsesOf(id)).map((row) => [row.id, row.status]));
    expect(stored.get(found.body.data.id)).toBe('verified');
    expect(stored.get(unknown.body.data.id)).toBe('unverified');
    expect(stored.get(failed.body.data.id)).toBe('failed');
  });

  it('with showVerificationResult on, tells the respondent only whether it verified', async () => {
    const id = await insertTemplate(t.app, { owner: acme, title: 'Sandbox KYC', settings: showingResult });
    const [name, nin] = (await insertFields(t.app, id, [
      { type: 'short-text', label: 'Name', required: false },
      ninField(),
    ])) as [string, string];

    const found = await submit(t.app, id, {
      [name]: 'Ada',
      [nin]: { number: '11111111111', isConsent: true },
    });
    expect(found.status).toBe(201);
    expect(found.body.message).toBe('Response submitted successfully');
    const result = ZVFormSubmissionResult.parse(found.body.data);
    expect(result).toMatchObject({ status: 'verified', verifications: [{ fieldId: nin, verified: true }] });
    expect(Object.keys(found.body.data).sort()).toEqual(
      ['confirmation', 'id', 'redirectToWebsite', 'status', 'verifications'].sort(),
    );
    // Nothing the registry returned reaches the respondent.
    const text = JSON.stringify(found.body);
    expect(text).not.toMatch(/fullName|dateOfBirth|firstName|result|match/);

    const notFound = await submit(t.app, id, { [nin]: { number: '00000000000', isConsent: true } });
    expect(notFound.body.data).toMatchObject({
      status: 'unverified',
      verifications: [{ fieldId: nin, verified: false }],
    });

    const [stored] = await t.app.ctx.db.select().from(vformResponses).where(eq(vformResponses.id, result.id));
    expect(stored).toMatchObject({ status: 'verified', costAmount: 0, environment: 'sandbox' });
    const answers = stored?.answers as Array<{ fieldId: string; verification: { checkId: string } | null }>;
    const verification = answers.find((a) => a.fieldId === nin)?.verification;
    expect(verification).toMatchObject({ status: 'found', verified: true });
    expect(stored?.checkIds).toEqual([verification?.checkId]);
    const [check] = await t.app.ctx.db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.id, verification?.checkId ?? ''));
    expect(check).toMatchObject({
      businessId: acme.businessId,
      requestedBy: acme.userId,
      requestedByName: 'vForm: Sandbox KYC',
      costAmount: 0,
      environment: 'sandbox',
    });
  });

  it('stores the response as failed when the registry is unavailable', async () => {
    const id = await insertTemplate(t.app, { owner: acme, settings: showingResult });
    const [nin] = (await insertFields(t.app, id, [ninField()])) as [string];
    const answer = await submit(t.app, id, { [nin]: { number: '33333333333', isConsent: true } });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      status: 'failed',
      verifications: [{ fieldId: nin, verified: false }],
    });
    expect((await responsesOf(id))[0]?.status).toBe('failed');
  });

  it("compares the respondent's personal information with the record", async () => {
    const id = await insertTemplate(t.app, { owner: acme, settings: showingResult });
    const [person, nin] = (await insertFields(t.app, id, [
      { type: 'personal-information', label: 'About you', required: true, customFields: [] },
      ninField(),
    ])) as [string, string];
    // 22222222222 is found, but with names that never match.
    const answer = await submit(t.app, id, {
      [person]: { firstName: 'Ada', lastName: 'Obi' },
      [nin]: { number: '22222222222', isConsent: true },
    });
    expect(answer.body.data).toMatchObject({ status: 'unverified', verifications: [{ verified: false }] });
  });

  it("charges a live form's owner the NIN price, with a ledger row", async () => {
    const id = await insertTemplate(t.app, { owner: acme, environment: 'live' });
    const [nin] = (await insertFields(t.app, id, [ninField()])) as [string];
    const balance = async () => await walletBalance(t.app, acme.businessId);
    const before = await balance();
    expect(before).toBe(ACME_WALLET_KOBO);
    const answer = await submit(t.app, id, { [nin]: { number: '11111111111', isConsent: true } });
    expect(answer.status).toBe(201);
    expect(await balance()).toBe(ACME_WALLET_KOBO - 10000);
    const [stored] = await responsesOf(id);
    expect(stored).toMatchObject({
      status: 'verified',
      costAmount: 10000,
      currency: 'NGN',
      environment: 'live',
    });
    const ledger = await walletCharges(t.app, stored?.checkIds[0] ?? '');
    expect(ledger).toMatchObject([{ amount: -10000, balanceAfter: ACME_WALLET_KOBO - 10000 }]);
  });

  it('refuses with 402 and stores nothing when the owner cannot pay', async () => {
    const id = await insertTemplate(t.app, { owner: globex, environment: 'live' });
    const [nin] = (await insertFields(t.app, id, [ninField()])) as [string];
    const [responses, checks] = [await countRows(vformResponses), await countRows(identityChecks)];
    const answer = await submit(t.app, id, { [nin]: { number: '11111111111', isConsent: true } });
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({
      name: 'PaymentRequiredError',
      message: 'This form cannot take responses right now',
    });
    expect(await countRows(vformResponses)).toBe(responses);
    expect(await countRows(identityChecks)).toBe(checks);
    expect(await entriesOf(id)).toBe(0);
  });
});

describe('files, confirmation email and audit', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  /** A respondent's upload for the answer `fieldId` (with `part`, a part of it such as the photo). */
  const upload = (
    templateId: string,
    answer: { fieldId: string; part?: string } | null,
    name: string,
    content: Buffer,
    ip = '102.89.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: vform(`/v-forms/${templateId}/uploads`),
      query: answer ? { ...answer } : {},
      remoteAddress: ip,
      ...multipartFile(name, content),
    });
  /** A form with a file-upload field and a personal-information field that shows the photo. */
  async function formWithFiles(seed: TemplateSeed = {}) {
    const id = await insertTemplate(t.app, { owner: acme, ...seed });
    const [doc, person, text] = (await insertFields(t.app, id, [
      { type: 'file-upload', label: 'Proof of address', required: true },
      {
        type: 'personal-information',
        label: 'About you',
        required: true,
        customFields: [{ id: 'p', name: 'photo', show: true, required: false }],
      },
      { type: 'short-text', label: 'Nickname', required: false },
    ])) as [string, string, string];
    return { id, doc, person, text, photo: { fieldId: person, part: 'photo' } };
  }

  it('takes a file of an allowed type under 1MB and a response that points at it', async () => {
    const { id, doc, person, photo } = await formWithFiles();
    const uploaded = await upload(id, { fieldId: doc }, 'bill.png', png);
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json().data as { id: string; name: string; size: number; mimeType: string };
    expect(file).toMatchObject({ name: 'bill.png', size: png.length, mimeType: 'image/png' });
    const portrait = (await upload(id, photo, 'me.png', png)).json().data as { id: string };

    const badType = await upload(id, { fieldId: doc }, 'script.exe', png);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('The proof of address field has an unsupported format');
    const tooBig = await upload(id, { fieldId: doc }, 'scan.pdf', Buffer.alloc(1024 * 1024 + 10, 1));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('The proof of address field should be less than 1MB');
    const draft = await insertTemplate(t.app, { owner: acme, status: 'unpublished' });
    expect((await upload(draft, { fieldId: doc }, 'bill.png', png)).statusCode).toBe(404);

    const forged = await submit(t.app, id, {
      [doc]: { id: '019a0000-0000-7000-8000-000000000000', name: 'x.png' },
      [person]: { firstName: 'Ada', lastName: 'Obi' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.fieldErrors).toHaveProperty(`fields.${doc}`);

    const answer = await submit(t.app, id, {
      [doc]: { id: file.id, name: 'renamed-by-browser.png' },
      [person]: { firstName: 'Ada', lastName: 'Obi', photo: { id: portrait.id, name: 'me.png' } },
    });
    expect(answer.status).toBe(201);
    const [stored] = await responsesOf(id);
    const answers = stored?.answers as Array<{ fieldId: string; value: unknown }>;
    expect(answers.find((a) => a.fieldId === doc)?.value).toEqual({
      id: file.id,
      name: 'bill.png',
      size: png.length,
      mimeType: 'image/png',
    });
  });

  it('takes a file only for a file answer the form has, while it is open', async () => {
    const { id, doc, person, text } = await formWithFiles();
    const refusals = [
      [null, 'The field id field is required'],
      [{ fieldId: text }, 'The field id field should be a file field of this form'],
      [{ fieldId: 'no-such-field' }, 'The field id field should be a file field of this form'],
      [{ fieldId: person }, 'The field id field should be a file field of this form'],
      [{ fieldId: doc, part: 'photo' }, 'The field id field should be a file field of this form'],
    ] as const;
    for (const [answer, message] of refusals) {
      const refused = await upload(id, answer, 'bill.png', png);
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status: 400,
        message,
      });
    }
    // A photo the form does not show is not an answer it takes.
    const hidden = await insertTemplate(t.app, { owner: acme });
    const [quiet] = (await insertFields(t.app, hidden, [
      { type: 'personal-information', label: 'About you', required: true },
    ])) as [string];
    expect((await upload(hidden, { fieldId: quiet, part: 'photo' }, 'me.png', png)).statusCode).toBe(400);
    // Closed: the same refusal a submission gets.
    const closed = await formWithFiles({ settings: { endDate: new Date(clock - 60_000).toISOString() } });
    const late = await upload(closed.id, { fieldId: closed.doc }, 'bill.png', png);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('This form is closed');
  });

  it("holds each answer to its own rule, and a file's bytes to its extension", async () => {
    const { id, doc, photo } = await formWithFiles();
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect((await upload(id, { fieldId: doc }, 'lease.pdf', pdf)).statusCode).toBe(201);
    const pdfPhoto = await upload(id, photo, 'me.pdf', pdf);
    expect(pdfPhoto.statusCode).toBe(400);
    expect(pdfPhoto.json().message).toBe('The photo field has an unsupported format');
    const disguised = await upload(id, { fieldId: doc }, 'bill.png', Buffer.from('<svg onload=alert(1)>'));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toMatchObject({
      name: 'ValidationError',
      message: 'The file bill.png is not a valid PNG file: its content does not match its type',
    });
  });

  it('lets a response carry a file only in the answer of the form it was uploaded for', async () => {
    const first = await formWithFiles();
    const second = await formWithFiles();
    const forDoc = (await upload(first.id, { fieldId: first.doc }, 'bill.png', png)).json().data as {
      id: string;
    };
    const person = { firstName: 'Ada', lastName: 'Obi' };
    const asPhoto = await submit(t.app, first.id, {
      [first.doc]: { id: forDoc.id, name: 'bill.png' },
      [first.person]: { ...person, photo: { id: forDoc.id, name: 'bill.png' } },
    });
    expect(asPhoto.status).toBe(400);
    expect(asPhoto.body.fieldErrors).toEqual({
      [`fields.${first.person}.photo`]: 'The photo field should be a file uploaded to this form',
    });
    const elsewhere = await submit(t.app, second.id, {
      [second.doc]: { id: forDoc.id, name: 'bill.png' },
      [second.person]: person,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.fieldErrors).toHaveProperty(`fields.${second.doc}`);
    expect((await responsesOf(second.id)).length).toBe(0);
  });

  it("hands the form's owner a signed link to each file of a response, and the respondent none", async () => {
    const { id, doc, person, photo } = await formWithFiles();
    const bill = (await upload(id, { fieldId: doc }, 'bill.png', png)).json().data as { id: string };
    const face = (await upload(id, photo, 'me.png', png)).json().data as { id: string };
    const answer = await submit(t.app, id, {
      [doc]: { id: bill.id, name: 'bill.png' },
      [person]: { firstName: 'Ada', lastName: 'Obi', photo: { id: face.id, name: 'me.png' } },
    });
    expect(answer.status).toBe(201);
    expect(JSON.stringify(answer.body)).not.toContain('/api/media/');

    const ownerToken = await tokenFor(t.app, ACME_OWNER);
    const read = await call<TVFormResponse>(
      t.app,
      'GET',
      vform(`/v-forms/responses/${answer.body.data.id}`),
      {
        token: ownerToken,
      },
    );
    expect(read.status).toBe(200);
    const values = new Map(
      read.body.data.answers.map((a) => [a.fieldId, a.value as Record<string, unknown>]),
    );
    const links = [values.get(doc)?.url, (values.get(person)?.photo as { url?: unknown } | undefined)?.url];
    for (const link of links) {
      expect(link).toMatch(/\/api\/media\/v1\/links\/[0-9a-f-]{36}\/[\w.]+\?expires=\d+&signature=/);
      const { pathname, search } = new URL(String(link));
      const served = await t.app.inject({ method: 'GET', url: pathname + search });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);
    }
    // Without its signature the link opens nothing, and the file's `location` needs the owner's token.
    const { pathname } = new URL(String(links[0]));
    expect((await t.app.inject({ method: 'GET', url: pathname })).statusCode).toBe(404);
    const location = pathname.replace('/links/', '/files/');
    expect((await t.app.inject({ method: 'GET', url: location })).statusCode).toBe(401);
    const owned = await t.app.inject({
      method: 'GET',
      url: location,
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(owned.statusCode).toBe(200);
  });

  it('rate-limits uploads per address', async () => {
    const { id, doc } = await formWithFiles();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await upload(id, { fieldId: doc }, 'a.png', png, '102.89.0.99')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('emails the confirmation to the respondent and records the response in the audit log', async () => {
    const id = await insertTemplate(t.app, {
      owner: acme,
      title: 'Event sign-up',
      settings: {
        sendConfirmationEmail: true,
        confirmation: { title: 'You are in', message: 'See you on Friday.', showVerificationResult: false },
        redirectToWebsite: 'https://acme.test/thanks',
        tracking: { enabled: true },
      },
    });
    const [email] = (await insertFields(t.app, id, [{ type: 'email', label: 'Email', required: true }])) as [
      string,
    ];
    const answer = await submit(
      t.app,
      id,
      { [email]: 'Respondent@Example.com' },
      { tracking: { utm_source: 'news' } },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      id: answer.body.data.id,
      confirmation: { title: 'You are in', message: 'See you on Friday.', showVerificationResult: false },
      redirectToWebsite: 'https://acme.test/thanks',
    });
    const [mail] = await mailbox(t.app, 'respondent@example.com');
    expect(mail).toMatchObject({ subject: 'You are in' });
    expect(mail?.text).toContain('See you on Friday.');
    const [stored] = await responsesOf(id);
    expect(stored).toMatchObject({
      respondentEmail: 'respondent@example.com',
      tracking: { utm_source: 'news' },
    });
    expect(stored?.durationMs).toBe(30_000);

    const logged = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'vForm response'), eq(auditLogs.resourceId, answer.body.data.id)));
    expect(logged).toMatchObject([{ businessId: acme.businessId, event: 'create', userId: null }]);
  });

  it('ignores tracking when the form does not ask for it', async () => {
    const { id, name } = await simpleForm();
    await submit(t.app, id, { [name]: 'Ada' }, { tracking: { utm_source: 'news' } });
    expect((await responsesOf(id))[0]?.tracking).toBeNull();
  });
});
