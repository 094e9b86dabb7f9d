/**
 * Credit report over HTTP in sandbox: each country and
 * subject with the documented values (docs/sandbox.md), the number rules' refusals, the history with its
 * filters, the PDF, the overview's analysis and metrics, and who may see what. The pipeline's own cases
 * (live charging, retries, 402, a bureau down) run for every kit module in verification-kit.test.ts.
 */
import {
  type CursorList,
  type TCreditReportCheck,
  ZCreditReportAnalysis,
  ZCreditReportCheck,
  ZCreditReportMetrics,
} from '@verity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_OWNER, call, createTestApp, GLOBEX_OWNER, type TestApp, tokenFor } from './harness.js';

const credit = (path: string) => `/api/identity/v1/verifications/identity/credit-report${path}`;
const consent = { isConsent: true };

let t: TestApp;
let owner: string;
let globex: string;
let branch: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
  globex = await tokenFor(t.app, GLOBEX_OWNER);
  branch = await tokenFor(t.app, 'branch@acme.local');
  admin = await tokenFor(t.app, 'admin@verity.local');
});
afterAll(() => t.close());

const run = (path: string, body: unknown, token = owner) =>
  call<TCreditReportCheck>(t.app, 'POST', credit(path), { token, body });

async function report(path: string, body: unknown): Promise<TCreditReportCheck> {
  const answer = await run(path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ZCreditReportCheck.parse(answer.body.data);
}

describe('credit reports in sandbox', () => {
  it("reports on a BVN's holder with a score, its band and the accounts, the number masked", async () => {
    const check = await report('/ng/individual', { bvn: '22233344455', ...consent });
    expect(check).toMatchObject({
      type: 'individualCreditReport',
      country: 'ng',
      status: 'found',
      reference: '*******4455',
      hasReport: true,
      result: { subject: { kind: 'individual', identifier: '22233344455' } },
    });
    const result = check.result;
    expect(result?.report.score).toBeGreaterThanOrEqual(300);
    expect(result?.report.score).toBeLessThanOrEqual(850);
    expect(check.riskLevel).toBe(result?.report.riskLevel);
    expect(result?.report.summary.currency).toBe('NGN');
    // The same number gives the same report.
    const again = await report('/ng/individual', { bvn: '22233344455', ...consent });
    expect(again.result?.report.score).toBe(result?.report.score);
  });

  it('gives a poor report for a number ending 7777, and not found for one ending 0000', async () => {
    const poor = await report('/ng/individual', { bvn: '12345677777', ...consent });
    expect(poor.result?.report.summary.nonPerformingAccounts).toBeGreaterThan(0);
    expect(poor.result?.report.score).toBeLessThan(500);
    const none = await run('/ng/individual', { bvn: '12345670000', ...consent });
    expect(none.status).toBe(200);
    expect(none.body.message).toBe('The bureau holds no credit file for this subject');
    expect(none.body.data).toMatchObject({
      status: 'not_found',
      result: null,
      riskLevel: null,
      hasReport: false,
    });
  });

  it('reports on a sandbox company, in Nigeria and Kenya, with the market’s currency', async () => {
    const nigerian = await report('/ng/business', { registrationNumber: 'RC1234567', ...consent });
    expect(nigerian).toMatchObject({
      type: 'businessCreditReport',
      reference: 'RC1234567',
      result: { subject: { kind: 'business', name: 'Sandbox Industries Limited' } },
    });
    const kenyan = await report('/ke/business', { registrationNumber: 'PVT-SBX1234', ...consent });
    expect(kenyan.result).toMatchObject({
      subject: { name: 'Sandbox Kenya Limited' },
      report: { summary: { currency: 'KES' } },
    });
    const person = await report('/ke/individual', { nationalId: '12345678', ...consent });
    expect(person).toMatchObject({ type: 'keIndividualCreditReport', reference: '****5678' });
    const unknown = await run('/ng/business', { registrationNumber: 'RC7777777', ...consent });
    expect(unknown.body.data.status).toBe('not_found');
  });

  it('runs the UK consumer check by name, date of birth and postcode', async () => {
    const uk = await report('/gb/individual', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-12-10',
      postcode: 'sw1a1aa',
      ...consent,
    });
    expect(uk).toMatchObject({
      type: 'gbCreditReport',
      country: 'gb',
      reference: 'Ada Lovelace, SW1A 1AA',
      result: { subject: { name: 'Ada Lovelace' }, report: { summary: { currency: 'GBP' } } },
    });
  });

  it("refuses what the bureau could not search, in each rule's words", async () => {
    const cases: Array<[string, unknown, Record<string, string>]> = [
      ['/ng/individual', { bvn: '123', ...consent }, { bvn: 'The BVN field should be exactly 11 digits' }],
      ['/ng/individual', { bvn: '11111111111' }, { isConsent: 'The consent field is required' }],
      [
        '/ke/individual',
        { nationalId: '12', ...consent },
        { nationalId: 'The ID number field should be 7 or 8 digits' },
      ],
      [
        '/ng/business',
        { registrationNumber: '1234567', ...consent },
        { registrationNumber: 'The registration number field must start with with one of RC,BN,IT,LP,LPP' },
      ],
      [
        '/gb/individual',
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          dateOfBirth: '1990-02-31',
          postcode: 'nowhere',
          ...consent,
        },
        {
          dateOfBirth: 'The date of birth field should be a real date',
          postcode: 'The postcode field should be a UK postcode, e.g. SW1A 1AA',
        },
      ],
    ];
    for (const [path, body, fieldErrors] of cases) {
      const answer = await run(path, body);
      expect(answer.status, path).toBe(400);
      expect(answer.body.fieldErrors, path).toMatchObject(fieldErrors);
    }
  });
});

