/**
 * Business verification over HTTP: every check in sandbox with
 * the documented companies (docs/sandbox.md), each number rule's refusals, not found, registry down,
 * consent, live charging (402, idempotent retry), history filters at the three scopes, CSV and the PDF
 * report behind its signed link. Responses are parsed with the client's schemas, so the contract holds.
 */
import {
  type CursorList,
  type TCompanyCheck,
  ZCompanyCheck,
  ZCompanySearchResult,
  ZSupportedCountries,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, exportRequests, roles, users, verificationChecks } from '../src/db/schema.js';
import { ACME_OWNER, call, GLOBEX_OWNER, type TestApp, tokenFor } from './harness.js';
import { appWithUpstream, type UpstreamDouble } from './upstream-double.js';
import { setWalletBalance, walletBalance } from './wallet.js';

const company = (path: string) => `/api/company/v1${path}`;
const consent = { isConsent: true };
const BRANCH = 'branch@acme.local';

let t: TestApp;
let upstream: UpstreamDouble;
let close: () => Promise<void>;
let owner: string;
let globex: string;
let branch: string;
let admin: string;
let acmeId: string;
let branchOrganization: string;

beforeAll(async () => {
  ({ t, upstream, close } = await appWithUpstream());
  // The branch officer runs company checks for the branch (the seed's role holds identity and vForms only).
  const [branchUser] = await t.app.ctx.db.select().from(users).where(eq(users.email, BRANCH));
  await t.app.ctx.db
    .update(roles)
    .set({
      permissions: ['company:view', 'organization:company:view', 'organization:view', 'identity:view'],
    })
    .where(eq(roles.id, branchUser?.roleId ?? ''));
  branchOrganization = branchUser?.organizationId ?? '';
  acmeId = branchUser?.businessId ?? '';
  owner = await tokenFor(t.app, ACME_OWNER);
  globex = await tokenFor(t.app, GLOBEX_OWNER);
  branch = await tokenFor(t.app, BRANCH);
  admin = await tokenFor(t.app, 'admin@verity.local');
});
afterAll(() => close());

async function check(path: string, body: unknown, token = owner, headers: Record<string, string> = {}) {
  return call<TCompanyCheck>(t.app, 'POST', company(path), { token, body, headers });
}

