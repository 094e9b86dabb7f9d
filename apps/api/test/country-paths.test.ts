/**
 * A country in a path answers one way everywhere: a country the path does not serve is 400 on the country
 * field, "Unknown country: use …" naming those it does, never a missing route. Walks every registered route
 * with a `:country` parameter or a country written into its path (`/credit-report/ng/individual`), so a
 * module declared later is held to it the day it is added.
 */
import { businessPermissions, hasAllPermissions, organizationPermissions } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema.js';
import type { RegisteredRoute } from '../src/http/app-instance.js';
import { ACME_OWNER, call, createTestApp, type TestApp, tokenFor, user } from './harness.js';
import { ownerOf } from './vform-fixtures.js';

let t: TestApp;
let owner: string;
let admin: string;
let branch: string;
let ownerPermissions: string[];
const known: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
  admin = await tokenFor(t.app, 'admin@verity.local');
  await t.app.ctx.db
    .update(roles)
    .set({ permissions: [...businessPermissions, ...organizationPermissions] })
    .where(eq(roles.name, 'Branch Officer'));
  branch = await tokenFor(t.app, 'branch@acme.local');
  const me = await call<{ user: { role: { permissions: string[] } } }>(t.app, 'GET', user('/users/me'), {
    token: owner,
  });
  ownerPermissions = me.body.data.user.role.permissions;
  known.businessId = (await ownerOf(t.app, ACME_OWNER)).businessId;
  known.organizationId = (await ownerOf(t.app, 'branch@acme.local')).organizationId as string;
});
afterAll(() => t.close());

const UNKNOWN = 'xx';
const ANY_ID = '0190a6f0-0000-7000-8000-000000000000';
/** A country as a path writes it: two lower-case letters (`me` is the caller, as in `/users/me`). */
const isCountrySegment = (segment: string) => /^[a-z]{2}$/.test(segment) && segment !== 'me';

/** The route's path with its country (parameter or written) unknown and every other parameter filled. */
function withUnknownCountry(route: RegisteredRoute): string | undefined {
  const segments = route.url.split('/');
  const at = segments.findIndex((segment) => segment === ':country' || isCountrySegment(segment));
  if (at < 0) return undefined;
  return segments
    .map((segment, i) => {
      if (i === at) return UNKNOWN;
      if (segment.startsWith(':')) return known[segment.slice(1)] ?? (segment === ':type' ? 'nin' : ANY_ID);
      return segment;
    })
    .join('/');
}

function tokenOf(route: RegisteredRoute): string | undefined {
  if (route.access?.tenancy === 'public') return undefined;
  if (route.access?.tenancy === 'platform') return admin;
  return hasAllPermissions(ownerPermissions, route.access?.permissions ?? []) ? owner : branch;
}

describe('a country in a path', () => {
  it('answers an unknown one with 400 on the country field, naming the countries served, on every route', async () => {
    const walked: string[] = [];
    const failures: string[] = [];
    for (const route of t.app.routeList) {
      if (!route.url.startsWith('/api/') || route.method === 'OPTIONS') continue;
      const url = withUnknownCountry(route);
      if (!url) continue;
      walked.push(`${route.method} ${route.url}`);
      const token = tokenOf(route);
      const answer = await call(t.app, route.method as 'GET' | 'POST', url, {
        ...(token ? { token } : {}),
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      const message = answer.body.fieldErrors?.country;
      if (
        answer.status !== 400 ||
        !/^Unknown country: use [a-z]{2}((, [a-z]{2})* or [a-z]{2})?$/.test(String(message)) ||
        answer.body.message !== message
      )
        failures.push(
          `${route.method} ${url} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`,
        );
    }
    console.info(`country paths: ${walked.length} routes, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(walked).toEqual(
      expect.arrayContaining([
        'POST /api/identity/v1/verifications/identity/:country/:type',
        'POST /api/identity/v1/verifications/identity/credit-report/ng/individual',
        'POST /api/company/v1/verifications/ng/company',
        'GET /api/company/v1/verifications/ng/company-details/:id',
      ]),
    );
  });

  it('names the countries each path serves', async () => {
    const expectations: Array<[string, string, string]> = [
      ['POST', '/api/identity/v1/verifications/identity/credit-report/xx/individual', 'ng, ke or gb'],
      ['POST', '/api/identity/v1/verifications/identity/credit-report/gb/business', 'ng or ke'],
      ['POST', '/api/identity/v1/verifications/identity/xx/nin', 'ng, gh, ke or za'],
      ['POST', '/api/company/v1/verifications/za/company', 'ng'],
      ['GET', '/api/identity/v1/verifications/identity/ng/banks', 'ke'],
    ];
    for (const [method, url, countries] of expectations) {
      const answer = await call(t.app, method as 'GET' | 'POST', url, {
        token: owner,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(answer.status, url).toBe(400);
      expect(answer.body.fieldErrors, url).toEqual({ country: `Unknown country: use ${countries}` });
    }
  });

  it('still reaches the route for a country it serves', async () => {
    const answer = await call(
      t.app,
      'POST',
      '/api/identity/v1/verifications/identity/credit-report/gb/individual',
      {
        token: owner,
        body: {},
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors?.country).toBeUndefined();
    expect(answer.body.fieldErrors?.isConsent).toBe('The consent field is required');
    const banks = await call(t.app, 'GET', '/api/identity/v1/verifications/identity/ke/banks', {
      token: owner,
    });
    expect(banks.status).toBe(200);
  });
});
