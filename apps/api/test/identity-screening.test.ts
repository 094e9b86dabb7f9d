/**
 * The two Identity calls beyond the per-type checks: sanction/PEP screening of a found person
 * (POST /verifications/identity/{id}/aml) and the Nigerian individual credit report by BVN
 * (POST /verifications/identity/ng/credit-report/individual), in sandbox and live.
 */
import { type TAmlScreening, type TIdentityCheck, ZAmlScreening, ZIdentityCheck } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amlScreenings, businesses, identityChecks } from '../src/db/schema.js';
import { NOTHING_TO_SCREEN } from '../src/features/aml/screen-check.js';
import type { RunningYenteDouble } from '../src/features/aml/yente/yente-double.js';
import { ACME_OWNER, call, GLOBEX_OWNER, type TestApp, tokenFor } from './harness.js';
import { appWithUpstream } from './upstream-double.js';
import { walletBalance, walletCharges } from './wallet.js';

const identity = (path: string) => `/api/identity/v1/verifications/identity${path}`;
const consent = { isConsent: true };

let t: TestApp;
let yente: RunningYenteDouble;
let upstream: Awaited<ReturnType<typeof appWithUpstream>>['upstream'];
let owner: string;
let globex: string;

let live: Awaited<ReturnType<typeof appWithUpstream>>;

beforeAll(async () => {
  live = await appWithUpstream();
  ({ t, yente, upstream } = live);
  owner = await tokenFor(t.app, ACME_OWNER);
  globex = await tokenFor(t.app, GLOBEX_OWNER);
});
afterAll(() => live.close());

async function switchTo(token: string, environment: 'sandbox' | 'live') {
  const answer = await call(t.app, 'POST', '/api/user/v1/users/settings/switch-environment', {
    token,
    body: { environment },
  });
  expect(answer.status).toBe(200);
}

async function ninCheck(token: string, number: string): Promise<TIdentityCheck> {
  const answer = await call<TIdentityCheck>(t.app, 'POST', identity('/ng/nin'), {
    token,
    body: { number, ...consent },
  });
  expect([200], JSON.stringify(answer.body)).toContain(answer.status);
  return answer.body.data;
}

const screen = (token: string, id: string, options: { body?: unknown; key?: string } = {}) =>
  call<TAmlScreening>(t.app, 'POST', identity(`/${id}/aml`), {
    token,
    ...('body' in options ? { body: options.body } : {}),
    ...(options.key ? { headers: { 'idempotency-key': options.key } } : {}),
  });

async function acmeBalance(): Promise<number> {
  const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
  const wallet = { balance: await walletBalance(t.app, acme?.id ?? '') };
  return wallet?.balance ?? 0;
}

