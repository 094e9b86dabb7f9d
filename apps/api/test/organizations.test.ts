/**
 * Organizations: a business creates an organization and its first staff member is invited; on
 * registering they join it (pending → active) and see only it. The list filters by status, name, location
 * and dates; `/locations` lists where they are. Organization staff cannot create one, nor see another.
 */
import type { CursorList, TLocations, TOrganizationProfile } from '@verity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  fromLatestMail,
  GLOBEX_OWNER,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

const STAFF = 'manager@acme-ibadan.example';
const branch = {
  name: 'Acme Ibadan',
  firstName: 'Ife',
  lastName: 'Manager',
  email: STAFF,
  supportEmail: 'ibadan@acme.example',
  countryCode: 'NG',
  mobile: '08035556666',
  location: 'Oyo',
  branchAddress: '3 Ring Road, Ibadan',
};

let t: TestApp;
let owner: string;
/** Set by the first test: the Ibadan organization and its first staff member's session. */
let ibadanId = '';
let staffToken = '';
beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
});
afterAll(() => t.close());

type Listed = CursorList<TOrganizationProfile>;

describe('organizations', () => {
  it('creates one, invites its first staff member, who joins it and sees only it', async () => {
    const bad = await call(t.app, 'POST', user('/organizations/account/create'), {
      token: owner,
      body: { ...branch, supportEmail: 'nope' },
    });
    expect(bad.status).toBe(400);
    const analyst = await tokenFor(t.app, ACME_ANALYST);
    const refused = await call(t.app, 'POST', user('/organizations/account/create'), {
      token: analyst,
      body: branch,
    });
    expect(refused.status).toBe(403);

    const created = await call<TOrganizationProfile>(t.app, 'POST', user('/organizations/account/create'), {
      token: owner,
      body: branch,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Acme Ibadan',
      status: 'pending',
      location: 'Oyo',
      contactInformation: { person: { email: STAFF } },
    });
    const taken = await call(t.app, 'POST', user('/organizations/account/create'), {
      token: owner,
      body: { ...branch, email: ACME_ANALYST },
    });
    expect(taken.status).toBe(409);

    const token = await fromLatestMail(t.app, STAFF, /\/auth\/register\/(\S+)/);
    const registered = await call<{ token: string }>(
      t.app,
      'POST',
      user(`/businesses/users/register/${token}`),
      {
        body: { firstName: 'Ife', lastName: 'Manager', mobile: '08035556666', password: 'Ibadan!2026pass' },
      },
    );
    expect(registered.status).toBe(201);
    const staff = registered.body.data.token;
    staffToken = staff;
    ibadanId = created.body.data.id;
    const theirs = await call<Listed>(t.app, 'GET', user('/organizations'), { token: staff });
    expect(theirs.body.data.items).toEqual([
      expect.objectContaining({ id: created.body.data.id, status: 'active' }),
    ]);
    const mine = await call<TOrganizationProfile>(
      t.app,
      'GET',
      user(`/organizations/${created.body.data.id}`),
      {
        token: staff,
      },
    );
    expect(mine.status).toBe(200);
    // The Lagos branch (seeded) is the business's, not theirs: unknown to them.
    const all = await call<Listed>(t.app, 'GET', user('/organizations'), { token: owner });
    const lagos = all.body.data.items.find((row) => row.name === 'Acme Lagos Branch');
    expect(lagos).toBeDefined();
    expect((await call(t.app, 'GET', user(`/organizations/${lagos?.id}`), { token: staff })).status).toBe(
      404,
    );
    expect(
      (await call(t.app, 'POST', user('/organizations/account/create'), { token: staff, body: branch }))
        .status,
    ).toBe(403);
  });

  it('filters by status, name, location and date, and lists the locations', async () => {
    const filter = async (query: string) =>
      (
        await call<Listed>(t.app, 'GET', user(`/organizations/filter?${query}`), { token: owner })
      ).body.data.items.map((row) => row.name);
    expect(await filter('name=ibad')).toEqual(['Acme Ibadan']);
    expect(await filter('location=oyo')).toEqual(['Acme Ibadan']);
    expect(await filter('status=active&name=acme')).toEqual(
      expect.arrayContaining(['Acme Ibadan', 'Acme Lagos Branch']),
    );
    expect(await filter('status=pending')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await filter(`startDate=${today}&endDate=${today}&name=ibadan`)).toEqual(['Acme Ibadan']);
    expect(await filter('endDate=2000-01-01')).toEqual([]);
    expect(
      (await call(t.app, 'GET', user('/organizations/filter?status=asleep'), { token: owner })).status,
    ).toBe(400);

    const locations = await call<TLocations>(t.app, 'GET', user('/locations'), { token: owner });
    expect(locations.body.data.items).toEqual(['Oyo']);
    // Another business sees none of Acme's.
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    expect(
      (await call<Listed>(t.app, 'GET', user('/organizations/filter'), { token: globex })).body.data.items,
    ).toEqual([]);
  });

  it("shows platform staff a business's organizations and lets them create one; others get 403", async () => {
    const admin = await tokenFor(t.app, 'admin@verity.local');
    const me = await call<{ id: string }>(t.app, 'GET', user('/businesses/me'), { token: owner });
    const acmeId = me.body.data.id;
    const listed = await call<Listed>(
      t.app,
      'GET',
      user(`/admin/businesses/${acmeId}/organizations?name=lagos`),
      {
        token: admin,
      },
    );
    expect(listed.body.data.items.map((row) => row.name)).toEqual(['Acme Lagos Branch']);
    const lagos = listed.body.data.items[0];
    const one = await call<TOrganizationProfile>(
      t.app,
      'GET',
      user(`/admin/businesses/${acmeId}/organizations/${lagos?.id}`),
      { token: admin },
    );
    expect(one.body.data.name).toBe('Acme Lagos Branch');
    const created = await call<TOrganizationProfile>(
      t.app,
      'POST',
      user(`/admin/businesses/${acmeId}/organizations/account/create`),
      { token: admin, body: { ...branch, name: 'Acme Abuja', email: 'abuja@acme.example', location: 'FCT' } },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ businessId: acmeId, status: 'pending' });
    // The business sees it among its own.
    const theirs = await call<Listed>(t.app, 'GET', user('/organizations/filter?name=abuja'), {
      token: owner,
    });
    expect(theirs.body.data.items).toHaveLength(1);
    expect(
      (await call(t.app, 'GET', user(`/admin/businesses/${acmeId}/organizations`), { token: owner })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'GET', user(`/admin/businesses/unknown/organizations`), { token: admin })).status,
    ).toBe(404);
  });
});

