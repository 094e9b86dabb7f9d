/**
 * GET /users/me as the dashboard's session check (the route guard, and the profile read on entering the
 * default layout): the user and the business profile in one answer, the profile exactly as GET
 * /businesses/me shows it, and none for a session that may only set up two-factor authentication.
 */
import { type TBusinessProfile, ZSessionResponse } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses } from '../src/db/schema.js';
import { ACME_ANALYST, ACME_OWNER, call, createTestApp, type TestApp, tokenFor, user } from './harness.js';

const ADMIN = 'admin@verity.local';
const BRANCH = 'branch@acme.local';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sessionOf(token: string) {
  const answer = await call(t.app, 'GET', user('/users/me'), { token });
  expect(answer.status).toBe(200);
  return ZSessionResponse.parse(answer.body.data);
}

const ownProfile = async (token: string) =>
  (await call<TBusinessProfile>(t.app, 'GET', user('/businesses/me'), { token })).body.data;

describe('GET /users/me', () => {
  it.each([
    ['the owner', ACME_OWNER],
    ['an analyst', ACME_ANALYST],
    ['organization staff', BRANCH],
    ['platform staff', ADMIN],
  ])('answers %s with the user and the business profile GET /businesses/me shows', async (_, email) => {
    const token = await tokenFor(t.app, email);
    const session = await sessionOf(token);
    expect(session.user.email).toBe(email);
    expect(session.businessProfile).toEqual(await ownProfile(token));
    expect(session.businessProfile?.id).toBe(session.user.business.id);
  });

  it('shows the sidebar’s business words: name and registration number', async () => {
    const session = await sessionOf(await tokenFor(t.app, ACME_OWNER));
    expect(session.businessProfile).toMatchObject({
      type: 'business',
      information: { companyName: 'Acme Ltd', registrationNumber: 'RC1234567' },
      contactInformation: { person: { email: ACME_OWNER } },
    });
  });

  it('leaves the profile out while a forced 2FA set-up is pending, as GET /businesses/me refuses that session', async () => {
    const token = await tokenFor(t.app, ACME_ANALYST);
    await t.app.ctx.db.update(businesses).set({ force2FA: true }).where(eq(businesses.name, 'Acme Ltd'));
    try {
      const session = await sessionOf(token);
      expect(session.user).toMatchObject({ email: ACME_ANALYST, force2FA: true, twoFactorEnabled: false });
      expect(session.businessProfile).toBeNull();
      expect((await call(t.app, 'GET', user('/businesses/me'), { token })).status).toBe(403);
    } finally {
      await t.app.ctx.db.update(businesses).set({ force2FA: false }).where(eq(businesses.name, 'Acme Ltd'));
    }
  });

  it('runs no database query of its own once the session is in the auth cache', async () => {
    const token = await tokenFor(t.app, ACME_OWNER);
    await sessionOf(token); // warms the cache
    const db = t.app.ctx.db;
    const entries = ['select', 'insert', 'update', 'delete', 'execute', 'transaction'] as const;
    const spies = entries.map((entry) => vi.spyOn(db, entry));
    try {
      const session = await sessionOf(token);
      expect(session.businessProfile?.contactInformation.person.email).toBe(ACME_OWNER);
      expect(spies.map((spy) => spy.mock.calls.length)).toEqual(entries.map(() => 0));
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('answers 401 without a session', async () => {
    const answer = await call(t.app, 'GET', user('/users/me'));
    expect(answer.status).toBe(401);
    expect(answer.body.name).toBe('UnauthorizedError');
  });
});