describe('sanction and PEP screening of a checked person, in sandbox', () => {
  it('flags the sandbox politician as a PEP, and the check carries the risk from then on', async () => {
    const check = await ninCheck(owner, '44444444444');
    expect(check.result?.fullName).toBe('Sandbox Politician');
    expect(check.riskLevel).toBeNull();

    const answer = await screen(owner, check.id);
    expect(answer.status).toBe(200);
    const screening = ZAmlScreening.parse(answer.body.data);
    expect(answer.body.message).toBe('Screening complete: possible matches need review');
    expect(screening).toMatchObject({
      checkId: check.id,
      status: 'potential_match',
      riskLevel: 'potential_high_risk',
      screenedName: 'Sandbox Politician',
      environment: 'sandbox',
      cost: { amount: 0 },
    });
    expect(screening.matches).toEqual([
      expect.objectContaining({ name: 'Sandbox Politician', category: 'pep', score: 1 }),
    ]);
    expect(screening.lists.length).toBeGreaterThan(1);

    const detail = await call<TIdentityCheck>(t.app, 'GET', identity(`/${check.id}`), { token: owner });
    expect(ZIdentityCheck.parse(detail.body.data)).toMatchObject({
      riskLevel: 'potential_high_risk',
      aml: { id: screening.id, status: 'potential_match' },
    });
    const history = await call<{ items: TIdentityCheck[] }>(t.app, 'GET', identity('/history?limit=5'), {
      token: owner,
    });
    expect(history.body.data.items.find((item) => item.id === check.id)?.riskLevel).toBe(
      'potential_high_risk',
    );
  });

  it('flags the sandbox sanctions entry as critical, and screens an ordinary person clear', async () => {
    const sanctioned = await ninCheck(owner, '55555555555');
    const hit = await screen(owner, sanctioned.id, { body: {} });
    expect(hit.body.data).toMatchObject({
      status: 'potential_match',
      riskLevel: 'critical_high_risk',
      matches: [expect.objectContaining({ category: 'sanction', name: 'Sandbox Sanctioned' })],
    });

    const ordinary = await ninCheck(owner, '11111111111');
    const clear = await screen(owner, ordinary.id);
    expect(clear.status).toBe(200);
    expect(clear.body.message).toBe('Screening complete: no sanction or PEP match');
    expect(clear.body.data).toMatchObject({ status: 'clear', riskLevel: 'low_risk', matches: [] });
  });

  it('withholds the screening with the record once the retention window has passed', async () => {
    const check = await ninCheck(owner, '55555555555');
    expect((await screen(owner, check.id)).status).toBe(200);
    await t.app.ctx.db
      .update(identityChecks)
      .set({ createdAt: new Date('2015-01-01T00:00:00Z') })
      .where(eq(identityChecks.id, check.id));
    const detail = await call<TIdentityCheck>(t.app, 'GET', identity(`/${check.id}`), { token: owner });
    expect(detail.body.data).toMatchObject({ hasExpired: true, result: null, aml: null });
    const again = await screen(owner, check.id);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(NOTHING_TO_SCREEN);
  });

  it('refuses a check that found nobody, with the reason, and stores nothing', async () => {
    const missing = await ninCheck(owner, '00000000000');
    const answer = await screen(owner, missing.id);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(NOTHING_TO_SCREEN);
    const stored = await t.app.ctx.db
      .select()
      .from(amlScreenings)
      .where(eq(amlScreenings.checkId, missing.id));
    expect(stored).toHaveLength(0);
  });

  it("answers 404 for another business's check and an unknown id, 400 for a body, 401 signed out", async () => {
    const mine = await ninCheck(owner, '12345678901');
    expect((await screen(globex, mine.id)).status).toBe(404);
    expect((await screen(owner, 'no-such-check')).body.message).toBe('Verification not found');
    const withBody = await screen(owner, mine.id, { body: { name: 'Someone Else' } });
    expect(withBody.status).toBe(400);
    const anonymous = await call(t.app, 'POST', identity(`/${mine.id}/aml`), { body: {} });
    expect(anonymous.status).toBe(401);
  });
});

describe('sanction and PEP screening, live', () => {
  it('screens through the upstream, charges once per Idempotency-Key, and a failure costs nothing', async () => {
    await switchTo(owner, 'live');
    try {
      const check = await ninCheck(owner, '12345678903');
      expect(check).toMatchObject({ environment: 'live', result: { fullName: 'Live Person' } });
      const before = await acmeBalance();

      const [a, b] = await Promise.all([
        screen(owner, check.id, { key: 'aml-retry-1' }),
        screen(owner, check.id, { key: 'aml-retry-1' }),
      ]);
      expect(a.status).toBe(200);
      expect(b.body).toEqual(a.body);
      expect(a.body.data).toMatchObject({
        environment: 'live',
        status: 'clear',
        cost: { amount: 10000, currency: 'NGN' },
      });
      // One screening server call: the person as a yente Person query, at the module's threshold.
      expect(yente.requests.at(-1)).toMatchObject({
        path: '/match/default',
        authorization: 'ApiKey test-screening-key',
        query: { threshold: '0.8', algorithm: 'logic-v2' },
        body: {
          queries: {
            subject: {
              schema: 'Person',
              properties: { name: ['Live Person'], birthDate: ['1990-02-03'] },
            },
          },
        },
      });
      expect(await acmeBalance()).toBe(before - 10000);
      const ledger = await walletCharges(t.app, a.body.data.id);
      expect(ledger).toMatchObject([{ amount: -10000, description: 'Sanction and PEP screening' }]);

      yente.setMode('down');
      const down = await screen(owner, check.id);
      expect(down.status).toBe(503);
      expect(down.body.message).toBe('The screening service is unavailable, please try again shortly');
      expect(await acmeBalance()).toBe(before - 10000);
    } finally {
      yente.setMode('ok');
      await switchTo(owner, 'sandbox');
    }
  });

  it('answers 402 with too little balance and stores no screening', async () => {
    await switchTo(globex, 'live');
    try {
      const [globexRow] = await t.app.ctx.db
        .select()
        .from(businesses)
        .where(eq(businesses.name, 'Globex Ltd'));
      // A live check Globex ran when it still had money: seeded straight in, the wallet is empty now.
      const checkId = `globex-live-${Date.now()}`;
      await t.app.ctx.db.insert(identityChecks).values({
        id: checkId,
        businessId: globexRow?.id ?? '',
        organizationId: null,
        environment: 'live',
        country: 'ng',
        type: 'nin',
        typeValue: 'nin',
        status: 'found',
        reference: '*******8901',
        searchName: 'live person',
        result: { fullName: 'Live Person', dateOfBirth: null, nationality: 'NG' },
        match: { firstName: null, lastName: null, dateOfBirth: null },
        failureReason: null,
        requestedBy: 'seed',
        requestedByName: 'Seed',
        costAmount: 10000,
        currency: 'NGN',
        riskLevel: null,
      });
      const answer = await screen(globex, checkId);
      expect(answer.status).toBe(402);
      expect(answer.body).toMatchObject({ name: 'PaymentRequiredError', data: { price: { amount: 10000 } } });
      const stored = await t.app.ctx.db
        .select()
        .from(amlScreenings)
        .where(eq(amlScreenings.checkId, checkId));
      expect(stored).toHaveLength(0);
    } finally {
      await switchTo(globex, 'sandbox');
    }
  });
});

