/**
 * The responses side of vForms, signed in with vform:view: a template's and a preset's responses, one
 * response, its confirmation and PDF, the history with its filters and CSV export, and the analytics.
 * Another business's ids answer 404.
 */
import { inflateSync } from 'node:zlib';
import {
  defaultVFormSettings,
  ZVFormOverviewAnalysis,
  ZVFormResponse,
  ZVFormTemplateAnalysis,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRequests, vformTemplates } from '../src/db/schema.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  GLOBEX_OWNER,
  type TestApp,
  tokenFor,
} from './harness.js';
import {
  fromIp,
  insertFields,
  insertTemplate,
  ninField,
  type Owner,
  ownerOf,
  submit,
  vform,
} from './vform-fixtures.js';

const DAY = 86_400_000;
const today = new Date(Math.floor(Date.now() / DAY) * DAY + 10 * 3_600_000);
const earlier = new Date(today.getTime() - 4 * DAY);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

let clock = earlier.getTime();
let t: TestApp;
let acme: Owner;
let owner: string;
let globex: string;
let overviewBefore: { responses: number; verifiedResponses: number };

type Page = {
  items: Array<{ id: string; templateId: string; status: string; templateTitle: string }>;
  pagination: { total: number; totalPages: number };
};

const ids = {
  kyc: '',
  survey: '',
  preset: '',
  fromPreset: '',
  nin: '',
  name: '',
  surveyName: '',
  verified: '',
  unverified: '',
  survey1: '',
  survey2: '',
  presetResponse: '',
  checkId: '',
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  acme = await ownerOf(t.app, ACME_OWNER);
  const first = await tokenFor(t.app, ACME_OWNER);
  overviewBefore = (
    await call<typeof overviewBefore>(t.app, 'GET', vform('/v-forms/overview/analysis'), { token: first })
  ).body.data;

  ids.kyc = await insertTemplate(t.app, { owner: acme, title: 'Customer KYC' });
  [ids.name, ids.nin] = (await insertFields(t.app, ids.kyc, [
    { type: 'short-text', label: 'Full name', required: true },
    ninField(),
  ])) as [string, string];
  ids.survey = await insertTemplate(t.app, { owner: acme, title: 'Staff survey' });
  [ids.surveyName] = (await insertFields(t.app, ids.survey, [
    { type: 'checkboxes', label: 'Favourite days', required: true, options: ['Mon', 'Fri'] },
  ])) as [string];
  ids.preset = await insertTemplate(t.app, {
    owner: null,
    kind: 'PresetVFormTemplate',
    title: 'Preset form',
  });
  ids.fromPreset = await insertTemplate(t.app, {
    owner: acme,
    title: 'From the preset',
    presetId: ids.preset,
  });
  const [presetField] = (await insertFields(t.app, ids.fromPreset, [
    { type: 'short-text', label: 'Anything', required: true },
  ])) as [string];

  // Four days ago: two opens and one verified KYC response, one survey response.
  for (const ip of ['41.58.1.1', '81.2.69.160'])
    await fromIp(t.app, 'POST', vform('/v-forms/access-points'), ip, { templateId: ids.kyc });
  const verified = await submit(
    t.app,
    ids.kyc,
    { [ids.name]: 'Ada Obi', [ids.nin]: { number: '11111111111', isConsent: true } },
    { startTimeInMilliSeconds: clock - 20_000 },
  );
  ids.verified = verified.body.data.id;
  ids.survey1 = (await submit(t.app, ids.survey, { [ids.surveyName]: ['Mon', 'Fri'] })).body.data.id;

  // Today: an unverified KYC response, another survey response and the preset copy's response.
  clock = today.getTime();
  const unverified = await submit(
    t.app,
    ids.kyc,
    { [ids.name]: 'Bola Ade', [ids.nin]: { number: '00000000000', isConsent: true } },
    { startTimeInMilliSeconds: clock - 40_000 },
  );
  ids.unverified = unverified.body.data.id;
  ids.survey2 = (await submit(t.app, ids.survey, { [ids.surveyName]: ['Fri'] })).body.data.id;
  ids.presetResponse = (await submit(t.app, ids.fromPreset, { [presetField]: 'Yes' })).body.data.id;

  owner = await tokenFor(t.app, ACME_OWNER);
  globex = await tokenFor(t.app, GLOBEX_OWNER);
  const detail = await call<{ answers: Array<{ verification: { checkId: string } | null }> }>(
    t.app,
    'GET',
    vform(`/v-forms/responses/${ids.verified}`),
    { token: owner },
  );
  ids.checkId = detail.body.data.answers.find((a) => a.verification)?.verification?.checkId ?? '';
});
afterAll(() => t.close());

