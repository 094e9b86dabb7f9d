/**
 * Home's figures: this month's checks by module and day, pass and failure rates, the wallet's spend and
 * balance (wallet:view only), and the activation's progress until the business is activated.
 */
import type { TBusinessFigures } from '@verity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxIdentityProvider } from '../src/features/identity/providers/sandbox-provider.js';
import { ACME_ANALYST, ACME_OWNER, call, createTestApp, type TestApp, tokenFor, user } from './harness.js';

const nin = (number: string) => ({ number, isConsent: true });
const check = '/api/identity/v1/verifications/identity/ng/nin';
const figures = user('/businesses/me/figures');

let t: TestApp;
let owner: string;
// The 10th of a month, so the month so far has 10 days.
const now = new Date('2026-11-10T12:00:00Z');
beforeAll(async () => {
  const sandbox = new SandboxIdentityProvider();
  t = await createTestApp({ now: () => now, identityProviders: { sandbox, live: sandbox } });
  owner = await tokenFor(t.app, ACME_OWNER);
});
afterAll(() => t.close());

describe("home's figures", () => {
  it('counts this month by module and day, with pass and failure rates and the live spend', async () => {
    const empty = await call<TBusinessFigures>(t.app, 'GET', figures, { token: owner });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({
      environment: 'sandbox',
      monthStart: '2026-11-01',
      totals: { checks: 0, passRate: null, failureRate: null },
      spend: { amount: 0, currency: 'NGN' },
      walletBalance: { amount: 50_000_000, currency: 'NGN' },
      activation: null,
    });
    expect(empty.body.data.modules.map((module) => module.module)).toEqual([
      'identity',
      'company',
      'credit-report',
    ]);
    expect(empty.body.data.modules[0]?.daily).toHaveLength(10);

    // Sandbox: 11111111111 is found; 00000000000 is not (docs/sandbox.md).
    for (const number of ['11111111111', '11111111111', '00000000000'])
      expect((await call(t.app, 'POST', check, { token: owner, body: nin(number) })).status).toBe(200);
    const sandbox = await call<TBusinessFigures>(t.app, 'GET', figures, { token: owner });
    const identity = sandbox.body.data.modules[0];
    expect(identity).toMatchObject({ total: 3, found: 2, notFound: 1, failed: 0 });
    expect(identity?.daily[9]).toBe(3);
    expect(sandbox.body.data.totals).toMatchObject({ checks: 3, found: 2 });
    expect(sandbox.body.data.totals.passRate).toBeCloseTo(2 / 3);
    expect(sandbox.body.data.spend?.amount).toBe(0);

    await call(t.app, 'POST', user('/users/settings/switch-environment'), {
      token: owner,
      body: { environment: 'live' },
    });
    expect((await call(t.app, 'POST', check, { token: owner, body: nin('11111111111') })).status).toBe(200);
    const live = await call<TBusinessFigures>(t.app, 'GET', figures, { token: owner });
    expect(live.body.data.environment).toBe('live');
    expect(live.body.data.totals.checks).toBe(1);
    const spent = live.body.data.spend?.amount ?? 0;
    expect(spent).toBeGreaterThan(0);
    expect(live.body.data.walletBalance?.amount).toBe(50_000_000 - spent);
  });

  it('leaves money out for a member without wallet:view', async () => {
    const analyst = await tokenFor(t.app, ACME_ANALYST);
    const answer = await call<TBusinessFigures>(t.app, 'GET', figures, { token: analyst });
    expect(answer.status).toBe(200);
    expect(answer.body.data.spend).toBeNull();
    expect(answer.body.data.walletBalance).toBeNull();
  });
});