async function found(path: string, body: unknown, token = owner): Promise<TCompanyCheck> {
  const answer = await check(path, body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ZCompanyCheck.parse(answer.body.data);
}

async function history(query: string, token = owner, prefix = '') {
  const answer = await call<CursorList<TCompanyCheck>>(
    t.app,
    'GET',
    company(`${prefix}/verifications/ng/company${query}`),
    { token },
  );
  return answer;
}

async function switchTo(token: string, environment: 'sandbox' | 'live') {
  const answer = await call(t.app, 'POST', '/api/user/v1/users/settings/switch-environment', {
    token,
    body: { environment },
  });
  expect(answer.status).toBe(200);
}

async function acmeBalance(): Promise<number> {
  const wallet = { balance: await walletBalance(t.app, acmeId) };
  return wallet?.balance ?? 0;
}

describe('Nigerian company checks in sandbox', () => {
  it('finds an active company with its directors; premium adds the persons with significant control', async () => {
    const standard = await found('/verifications/ng/company', {
      registrationNumber: 'rc 1234567',
      ...consent,
    });
    expect(standard).toMatchObject({
      type: 'company',
      country: 'ng',
      status: 'found',
      reference: 'RC1234567',
      environment: 'sandbox',
      cost: { amount: 0, currency: 'NGN' },
      hasReport: true,
      result: {
        name: 'Sandbox Industries Limited',
        status: 'active',
        entityClass: 'company',
        shareholders: [],
      },
    });
    expect(standard.result?.directors.map((director) => director.name)).toEqual([
      'Adaeze Okafor',
      'Sandbox Politician',
    ]);
    const premium = await found('/verifications/ng/company', {
      registrationNumber: 'RC1234567',
      premium: true,
      ...consent,
    });
    expect(premium.result?.shareholders).toHaveLength(2);

    const basic = await found('/verifications/ng/company/basic', {
      registrationNumber: 'RC-1234567',
      ...consent,
    });
    expect(basic).toMatchObject({ type: 'company_basic', result: { directors: [], shareholders: [] } });
    // Newest first in the history, and the detail answers the same record.
    const list = await history('?limit=3');
    expect(list.body.data.items.map((item) => item.id)).toEqual([basic.id, premium.id, standard.id]);
    const detail = await call<TCompanyCheck>(
      t.app,
      'GET',
      company(`/verifications/ng/company-details/${standard.id}`),
      { token: owner },
    );
    expect(ZCompanyCheck.parse(detail.body.data)).toEqual(standard);
  });

  it('tells the classes of one number apart: RC1234567 is the company, IT1234567 the trust', async () => {
    const trust = await found('/verifications/ng/company', { registrationNumber: 'IT1234567', ...consent });
    expect(trust.result).toMatchObject({
      name: 'Sandbox Community Trust',
      entityClass: 'incorporated-trustees',
    });
    // A bare number could be any class: refused with the company_id message, nothing run.
    const bare = await check('/verifications/ng/company', { registrationNumber: '1234567', ...consent });
    expect(bare.status).toBe(400);
    expect(bare.body.fieldErrors).toEqual({
      registrationNumber: 'The registration number field must start with with one of RC,BN,IT,LP,LPP',
    });
  });

  it('reports inactive and struck-off companies as found, with their status', async () => {
    const inactive = await found('/verifications/ng/company', {
      registrationNumber: 'RC7654321',
      ...consent,
    });
    expect(inactive.result?.status).toBe('inactive');
    const struck = await found('/verifications/ng/company', { registrationNumber: 'RC1111111', ...consent });
    expect(struck.result).toMatchObject({
      status: 'struck_off',
      directors: [{ name: 'Sandbox Sanctioned' }],
    });
    const business = await found('/verifications/ng/company', {
      registrationNumber: 'BN2345678',
      ...consent,
    });
    expect(business.result?.entityClass).toBe('business-name');
  });

  it('answers not found as a stored, free check without a report', async () => {
    const answer = await check('/verifications/ng/company', { registrationNumber: 'RC7777777', ...consent });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('No company was found for this number');
    expect(answer.body.data).toMatchObject({ status: 'not_found', result: null, hasReport: false });
    const link = await call(t.app, 'GET', company(`/verifications/company/${answer.body.data.id}/pdf`), {
      token: owner,
    });
    expect(link.status).toBe(404);
    expect(link.body.message).toBe('Download link not found');
  });

  it('keeps a free failed check when the registry is down, and says so with a 503', async () => {
    const answer = await check('/verifications/ng/company', { registrationNumber: 'RC1239999', ...consent });
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('The company registry is unavailable, please try again shortly');
    const id = (answer.body.data as unknown as { id: string }).id;
    const [row] = await t.app.ctx.db.select().from(verificationChecks).where(eq(verificationChecks.id, id));
    expect(row).toMatchObject({ status: 'failed', costAmount: 0, reference: 'RC1239999' });
  });

  it('refuses a check without consent, or with a malformed number, before anything runs', async () => {
    const before = await t.app.ctx.db.$count(verificationChecks);
    const cases: Array<[string, unknown, Record<string, string>]> = [
      [
        '/verifications/ng/company',
        { registrationNumber: 'RC1234567' },
        { isConsent: 'The consent field is required' },
      ],
      [
        '/verifications/ng/company',
        { registrationNumber: 'RC12345678901', ...consent },
        {
          registrationNumber:
            'The registration number field should be RC, BN, IT, LP or LLP followed by 1 to 8 digits, e.g. RC123456',
        },
      ],
      [
        '/verifications/ng/tin',
        { tin: '123456789', ...consent },
        { tin: 'The TIN field should be 10 digits, or 8 digits, a hyphen and 4 digits, e.g. 12345678-0001' },
      ],
      [
        '/verifications/za/business-address',
        { registrationNumber: '15/123456/07', ...consent },
        { registrationNumber: 'The registration number field should be YYYY/NNNNNN/NN, e.g. 2019/123456/07' },
      ],
      [
        '/verifications/za/business-account',
        { registrationNumber: '2015/123456/07', accountNumber: '12ab', branchCode: '250655', ...consent },
        { accountNumber: 'The account number field should be 6 to 13 digits' },
      ],
      [
        '/verifications/global/company-advance-check',
        { countryCode: 'fr', registrationNumber: 'X', ...consent },
        { countryCode: 'The country code field should be one of ng, za, ke, gh' },
      ],
    ];
    for (const [path, body, fieldErrors] of cases) {
      const answer = await check(path, body);
      expect(answer.status, path).toBe(400);
      expect(answer.body.fieldErrors, path).toMatchObject(fieldErrors);
    }
    expect(await t.app.ctx.db.$count(verificationChecks)).toBe(before);
  });

  it('finds a company by TIN, in the JTB and the legacy FIRS forms', async () => {
    const legacy = await found('/verifications/ng/tin', { tin: '12345678 - 0001', ...consent });
    expect(legacy).toMatchObject({
      type: 'tin',
      reference: '12345678-0001',
      result: { name: 'Sandbox Industries Limited' },
    });
    const jtb = await found('/verifications/ng/tin', { tin: '1234567890', ...consent });
    expect(jtb.result?.name).toBe('Dormant Traders Limited');
  });
});

describe('South African and global checks in sandbox', () => {
  it("reads a CIPC company's registered address, however the number is typed", async () => {
    const address = await found('/verifications/za/business-address', {
      registrationNumber: '2015 123456 07',
      ...consent,
    });
    expect(address).toMatchObject({
      type: 'business_address',
      country: 'za',
      reference: '2015/123456/07',
      result: { name: 'Sandbox Trading (Pty) Ltd', address: '1 Long Street, Cape Town, 8001', directors: [] },
    });
  });

  it("matches a business bank account to the company, and masks the account in the record's reference", async () => {
    const ours = await found('/verifications/za/business-account', {
      registrationNumber: '2015/123456/07',
      accountNumber: '62012345678',
      branchCode: '250655',
      ...consent,
    });
    expect(ours.reference).toBe('2015/123456/07 · ****5678');
    expect(ours.result?.bankAccount).toMatchObject({
      accountFound: true,
      registrationNumberMatches: true,
      bankName: 'FNB',
    });
    const other = await found('/verifications/za/business-account', {
      registrationNumber: '2015/123456/07',
      accountNumber: '1234560000',
      branchCode: '250655',
      ...consent,
    });
    expect(other.result?.bankAccount).toMatchObject({
      accountFound: false,
      registrationNumberMatches: false,
    });
  });

  it('runs the advanced check in every country with its own number rule', async () => {
    const kenya = await found('/verifications/global/company-advance-check', {
      countryCode: 'KE',
      registrationNumber: 'pvt sbx1234',
      ...consent,
    });
    expect(kenya).toMatchObject({
      type: 'advance_company_check',
      reference: 'PVT-SBX1234',
      result: {
        country: 'ke',
        directors: [{ name: 'Sandbox Minister' }],
        shareholders: [{ percentage: 100 }],
      },
    });
    const ghana = await found('/verifications/global/company-advance-check', {
      countryCode: 'gh',
      registrationNumber: 'CS123456789',
      ...consent,
    });
    expect(ghana.result?.name).toBe('Sandbox Ghana Limited');
    const wrongRule = await check('/verifications/global/company-advance-check', {
      countryCode: 'za',
      registrationNumber: 'RC1234567',
      ...consent,
    });
    expect(wrongRule.status).toBe(400);
    expect(Object.keys(wrongRule.body.fieldErrors ?? {})).toEqual(['registrationNumber']);
  });

  it('searches companies by name, free, and lists the countries covered', async () => {
    const before = await t.app.ctx.db.$count(verificationChecks);
    const search = await call(
      t.app,
      'GET',
      company('/verifications/global/search-companies?name=sandbox&countryCode=NG'),
      {
        token: owner,
      },
    );
    expect(search.status).toBe(200);
    const names = ZCompanySearchResult.parse(search.body.data).items.map((item) => item.name);
    expect(names).toEqual(['Sandbox Industries Limited', 'Sandbox Community Trust']);
    expect(await t.app.ctx.db.$count(verificationChecks)).toBe(before);
    const short = await call(t.app, 'GET', company('/verifications/global/search-companies?name=s'), {
      token: owner,
    });
    expect(short.status).toBe(400);

    const countries = await call(t.app, 'GET', company('/verifications/supported-countries-and-region'), {
      token: owner,
    });
    const items = ZSupportedCountries.parse(countries.body.data).items;
    expect(items.find((item) => item.countryCode === 'za')).toMatchObject({
      name: 'South Africa',
      checks: ['business_address', 'business_account', 'advance_company_check'],
    });
  });
});

describe('live company checks', () => {
  beforeAll(() => switchTo(owner, 'live'));
  afterAll(() => switchTo(owner, 'sandbox'));

  it('charges the live price once for a retried request, and answers the first answer again', async () => {
    const balance = await acmeBalance();
    const key = { 'idempotency-key': 'company-live-retry-1' };
    const first = await check(
      '/verifications/ng/company',
      { registrationNumber: 'RC2468', ...consent },
      owner,
      key,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ environment: 'live', cost: { amount: 30000, currency: 'NGN' } });
    expect(upstream.calls.at(-1)).toMatchObject({
      path: '/companies/lookup',
      auth: 'Bearer test-key',
      body: { country: 'ng', kind: 'registration', number: 'RC2468' },
    });
    const again = await check(
      '/verifications/ng/company',
      { registrationNumber: 'RC2468', ...consent },
      owner,
      key,
    );
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await acmeBalance()).toBe(balance - 30000);
    const premium = await found('/verifications/ng/company', {
      registrationNumber: 'RC2468',
      premium: true,
      ...consent,
    });
    expect(premium.cost.amount).toBe(60000);
  });

  it('answers 402 and stores nothing when the wallet cannot pay', async () => {
    await setWalletBalance(t.app, acmeId, 100);
    const before = await t.app.ctx.db.$count(verificationChecks);
    const answer = await check('/verifications/ng/tin', { tin: '1234567890', ...consent });
    expect(answer.status).toBe(402);
    expect(await t.app.ctx.db.$count(verificationChecks)).toBe(before);
    await setWalletBalance(t.app, acmeId, 10_000_000);
  });

  it('keeps a free failed check when the live registry fails', async () => {
    const balance = await acmeBalance();
    const answer = await check('/verifications/ng/company', { registrationNumber: 'RC19999', ...consent });
    expect(answer.status).toBe(503);
    expect(await acmeBalance()).toBe(balance);
  });
});