const get = <T = Page>(path: string, token: string | null = owner) =>
  call<T>(t.app, 'GET', vform(path), { token });

describe('responses of a template', () => {
  it('lists a template’s responses newest first, with page and status filters', async () => {
    const page = await get(`/v-forms/${ids.kyc}/responses`);
    expect(page.status).toBe(200);
    expect(page.body.data.items.map((item) => item.id)).toEqual([ids.unverified, ids.verified]);
    expect(page.body.data.pagination).toMatchObject({ page: 1, limit: 20, total: 2, totalPages: 1 });
    for (const item of page.body.data.items) ZVFormResponse.parse(item);
    expect(page.body.data.items[0]).toMatchObject({ templateTitle: 'Customer KYC', status: 'unverified' });

    const second = await get(`/v-forms/${ids.kyc}/responses?limit=1&page=2`);
    expect(second.body.data.items.map((item) => item.id)).toEqual([ids.verified]);
    expect(second.body.data.pagination).toMatchObject({ total: 2, totalPages: 2 });
    const verifiedOnly = await get(`/v-forms/${ids.kyc}/responses?status=verified`);
    expect(verifiedOnly.body.data.items.map((item) => item.id)).toEqual([ids.verified]);
  });

  it('lists the responses of the caller’s forms made from a preset', async () => {
    const page = await get(`/v-forms/preset/${ids.preset}/responses`);
    expect(page.status).toBe(200);
    expect(page.body.data.items.map((item) => item.id)).toEqual([ids.presetResponse]);
    expect((await get(`/v-forms/preset/${ids.kyc}/responses`)).status).toBe(404);
    expect((await get(`/v-forms/preset/${ids.preset}/responses`, globex)).body.data.items).toEqual([]);
  });

  it('shows one response with its answers and the confirmation the respondent got', async () => {
    const detail = await get<{
      answers: Array<{ label: string; value: unknown; verification: unknown }>;
      durationMs: number;
      country: string | null;
      cost: { amount: number };
    }>(`/v-forms/responses/${ids.verified}`);
    expect(detail.status).toBe(200);
    const response = ZVFormResponse.parse(detail.body.data);
    expect(response).toMatchObject({
      id: ids.verified,
      status: 'verified',
      durationMs: 20_000,
      cost: { amount: 0 },
    });
    expect(response.answers).toEqual([
      { fieldId: ids.name, label: 'Full name', type: 'short-text', value: 'Ada Obi', verification: null },
      {
        fieldId: ids.nin,
        label: 'NIN verification',
        type: 'identity-verification',
        // Masked as the identity history shows it.
        value: { number: '*******1111', isConsent: true },
        verification: { checkId: ids.checkId, status: 'found', verified: true },
      },
    ]);
    expect(response.respondentName).toBe('Ada Obi');
    // The form keeps the outcome from the respondent (the default), so the confirmation shows none.
    const confirmation = await get(`/v-forms/responses/${ids.verified}/confirmation`);
    expect(confirmation.body.data).toEqual({
      id: ids.verified,
      confirmation: {
        title: 'Thank you',
        message: 'Your response has been submitted.',
        showVerificationResult: false,
      },
      redirectToWebsite: null,
    });
  });

  it('downloads a response as a PDF', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: vform(`/v-forms/download/${ids.kyc}/responses/${ids.verified}`),
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="vform-response-${ids.verified}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The response under another template's id is not found.
    const mismatched = await get(`/v-forms/download/${ids.survey}/responses/${ids.verified}`);
    expect(mismatched.status).toBe(404);
  });
});

