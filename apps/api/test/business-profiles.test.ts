/**
 * Business and organization profiles for the scoped sidebars: a platform admin reads
 * any business's profile with admin:business:view; a business's staff read its organizations with
 * organization:view, organization staff only their own. Another business's organization answers 404.
 */
import type { TBusinessProfile, TOrganizationProfile } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, organizations } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { ACME_OWNER, call, createTestApp, GLOBEX_OWNER, type TestApp, tokenFor, user } from './harness.js';

const ADMIN = 'admin@verity.local';
const BRANCH = 'branch@acme.local';

let t: TestApp;
let tokens: { admin: string; owner: string; branch: string; globex: string };
let acmeId: string;
let branchId: string;
let otherOrganizationId: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    admin: await tokenFor(t.app, ADMIN),
    owner: await tokenFor(t.app, ACME_OWNER),
    branch: await tokenFor(t.app, BRANCH),
    globex: await tokenFor(t.app, GLOBEX_OWNER),
  };
  const own = await call<TBusinessProfile>(t.app, 'GET', user('/businesses/me'), { token: tokens.owner });
  acmeId = own.body.data.id;
  const [branch] = await t.app.ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, 'Acme Lagos Branch'));
  branchId = branch?.id ?? '';
  // Another organization of Acme, which the branch officer must not read.
  otherOrganizationId = newId();
  await t.app.ctx.db
    .insert(organizations)
    .values({ id: otherOrganizationId, businessId: acmeId, name: 'Acme Abuja Branch' });
});
afterAll(() => t.close());

const businessProfile = (id: string, token: string | null) =>
  call<TBusinessProfile>(t.app, 'GET', user(`/admin/businesses/${id}`), { token });
const organizationProfile = (id: string, token: string | null) =>
  call<TOrganizationProfile>(t.app, 'GET', user(`/organizations/${id}`), { token });

describe('GET /admin/businesses/:businessId', () => {
  it("shows the platform admin a business's profile, as the business itself sees it", async () => {
    const answer = await businessProfile(acmeId, tokens.admin);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: acmeId,
      type: 'business',
      countryCode: 'NG',
      information: { logo: null, companyName: 'Acme Ltd', registrationNumber: 'RC1234567' },
      contactInformation: { person: { email: ACME_OWNER } },
    });
    const own = await call<TBusinessProfile>(t.app, 'GET', user('/businesses/me'), { token: tokens.owner });
    expect(answer.body.data).toEqual(own.body.data);
  });

  it('refuses a business user, who lacks admin:business:view, with 403', async () => {
    const answer = await businessProfile(acmeId, tokens.owner);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, name: 'ForbiddenError' });
  });

  it('answers 404 for an unknown business', async () => {
    const answer = await businessProfile(newId(), tokens.admin);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ name: 'NotFoundError', message: 'Business not found' });
  });

  it('refuses an over-long id with 400', async () => {
    const answer = await businessProfile('x'.repeat(65), tokens.admin);
    expect(answer.status).toBe(400);
    expect(answer.body.name).toBe('ValidationError');
  });

  it('answers 401 when signed out', async () => {
    const answer = await businessProfile(acmeId, null);
    expect(answer.status).toBe(401);
    expect(answer.body.name).toBe('UnauthorizedError');
  });
});

describe('GET /organizations/:organizationId', () => {
  const branchProfile = () => ({
    id: branchId,
    businessId: acmeId,
    name: 'Acme Lagos Branch',
    email: BRANCH,
    logo: null,
    registrationNumber: null,
  });

  it("shows the business's owner its organization", async () => {
    const answer = await organizationProfile(branchId, tokens.owner);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject(branchProfile());
  });

  it('shows organization staff their own organization', async () => {
    const answer = await organizationProfile(branchId, tokens.branch);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject(branchProfile());
  });

  it("answers 404, never 403, for another business's organization", async () => {
    const answer = await organizationProfile(branchId, tokens.globex);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ name: 'NotFoundError', message: 'Organization not found' });
  });

  it('answers 404 to organization staff for an organization not theirs', async () => {
    const answer = await organizationProfile(otherOrganizationId, tokens.branch);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Organization not found');
    // Their business's owner does see it.
    expect((await organizationProfile(otherOrganizationId, tokens.owner)).status).toBe(200);
  });

  it('answers 404 for an unknown organization and 401 when signed out', async () => {
    expect((await organizationProfile(newId(), tokens.owner)).status).toBe(404);
    const signedOut = await organizationProfile(branchId, null);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.name).toBe('UnauthorizedError');
  });

  it('shows the parent business’s logo', async () => {
    await t.app.ctx.db
      .update(businesses)
      .set({ logo: 'https://cdn.test/acme.png' })
      .where(eq(businesses.id, acmeId));
    // A hand edit: the route that will change a logo must announce it to the auth cache the same way.
    t.app.ctx.authCache.forgetBusiness(acmeId);
    const answer = await organizationProfile(branchId, tokens.owner);
    expect(answer.body.data.logo).toBe('https://cdn.test/acme.png');
  });
});
