/**
 * Nobody acts on a person, role, API key or invitation that holds a permission they lack. A rule keeps
 * every route that changes one of them declared (`actsOn` in the route-access table), and a walker calls
 * each declared route as a manager who lacks `wallet:fund`: against a target holding it the answer is 403
 * and the target is unchanged; against a target no stronger than the manager the guard stands aside.
 */
import { type RouteAccessRule, type RouteTarget, routeAccess } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, invitations, roles, users } from '../src/db/schema.js';
import {
  ACME_OWNER,
  addMember,
  call,
  createTestApp,
  roleNamed,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

let t: TestApp;
let owner: string;
let manager: string;
let businessId: string;
/** Every business permission but `wallet:fund`: the manager's role, and so what a weaker target may hold. */
let managerPermissions: string[];

type Method = Parameters<typeof call>[1];
const asOwner = <T>(method: Method, path: string, body?: unknown) =>
  call<T>(t.app, method, user(path), { token: owner, body });

beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
  const ownerRole = await roleNamed(t.app, ACME_OWNER, 'Owner');
  businessId = ownerRole.businessId;
  managerPermissions = ownerRole.permissions.filter((permission) => permission !== 'wallet:fund');
  const role = await asOwner<{ id: string }>('POST', '/roles', {
    name: 'Team manager',
    permissions: managerPermissions,
  });
  expect(role.status).toBe(201);
  await addMember(t.app, ACME_OWNER, 'manager@acme.local', role.body.data.id);
  manager = await tokenFor(t.app, 'manager@acme.local');
});
afterAll(() => t.close());

/** A target of a kind, and how to read it back to prove a refused call left it as it was. */
interface Target {
  id: string;
  email?: string;
}

let made = 0;
const unique = (word: string) => `${word} ${++made}`;

/** A role holding `permissions`, made by the Owner. */
async function makeRole(permissions: string[]): Promise<string> {
  const role = await asOwner<{ id: string }>('POST', '/roles', { name: unique('Role'), permissions });
  expect(role.status).toBe(201);
  return role.body.data.id;
}

const makers: Record<RouteTarget, (permissions: string[]) => Promise<Target>> = {
  user: async (permissions) => {
    const email = `member-${++made}@acme.local`;
    return { id: await addMember(t.app, ACME_OWNER, email, await makeRole(permissions)), email };
  },
  role: async (permissions) => ({ id: await makeRole(permissions) }),
  'api-key': async (permissions) => {
    const key = await asOwner<{ id: string }>('POST', '/settings/developer/api-keys', {
      name: unique('Key'),
      scopes: permissions,
    });
    expect(key.status).toBeLessThan(300);
    return { id: key.body.data.id };
  },
  invitation: async (permissions) => {
    const email = `invitee-${++made}@acme.local`;
    const invited = await asOwner<{ id: string }>('POST', '/businesses/users/invite', {
      email,
      roleId: await makeRole(permissions),
    });
    expect(invited.status).toBe(201);
    return { id: '', email };
  },
};

/** The stored target, to compare before and after a refused call. */
async function snapshot(kind: RouteTarget, target: Target): Promise<unknown> {
  const db = t.app.ctx.db;
  switch (kind) {
    case 'user':
      return (await db.select().from(users).where(eq(users.id, target.id)))[0];
    case 'role':
      return (await db.select().from(roles).where(eq(roles.id, target.id)))[0];
    case 'api-key':
      return (await db.select().from(apiKeys).where(eq(apiKeys.id, target.id)))[0];
    case 'invitation':
      return (
        await db
          .select()
          .from(invitations)
          .where(and(eq(invitations.businessId, businessId), eq(invitations.email, target.email ?? '')))
      )[0];
  }
}

/**
 * A valid body for each declared route. A route added with `actsOn` and no body here fails the walker,
 * so the new route is walked the day it is added.
 */
const bodies: Record<string, (target: Target) => Promise<unknown> | unknown> = {
  'POST /api/user/v1/businesses/users/:id/reassign-role': async () => ({
    roleId: (await roleNamed(t.app, ACME_OWNER, 'Analyst')).id,
  }),
  'POST /api/user/v1/businesses/users/:id/deactivate': () => ({}),
  'POST /api/user/v1/businesses/users/:id/activate': () => ({}),
  'POST /api/user/v1/businesses/users/:id/deactivate-2fa': () => ({}),
  'POST /api/user/v1/businesses/users/re-invite': (target) => ({ email: target.email }),
  'PUT /api/user/v1/roles/:id': () => ({ name: unique('Renamed'), permissions: ['identity:view'] }),
  'DELETE /api/user/v1/roles/:id': () => undefined,
  'PUT /api/user/v1/settings/developer/api-keys/:id': () => ({
    name: unique('Renamed key'),
    scopes: ['identity:view'],
  }),
  'DELETE /api/user/v1/settings/developer/api-keys/:id': () => undefined,
};

const declared = Object.entries<RouteAccessRule>(routeAccess).flatMap(([key, rule]) =>
  rule.actsOn ? [{ key, actsOn: rule.actsOn }] : [],
);

async function callRoute(key: string, target: Target, token: string) {
  const [method, path = ''] = key.split(' ') as [Method, string];
  const body = await bodies[key]?.(target);
  return call(t.app, method, path.replace(':id', target.id), { token, body });
}

describe('acting on people, roles, keys and invitations', () => {
  it('declares a target on every route that changes a person, a role, a key or an invitation', () => {
    // A write addressed to one of these by id, or an invitation sent again, acts on something that holds
    // permissions. Platform support routes are out of scope: platform staff act by their own permission.
    const actsOnSomeone = /\/(users|roles|api-keys|invitations)\/:id\b|\/re-invite$/;
    const undeclared = t.app.routeList
      .filter(
        (route) =>
          route.method !== 'GET' &&
          route.access &&
          !['public', 'platform', 'session'].includes(route.access.tenancy) &&
          actsOnSomeone.test(route.url) &&
          !route.access.actsOn,
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    expect(declared.length).toBeGreaterThanOrEqual(9);
    const withoutBody = declared.filter(({ key }) => !bodies[key]).map(({ key }) => key);
    expect(withoutBody, 'give the walker a body for these routes').toEqual([]);
  });

  it('refuses a manager who lacks wallet:fund on every target that holds it, leaving the target as it was', async () => {
    for (const { key, actsOn } of declared) {
      const target = await makers[actsOn]([...managerPermissions.slice(0, 3), 'wallet:fund']);
      const before = await snapshot(actsOn, target);
      const answer = await callRoute(key, target, manager);
      expect(answer.status, key).toBe(403);
      expect(answer.body.message, key).toMatch(/^You cannot act on .* you do not hold: wallet:fund$/);
      expect(await snapshot(actsOn, target), key).toEqual(before);
    }
  });

  it('lets the same manager act on every target no stronger than themselves', async () => {
    for (const { key, actsOn } of declared) {
      const target = await makers[actsOn](managerPermissions.slice(0, 3));
      const answer = await callRoute(key, target, manager);
      // The route's own rules may still refuse (two-factor that is not on): never for strength.
      expect(String(answer.body.message), key).not.toMatch(/^You cannot act on/);
      expect(answer.status, key).toBeLessThan(403);
    }
  });

  it('lets the Owner act on a target holding wallet:fund', async () => {
    const target = await makers.user(['identity:view', 'wallet:fund']);
    const answer = await callRoute('POST /api/user/v1/businesses/users/:id/deactivate', target, owner);
    expect(answer.status).toBe(200);
  });
});