describe('history and export', () => {
  it('lists every response of the business and filters by title, status, verificationId and dates', async () => {
    const all = await get('/v-forms?limit=100');
    expect(all.status).toBe(200);
    const mine = [ids.verified, ids.unverified, ids.survey1, ids.survey2, ids.presetResponse];
    expect(all.body.data.items.map((item) => item.id).sort()).toEqual([...mine].sort());

    const byTitle = await get('/v-forms?title=staff%20SUR');
    expect(byTitle.body.data.items.map((item) => item.id)).toEqual([ids.survey2, ids.survey1]);
    const byStatus = await get('/v-forms?status=unverified');
    expect(byStatus.body.data.items.map((item) => item.id)).toEqual([ids.unverified]);
    const byResponseId = await get(`/v-forms?verificationId=${ids.survey1}`);
    expect(byResponseId.body.data.items.map((item) => item.id)).toEqual([ids.survey1]);
    const byCheckId = await get(`/v-forms?verificationId=${ids.checkId}`);
    expect(byCheckId.body.data.items.map((item) => item.id)).toEqual([ids.verified]);

    const early = await get(`/v-forms?startDate=${isoDate(earlier)}&endDate=${isoDate(earlier)}`);
    expect(early.body.data.items.map((item) => item.id).sort()).toEqual([ids.verified, ids.survey1].sort());
    const late = await get(`/v-forms?startDate=${isoDate(today)}`);
    expect(late.body.data.items).toHaveLength(3);
    expect((await get('/v-forms?status=exploded')).status).toBe(400);
  });

  it('exports the filtered history as CSV and records the export request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: vform('/v-forms/history/export/csv?title=customer'),
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="vform-history-/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,form,status,respondentName,respondentEmail,country,cost,currency,createdAt,answers',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(ids.unverified);
    expect(lines[2]).toContain(ids.verified);
    expect(lines[2]).toContain('Customer KYC,verified,Ada Obi,');
    expect(lines[2]).toContain(
      'Full name: Ada Obi; NIN verification: Number: *******1111, Consent: Yes (Verified)',
    );
    expect(response.body).not.toContain('11111111111');
    const [request] = await t.app.ctx.db
      .select()
      .from(exportRequests)
      .where(eq(exportRequests.resource, 'vform'));
    expect(request).toMatchObject({
      businessId: acme.businessId,
      status: 'completed',
      rowCount: 2,
      filters: { title: 'customer' },
    });
  });
});

describe('analytics', () => {
  it('sums the business overview', async () => {
    const overview = await get<unknown>('/v-forms/overview/analysis');
    const parsed = ZVFormOverviewAnalysis.parse(overview.body.data);
    expect(parsed.responses - overviewBefore.responses).toBe(5);
    expect(parsed.verifiedResponses - overviewBefore.verifiedResponses).toBe(1);
    expect(parsed.forms.published).toBeGreaterThanOrEqual(3);
    expect(parsed.forms.total).toBe(
      parsed.forms.published + parsed.forms.unpublished + parsed.forms.archived,
    );
    expect(parsed.charged).toEqual({ amount: 0, currency: 'NGN' });
  });

  it('counts responses per day and per status', async () => {
    const metrics = await get<{
      perDay: Array<{ date: string; count: number }>;
      perStatus: Array<{ status: string; count: number }>;
    }>(`/v-forms/overview/metrics?startDate=${isoDate(earlier)}&endDate=${isoDate(today)}`);
    expect(metrics.status).toBe(200);
    expect(metrics.body.data.perDay).toEqual([
      { date: isoDate(earlier), count: 2 },
      { date: isoDate(today), count: 3 },
    ]);
    expect(metrics.body.data.perStatus).toEqual([
      { status: 'completed', count: 3 },
      { status: 'verified', count: 1 },
      { status: 'unverified', count: 1 },
      { status: 'failed', count: 0 },
    ]);
  });

  it('analyses one template: views, responses, completion rate and time to answer', async () => {
    const analysis = await get<unknown>(`/v-forms/${ids.kyc}/overview/analysis`);
    expect(ZVFormTemplateAnalysis.parse(analysis.body.data)).toEqual({
      templateId: ids.kyc,
      views: 2,
      responses: 2,
      completionRate: 1,
      averageDurationMs: 30_000,
      perDay: [
        { date: isoDate(earlier), count: 1 },
        { date: isoDate(today), count: 1 },
      ],
      perStatus: [
        { status: 'completed', count: 0 },
        { status: 'verified', count: 1 },
        { status: 'unverified', count: 1 },
        { status: 'failed', count: 0 },
      ],
    });
    const todayOnly = await get<{ views: number; responses: number; completionRate: number }>(
      `/v-forms/${ids.kyc}/overview/analysis?startDate=${isoDate(today)}`,
    );
    expect(todayOnly.body.data).toMatchObject({ views: 0, responses: 1, completionRate: 0 });
  });
});