describe("an organization's team and wallet", () => {
  const lagosId = async () => {
    const all = await call<Listed>(t.app, 'GET', user('/organizations/filter?name=lagos'), { token: owner });
    return all.body.data.items[0]?.id ?? '';
  };

  it('shows its staff their organization’s team only', async () => {
    const team = await call<{ items: { email: string; status: string; kind: string }[] }>(
      t.app,
      'GET',
      user(`/organizations/${ibadanId}/users`),
      { token: staffToken },
    );
    expect(team.status).toBe(200);
    expect(team.body.data.items).toEqual([
      expect.objectContaining({ email: STAFF, status: 'active', kind: 'user' }),
    ]);
    // Another organization of the same business is unknown to them; the owner lacks the organization gate.
    expect(
      (await call(t.app, 'GET', user(`/organizations/${await lagosId()}/users`), { token: staffToken }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', user(`/organizations/${ibadanId}/users`), { token: owner })).status,
    ).toBe(403);
  });

  it('shows the wallet the business funds by transfer, the transfer as money in', async () => {
    const wallet = (id: string, token: string) =>
      call<{ balance: { amount: number; currency: string } }>(
        t.app,
        'GET',
        `/api/billing/v1/wallets/organization/${id}/balances`,
        { token },
      );
    expect((await wallet(ibadanId, staffToken)).body.data.balance).toEqual({ amount: 0, currency: 'NGN' });
    const moved = await call(t.app, 'POST', '/api/billing/v1/wallets/funding/transfer', {
      token: owner,
      body: { amount: 2_500_000, organizationId: ibadanId },
    });
    expect(moved.status).toBe(200);
    expect((await wallet(ibadanId, staffToken)).body.data.balance.amount).toBe(2_500_000);

    const history = await call<{
      items: { itemType: string; paymentType: string; amount: { amount: number } }[];
    }>(t.app, 'GET', `/api/billing/v1/wallets/organization/${ibadanId}/transactions`, { token: staffToken });
    expect(history.body.data.items).toEqual([
      expect.objectContaining({
        itemType: 'wallet_transfer',
        paymentType: 'credit',
        amount: expect.objectContaining({ amount: 2_500_000 }),
      }),
    ]);
    // The business still sees it leave its wallet.
    const business = await call<{ items: { itemType: string; paymentType: string }[] }>(
      t.app,
      'GET',
      '/api/billing/v1/transactions',
      { token: owner },
    );
    expect(business.body.data.items[0]).toMatchObject({ itemType: 'wallet_transfer', paymentType: 'debit' });

    expect((await wallet(await lagosId(), staffToken)).status).toBe(404);
    expect((await wallet(ibadanId, owner)).status).toBe(403);
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    expect((await wallet(ibadanId, globex)).status).toBe(403);
  });
});