describe('individual credit report by BVN', () => {
  const report = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    call<TIdentityCheck>(t.app, 'POST', identity('/ng/credit-report/individual'), {
      token,
      body,
      ...(headers ? { headers } : {}),
    });

  it('returns the BVN holder with a stable report, listed in history as a Credit Report', async () => {
    const first = await report(owner, { number: '12345678905', ...consent });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const check = ZIdentityCheck.parse(first.body.data);
    expect(check).toMatchObject({ type: 'individualCreditReport', country: 'ng', status: 'found' });
    const credit = check.result?.creditReport;
    expect(credit?.score).toBeGreaterThanOrEqual(300);
    expect(credit?.score).toBeLessThanOrEqual(850);
    expect(credit?.accounts.length).toBe(credit?.summary.totalAccounts);
    expect(check.riskLevel).toBe(credit?.riskLevel);
    // The person is the BVN's: the same as a BVN check of the same number.
    const bvn = await call<TIdentityCheck>(t.app, 'POST', identity('/ng/bvn'), {
      token: owner,
      body: { number: '12345678905', ...consent },
    });
    expect(check.result?.fullName).toBe(bvn.body.data.result?.fullName);

    const again = await report(owner, { number: '12345678905', ...consent });
    expect(again.body.data.result?.creditReport?.score).toBe(credit?.score);

    const listed = await call<{ items: TIdentityCheck[] }>(
      t.app,
      'GET',
      identity('/history?type=individualCreditReport&limit=100'),
      { token: owner },
    );
    expect(listed.body.data.items.map((item) => item.id)).toContain(check.id);
    expect(listed.body.data.items.every((item) => item.type === 'individualCreditReport')).toBe(true);
  });

  it('gives a poor report for a BVN ending 7777, and the sandbox answers for not found and down', async () => {
    const poor = await report(owner, { number: '12345677777', ...consent });
    const credit = poor.body.data.result?.creditReport;
    expect(credit?.summary.nonPerformingAccounts).toBeGreaterThan(0);
    expect(credit?.summary.totalOverdue).toBeGreaterThan(0);
    expect(['potential_high_risk', 'critical_high_risk']).toContain(poor.body.data.riskLevel);

    const missing = await report(owner, { number: '00000000000', ...consent });
    expect(missing.body.data).toMatchObject({ status: 'not_found', result: null });
    const down = await report(owner, { number: '33333333333', ...consent });
    expect(down.status).toBe(503);
  });

  it('refuses a malformed BVN and a missing consent with the rule messages, storing nothing', async () => {
    const before = (await t.app.ctx.db.select().from(identityChecks)).length;
    const short = await report(owner, { number: '1234', ...consent });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors?.number).toBeTruthy();
    const noConsent = await report(owner, { number: '12345678901' });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fieldErrors?.isConsent).toBeTruthy();
    expect((await t.app.ctx.db.select().from(identityChecks)).length).toBe(before);
  });

  it('charges the credit report price live, once per Idempotency-Key', async () => {
    await switchTo(owner, 'live');
    try {
      const before = await acmeBalance();
      const headers = { 'idempotency-key': 'credit-retry-1' };
      const a = await report(owner, { number: '12345678906', ...consent }, headers);
      const b = await report(owner, { number: '12345678906', ...consent }, headers);
      expect(a.status).toBe(200);
      expect(b.body).toEqual(a.body);
      expect(a.body.data.cost).toEqual({ amount: 50000, currency: 'NGN' });
      expect(upstream.calls.at(-1)?.body).toMatchObject({ type: 'credit-report-individual' });
      expect(await acmeBalance()).toBe(before - 50000);
    } finally {
      await switchTo(owner, 'sandbox');
    }
  });
});