describe('tenancy and access', () => {
  it('answers 404 to another business for every Acme id', async () => {
    for (const path of [
      `/v-forms/responses/${ids.verified}`,
      `/v-forms/responses/${ids.verified}/confirmation`,
      `/v-forms/download/${ids.kyc}/responses/${ids.verified}`,
      `/v-forms/${ids.kyc}/responses`,
      `/v-forms/${ids.kyc}/overview/analysis`,
    ]) {
      const answer = await get(path, globex);
      expect(answer.status, path).toBe(404);
      expect(answer.body.name).toBe('NotFoundError');
    }
    expect((await get('/v-forms', globex)).body.data.items).toEqual([]);
    expect((await get<{ responses: number }>('/v-forms/overview/analysis', globex)).body.data.responses).toBe(
      0,
    );
  });

  it('needs a session and vform:view', async () => {
    for (const path of ['/v-forms', `/v-forms/responses/${ids.verified}`, '/v-forms/overview/analysis']) {
      const answer = await get(path, null);
      expect(answer.status).toBe(401);
    }
    const analyst = await tokenFor(t.app, ACME_ANALYST);
    expect((await get('/v-forms', analyst)).status).toBe(403);
  });
});

/** The text a PDF's pages draw: each content stream inflated, each TJ's hex strings decoded, one per line. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // fonts and other binary streams
    }
    for (const [, array] of content.matchAll(/\[(.*?)\] TJ/g))
      lines.push(
        [...(array ?? '').matchAll(/<([0-9a-f]*)>/g)]
          .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
          .join(''),
      );
  }
  return lines.join('\n');
}

describe('who answered, in every owner view', () => {
  it('names the respondent from the default personal information, masks the NIN and keeps the check id', async () => {
    const form = await insertTemplate(t.app, { owner: acme, title: 'Account opening' });
    const [kin, about, nin] = (await insertFields(t.app, form, [
      { type: 'personal-information', label: 'Next of kin', required: true, customFields: [] },
      { type: 'personal-information', label: 'About you', required: true, customFields: [] },
      ninField(),
    ])) as [string, string, string];
    await t.app.ctx.db
      .update(vformTemplates)
      .set({ settings: { ...defaultVFormSettings(), defaultPersonalInformationFieldId: about } })
      .where(eq(vformTemplates.id, form));
    const answered = await submit(t.app, form, {
      [kin]: { firstName: 'Bisi', lastName: 'Olawale' },
      [about]: { firstName: 'Funmilayo', lastName: 'Olawale' },
      [nin]: { number: '11111111111', isConsent: true },
    });
    const id = answered.body.data.id;

    const list = await get<{ items: Array<{ id: string; respondentName: string | null }> }>(
      `/v-forms/${form}/responses`,
    );
    expect(list.body.data.items).toMatchObject([{ id, respondentName: 'Funmilayo Olawale' }]);
    const history = await get<{ items: Array<{ id: string; respondentName: string | null }> }>(
      `/v-forms?verificationId=${id}`,
    );
    expect(history.body.data.items).toMatchObject([{ id, respondentName: 'Funmilayo Olawale' }]);

    const detail = await get(`/v-forms/responses/${id}`);
    const response = ZVFormResponse.parse(detail.body.data);
    expect(response.respondentName).toBe('Funmilayo Olawale');
    const ninAnswer = response.answers.find((answer) => answer.fieldId === nin);
    expect(ninAnswer?.value).toEqual({ number: '*******1111', isConsent: true });
    expect(ninAnswer?.verification?.checkId).toMatch(/\S/);
    expect(JSON.stringify(detail.body)).not.toContain('11111111111');

    const pdf = await t.app.inject({
      method: 'GET',
      url: vform(`/v-forms/download/${form}/responses/${id}`),
      headers: { authorization: `Bearer ${owner}` },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Funmilayo Olawale');
    expect(text).toContain('*******1111');
    expect(text).not.toContain('11111111111');

    const csv = await t.app.inject({
      method: 'GET',
      url: vform('/v-forms/history/export/csv?title=account%20opening'),
      headers: { authorization: `Bearer ${owner}` },
    });
    const [, row] = csv.body.trim().split('\r\n');
    expect(row).toContain(`${id},Account opening,verified,Funmilayo Olawale,`);
    expect(csv.body).not.toContain('11111111111');
  });

  it('falls back to first and last name answers, and to no name at all', async () => {
    const form = await insertTemplate(t.app, { owner: acme, title: 'Event sign-up' });
    const [first, last] = (await insertFields(t.app, form, [
      { type: 'short-text', label: 'First name', required: true },
      { type: 'short-text', label: 'Last name', required: true },
    ])) as [string, string];
    const named = (await submit(t.app, form, { [first]: 'Grace', [last]: 'Hopper' })).body.data.id;
    const anonymous = ids.survey1;
    const detail = await get<{ respondentName: string | null }>(`/v-forms/responses/${named}`);
    expect(detail.body.data.respondentName).toBe('Grace Hopper');
    const survey = await get<{ respondentName: string | null }>(`/v-forms/responses/${anonymous}`);
    expect(survey.body.data.respondentName).toBeNull();
  });
});