describe('credit report history, reports and overview', () => {
  it('lists reports newest first, filtered by type, and opens one', async () => {
    const history = await call<CursorList<TCreditReportCheck>>(
      t.app,
      'GET',
      credit('/history?type=gbCreditReport'),
      {
        token: owner,
      },
    );
    expect(history.status).toBe(200);
    const [uk] = history.body.data.items;
    expect(history.body.data.items.every((item) => item.type === 'gbCreditReport')).toBe(true);
    const detail = await call<TCreditReportCheck>(t.app, 'GET', credit(`/${uk?.id}`), { token: owner });
    expect(ZCreditReportCheck.parse(detail.body.data).id).toBe(uk?.id);
    const csv = await t.app.inject({
      method: 'GET',
      url: credit('/history/export/csv?type=businessCreditReport'),
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(csv.body.split('\r\n')[0]).toBe(
      'id,createdAt,type,typeLabel,country,status,reference,subject,score,riskLevel,openAccounts,totalOutstanding,totalOverdue,requestedBy,environment,cost,currency',
    );
    expect(csv.body).toContain('Sandbox Industries Limited');
  });

  it('gives a report’s PDF by a signed link, and none for a report that found nothing', async () => {
    const found = await report('/ng/business', { registrationNumber: 'RC1234567', ...consent });
    const link = await call<{ link: string }>(t.app, 'GET', credit(`/${found.id}/pdf`), { token: owner });
    const url = new URL(link.body.data.link);
    const pdf = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.toString('latin1')).toContain('Sandbox Industries Limited');
    const empty = await run('/ng/individual', { bvn: '55550000000', ...consent });
    expect(empty.body.data.status).toBe('not_found');
    const missing = await call(t.app, 'GET', credit(`/${empty.body.data.id}/pdf`), { token: owner });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Download link not found');
  });

  it('analyses every report: totals, found, average score, by type and by risk band', async () => {
    const answer = await call(t.app, 'GET', credit('/overview/analysis'), { token: owner });
    const analysis = ZCreditReportAnalysis.parse(answer.body.data);
    expect(analysis.total).toBeGreaterThan(analysis.found);
    expect(analysis.averageScore).toBeGreaterThanOrEqual(300);
    expect(analysis.byType.find((row) => row.type === 'individualCreditReport')).toMatchObject({
      label: 'Individual credit report',
    });
    expect(analysis.byRiskLevel.reduce((sum, row) => sum + row.count, 0)).toBe(analysis.found);
  });

  it('counts reports per day, week and month, with empty periods as zero', async () => {
    const daily = ZCreditReportMetrics.parse(
      (await call(t.app, 'GET', credit('/overview/metrics?interval=day'), { token: owner })).body.data,
    );
    expect(daily.points).toHaveLength(30);
    expect(daily.points.at(-1)?.period).toBe(new Date().toISOString().slice(0, 10));
    expect(daily.points.at(-1)?.count).toBeGreaterThan(5);
    expect(daily.points[0]?.count).toBe(0);
    const monthly = ZCreditReportMetrics.parse(
      (await call(t.app, 'GET', credit('/overview/metrics?interval=month'), { token: owner })).body.data,
    );
    expect(monthly.points).toHaveLength(12);
    expect(monthly.points.at(-1)?.period.endsWith('-01')).toBe(true);
    const wrong = await call(t.app, 'GET', credit('/overview/metrics?interval=year'), { token: owner });
    expect(wrong.status).toBe(400);
  });

  it('keeps reports to their business, asks credit:view, and lets the platform admin read them', async () => {
    const [latest] = (
      await call<CursorList<TCreditReportCheck>>(t.app, 'GET', credit('/history?limit=1'), { token: owner })
    ).body.data.items;
    expect((await call(t.app, 'GET', credit(`/${latest?.id}`), { token: globex })).status).toBe(404);
    expect((await call(t.app, 'GET', credit('/history'), { token: branch })).status).toBe(403);
    const { body } = await call<{ user: { business: { id: string } } }>(
      t.app,
      'GET',
      '/api/user/v1/users/me',
      {
        token: owner,
      },
    );
    const scoped = await call<CursorList<TCreditReportCheck>>(
      t.app,
      'GET',
      `/api/identity/v1/admin/businesses/${body.data.user.business.id}/verifications/identity/credit-report/history`,
      { token: admin },
    );
    expect(scoped.status).toBe(200);
    expect(scoped.body.data.items.map((item) => item.id)).toContain(latest?.id);
  });
});
