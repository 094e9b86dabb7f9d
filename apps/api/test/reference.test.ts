import {
  ZBusinessProfile,
  ZCountriesResponse,
  ZHealthResponse,
  ZStatesResponse,
  ZTimezonesResponse,
} from '@verity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_OWNER, call, createTestApp, type TestApp, tokenFor, user } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference data and health', () => {
  it('lists countries and Nigeria’s 36 states plus the FCT', async () => {
    const countries = ZCountriesResponse.parse((await call(t.app, 'GET', user('/countries'))).body.data);
    expect(countries.items.map((c) => c.code)).toEqual(
      expect.arrayContaining(['NG', 'GH', 'KE', 'ZA', 'GB']),
    );
    const ng = ZStatesResponse.parse((await call(t.app, 'GET', user('/countries/ng/states'))).body.data);
    expect(ng.items).toHaveLength(37);
    expect(ng.items.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Lagos', 'Federal Capital Territory', 'Kano']),
    );
    expect((await call(t.app, 'GET', user('/countries/XX/states'))).status).toBe(404);
    expect((await call(t.app, 'GET', user('/countries/NGA/states'))).status).toBe(400);
  });

  it('lists timezones for a signed-in user', async () => {
    const token = await tokenFor(t.app, ACME_OWNER);
    const zones = ZTimezonesResponse.parse(
      (await call(t.app, 'GET', user('/users/settings/timezones'), { token })).body.data,
    );
    expect(zones.items.find((z) => z.name === 'Africa/Lagos')?.offset).toBe('+01:00');
  });

  it("shows the caller's own business profile, never another's", async () => {
    const acme = ZBusinessProfile.parse(
      (await call(t.app, 'GET', user('/businesses/me'), { token: await tokenFor(t.app, ACME_OWNER) })).body
        .data,
    );
    expect(acme).toMatchObject({
      status: 'activated',
      billingType: 'subscription',
      hasSubscription: false,
      information: { companyName: 'Acme Ltd', registrationNumber: 'RC1234567' },
      contactInformation: { person: { email: ACME_OWNER } },
    });
    const analyst = await call(t.app, 'GET', user('/businesses/me'), {
      token: await tokenFor(t.app, 'analyst@acme.local'),
    });
    expect((analyst.body.data as { id: string }).id).toBe(acme.id);
    const globex = await call(t.app, 'GET', user('/businesses/me'), {
      token: await tokenFor(t.app, 'owner@globex.local'),
    });
    expect((globex.body.data as { information: { companyName: string } }).information.companyName).toBe(
      'Globex Ltd',
    );
    expect((await call(t.app, 'GET', user('/businesses/me'))).status).toBe(401);
  });

  it('answers health with the database kind', async () => {
    const health = ZHealthResponse.parse((await call(t.app, 'GET', '/api/health')).body.data);
    expect(health.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('shows the dev mailbox newest first, filtered by address', async () => {
    await call(t.app, 'POST', user('/auth/password/reset'), { body: { email: ACME_OWNER } });
    await call(t.app, 'POST', user('/auth/password/reset'), { body: { email: ACME_OWNER } });
    const box = await call<{ items: Array<{ to: string; createdAt: string; subject: string }> }>(
      t.app,
      'GET',
      `/api/dev/mailbox?to=${encodeURIComponent(ACME_OWNER)}`,
    );
    expect(box.body.data.items).toHaveLength(2);
    expect(box.body.data.items.every((m) => m.to === ACME_OWNER)).toBe(true);
    expect(box.body.data.items[0]?.subject).toBe('Reset your Verity password');
  });

  it('has no dev mailbox in production, nor lists one in its OpenAPI document', async () => {
    const prod = await createTestApp({ config: { nodeEnv: 'production' }, seed: false });
    try {
      expect((await call(prod.app, 'GET', '/api/dev/mailbox')).status).toBe(404);
      const document = (await prod.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(document.paths['/api/dev/mailbox']).toBeUndefined();
      expect(document.paths['/api/health']).toBeDefined();
    } finally {
      await prod.close();
    }
  });
});