describe('company history, scopes, CSV and reports', () => {
  let branchCheck: TCompanyCheck;
  beforeAll(async () => {
    branchCheck = await found(
      '/verifications/ng/company',
      { registrationNumber: 'BN2345678', ...consent },
      branch,
    );
  });

  it('filters by status, type, name, requester and dates, and refuses an unknown type', async () => {
    const items = async (query: string) => (await history(query)).body.data.items;
    expect((await items('?status=not_found')).every((item) => item.status === 'not_found')).toBe(true);
    expect((await items('?status=failed')).length).toBeGreaterThan(0);
    const tins = await items('?type=tin');
    expect(tins.length).toBeGreaterThan(0);
    expect(tins.every((item) => item.type === 'tin')).toBe(true);
    expect((await items('?name=trust')).map((item) => item.result?.name)).toEqual([
      'Sandbox Community Trust',
    ]);
    const byBranch = await items(`?requested_by=${branchCheck.requestedBy.id}`);
    expect(byBranch.map((item) => item.id)).toEqual([branchCheck.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await items(`?start_date=${today}&end_date=${today}&limit=100`)).length).toBeGreaterThan(5);
    expect(await items('?end_date=2020-01-01')).toEqual([]);
    const unknown = await history('?type=nin');
    expect(unknown.status).toBe(400);
    const badDate = await history('?start_date=2026-02-31');
    expect(badDate.body.message).toBe('The start date field should be a real date');
  });

  it('pages with cursors in both directions', async () => {
    const first = (await history('?limit=2')).body.data;
    expect(first.pagination).toMatchObject({ hasNext: true, hasPrevious: false });
    const second = (await history(`?limit=2&start_after=${first.pagination.startAfter}`)).body.data;
    expect((second.items[0]?.id ?? '') < (first.items[1]?.id ?? '')).toBe(true);
    expect(second.pagination.hasPrevious).toBe(true);
    const back = (await history(`?limit=2&ending_before=${second.pagination.endingBefore}`)).body.data;
    expect(back.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
  });

  it("keeps each business's checks its own, and organization staff to their organization's", async () => {
    // A check the owner ran (found, so it has a report).
    const acmeCheck = (await history('?status=found&limit=5')).body.data.items.find(
      (item) => item.id !== branchCheck.id,
    );
    const id = acmeCheck?.id ?? '';
    expect(id).not.toBe('');
    expect((await history('', globex)).body.data.items).toEqual([]);
    for (const path of [`/verifications/ng/company-details/${id}`, `/verifications/company/${id}/pdf`]) {
      const answer = await call(t.app, 'GET', company(path), { token: globex });
      expect(answer.status, path).toBe(404);
    }
    // The branch sees the branch's check only, at its own path and beneath its organization.
    expect((await history('', branch)).body.data.items.map((item) => item.id)).toEqual([branchCheck.id]);
    const scoped = await history('', branch, `/organizations/${branchOrganization}`);
    expect(scoped.body.data.items.map((item) => item.id)).toEqual([branchCheck.id]);
    const other = await call(t.app, 'GET', company(`/verifications/ng/company-details/${id}`), {
      token: branch,
    });
    expect(other.status).toBe(404);
    // The owner holds no organization:company:view; the platform admin reads Acme's with its own gate.
    expect((await history('', owner, `/organizations/${branchOrganization}`)).status).toBe(403);
    const asAdmin = await history('?limit=100', admin, `/admin/businesses/${acmeId}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.items.map((item) => item.id)).toContain(branchCheck.id);
    expect((await history('', admin, '/admin/businesses/unknown')).status).toBe(404);
  });

  it('exports the filtered history as CSV and logs the export', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: company('/verifications/ng/company/export/csv?type=tin'),
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = response.body.trim().split('\r\n');
    expect(header).toBe(
      'id,createdAt,type,typeLabel,country,status,reference,companyName,companyStatus,registrationNumber,entityClass,directors,requestedBy,environment,cost,currency',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes(',tin,Tax Identification Number,ng,'))).toBe(true);
    expect(response.body).toContain('Sandbox Industries Limited');
    const [logged] = await t.app.ctx.db
      .select()
      .from(exportRequests)
      .where(eq(exportRequests.resource, 'company'));
    expect(logged).toMatchObject({ status: 'completed', rowCount: rows.length, filters: { type: 'tin' } });
  });

  it('gives a signed link to a PDF report that a new tab opens without a token', async () => {
    const checked = await found('/verifications/ng/company', {
      registrationNumber: 'RC1234567',
      premium: true,
      ...consent,
    });
    const link = await call<{ link: string }>(
      t.app,
      'GET',
      company(`/verifications/company/${checked.id}/pdf`),
      {
        token: owner,
      },
    );
    expect(link.status).toBe(200);
    const url = new URL(link.body.data.link);
    const pdf = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('Sandbox Industries Limited');
    // A tampered or unsigned link opens nothing.
    // Its first character changed for another (a fixed '0' left a signature starting with 0 as it was).
    const tampered = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search.replace(/signature=(.)/, (_, first: string) => `signature=${first === '0' ? '1' : '0'}`)}`,
    });
    expect(tampered.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
  });
});

describe('the company tables', () => {
  it('never mixes businesses: Globex has no wallet debit from Acme’s checks', async () => {
    const [globexBusiness] = await t.app.ctx.db
      .select()
      .from(businesses)
      .where(eq(businesses.name, 'Globex Ltd'));
    const rows = await t.app.ctx.db
      .select()
      .from(verificationChecks)
      .where(eq(verificationChecks.businessId, globexBusiness?.id ?? ''));
    expect(rows).toEqual([]);
  });
});
