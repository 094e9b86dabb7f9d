/**
 * Roles: every business starts with Owner and the default roles; custom roles are made, changed
 * and deleted under the rules (unique name, Owner fixed, held role kept, no permission the caller lacks),
 * a change reaches a holder's very next request, and one business never sees another's roles.
 */

import { readFileSync } from 'node:fs';
import {
  businessPermissions,
  type TPermissionCatalogue,
  type TRole,
  type TRoleList,
  type TRoleUsers,
  ZPermissionCatalogue,
  ZRole,
} from '@verity/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../src/db/schema.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  GLOBEX_OWNER,
  roleNamed,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
});
afterAll(() => t.close());

const list = async (token = owner) =>
  (await call<TRoleList>(t.app, 'GET', user('/roles'), { token })).body.data.items;
const create = (body: unknown, token = owner) => call<TRole>(t.app, 'POST', user('/roles'), { token, body });
const update = (id: string, body: unknown, token = owner) =>
  call<TRole>(t.app, 'PUT', user(`/roles/${id}`), { token, body });
const remove = (id: string, token = owner) => call<TRole>(t.app, 'DELETE', user(`/roles/${id}`), { token });
const companyCheck = (token: string) =>
  call(t.app, 'POST', '/api/company/v1/verifications/ng/company', {
    token,
    body: { registrationNumber: 'RC1234567', isConsent: true },
  });

describe('roles', () => {
  it('lists Owner and the default roles with how many hold each, in the shape the client types', async () => {
    const roles = await list();
    // Owner first, then by name; Acme also has the seed's role for its branch staff.
    expect(roles.map((role) => role.name)).toEqual([
      'Owner',
      'Administrator',
      'Analyst',
      'Branch Officer',
      'Developer',
      'Finance',
    ]);
    for (const role of roles) ZRole.strict().parse(role);
    expect(roles.find((role) => role.name === 'Owner')).toMatchObject({ isOwner: true, userCount: 1 });
    expect(roles.find((role) => role.name === 'Owner')?.permissions).toEqual(
      expect.arrayContaining([...businessPermissions]),
    );
    // The demo's analyst holds Acme's narrowed Analyst role.
    expect(roles.find((role) => role.name === 'Analyst')).toMatchObject({
      userCount: 1,
      permissions: ['identity:view'],
    });
    const globex = await list(await tokenFor(t.app, GLOBEX_OWNER));
    expect(globex.map((role) => role.name)).toEqual([
      'Owner',
      'Administrator',
      'Analyst',
      'Developer',
      'Finance',
    ]);
    expect(globex.map((role) => role.id)).not.toContain(roles[0]?.id);
  });

  it('answers the permission catalogue: every business permission with its label, group and description', async () => {
    const answer = await call<TPermissionCatalogue>(t.app, 'GET', user('/roles/business/permissions'), {
      token: owner,
    });
    const catalogue = ZPermissionCatalogue.strict().parse(answer.body.data);
    expect(catalogue.items.map((item) => item.permission)).toEqual([...businessPermissions]);
    expect(catalogue.items.find((item) => item.permission === 'user:manage')).toMatchObject({
      label: 'Manage the team',
      group: 'Team',
    });
  });

  it('lists the users holding a role', async () => {
    const analyst = await roleNamed(t.app, ACME_OWNER, 'Analyst');
    const answer = await call<TRoleUsers>(t.app, 'GET', user(`/roles/${analyst.id}/users`), { token: owner });
    expect(answer.body.data.items).toEqual([
      expect.objectContaining({ email: ACME_ANALYST, name: 'Ade Analyst', status: 'active' }),
    ]);
  });

  it('creates a custom role; refuses a taken name (whatever its case, Owner too) and an unknown permission', async () => {
    const made = await create({ name: 'Compliance', description: 'Screens', permissions: ['aml:view'] });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: 'Compliance', isOwner: false, userCount: 0 });
    const again = await create({ name: 'compliance', permissions: ['aml:view'] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A role with this name already exists');
    expect((await create({ name: 'OWNER', permissions: ['aml:view'] })).status).toBe(409);
    const unknown = await create({ name: 'Odd', permissions: ['admin:business:view'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors?.['permissions.0']).toMatch(/Unknown permission admin:business:view/);
    expect((await create({ name: 'Empty', permissions: [] })).body.fieldErrors?.permissions).toBe(
      'Choose at least one permission',
    );
  });

  it('never changes or deletes the Owner role', async () => {
    const ownerRole = await roleNamed(t.app, ACME_OWNER, 'Owner');
    const changed = await update(ownerRole.id, { name: 'Owner', permissions: ['identity:view'] });
    expect(changed.status).toBe(403);
    expect(changed.body.message).toBe(
      'The Owner role holds every permission and cannot be changed or deleted',
    );
    expect((await remove(ownerRole.id)).status).toBe(403);
    expect((await roleNamed(t.app, ACME_OWNER, 'Owner')).permissions).toEqual(ownerRole.permissions);
  });

  it('refuses a role a permission its maker does not hold', async () => {
    // A team lead who may manage the team but not fund the wallet.
    const lead = await create({
      name: 'Team lead',
      permissions: ['user:view', 'user:manage', 'identity:view'],
    });
    const [analyst] = await t.app.ctx.db.select().from(users).where(eq(users.email, ACME_ANALYST));
    await t.app.ctx.db.update(users).set({ roleId: lead.body.data.id }).where(eq(users.email, ACME_ANALYST));
    t.app.ctx.authCache.forgetUser(analyst?.id ?? '');
    const leadToken = await tokenFor(t.app, ACME_ANALYST);
    const refused = await create({ name: 'Money', permissions: ['identity:view', 'wallet:fund'] }, leadToken);
    expect(refused.status).toBe(403);
    expect(refused.body.fieldErrors?.permissions).toBe(
      'You cannot give a role a permission you do not hold: wallet:fund',
    );
    expect((await create({ name: 'Lookups', permissions: ['identity:view'] }, leadToken)).status).toBe(201);
    await t.app.ctx.db
      .update(users)
      .set({ roleId: analyst?.roleId ?? '' })
      .where(eq(users.email, ACME_ANALYST));
    t.app.ctx.authCache.forgetUser(analyst?.id ?? '');
  });

  it('gives a holder the changed permissions on their very next request', async () => {
    const analystToken = await tokenFor(t.app, ACME_ANALYST);
    expect((await companyCheck(analystToken)).status).toBe(403);
    const analystRole = await roleNamed(t.app, ACME_OWNER, 'Analyst');
    const changed = await update(analystRole.id, {
      name: 'Analyst',
      description: 'Customer and business verification',
      permissions: ['identity:view', 'company:view'],
    });
    expect(changed.status).toBe(200);
    expect((await companyCheck(analystToken)).status).toBe(200);
    await update(analystRole.id, { name: 'Analyst', permissions: ['identity:view'] });
    expect((await companyCheck(analystToken)).status).toBe(403);
  });

  it('keeps a role while someone holds it or a pending invitation offers it, then deletes it', async () => {
    const analystRole = await roleNamed(t.app, ACME_OWNER, 'Analyst');
    const held = await remove(analystRole.id);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe('1 user holds this role: give them another role first');

    const temp = await create({ name: 'Temporary', permissions: ['vform:view'] });
    const invited = await call(t.app, 'POST', user('/businesses/users/invite'), {
      token: owner,
      body: { email: 'temp.hire@acme.local', roleId: temp.body.data.id },
    });
    expect(invited.status).toBe(201);
    const offered = await remove(temp.body.data.id);
    expect(offered.status).toBe(409);
    expect(offered.body.message).toMatch(/^1 pending invitation offers this role/);

    const spare = await create({ name: 'Spare', permissions: ['vform:view'] });
    const deleted = await remove(spare.body.data.id);
    expect(deleted.status).toBe(200);
    expect((await call(t.app, 'GET', user(`/roles/${spare.body.data.id}`), { token: owner })).status).toBe(
      404,
    );
  });

  it('answers 404 for another business’s role and 403 to a member without user:view or user:manage', async () => {
    const acmeAnalyst = await roleNamed(t.app, ACME_OWNER, 'Analyst');
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    expect((await call(t.app, 'GET', user(`/roles/${acmeAnalyst.id}`), { token: globex })).status).toBe(404);
    expect((await update(acmeAnalyst.id, { name: 'Mine', permissions: ['vform:view'] }, globex)).status).toBe(
      404,
    );
    expect((await remove(acmeAnalyst.id, globex)).status).toBe(404);
    const analystToken = await tokenFor(t.app, ACME_ANALYST);
    expect((await call(t.app, 'GET', user('/roles'), { token: analystToken })).status).toBe(403);
    expect((await create({ name: 'Sneaky', permissions: ['identity:view'] }, analystToken)).status).toBe(403);
  });

  it('migration 0014 gives a business made before it the default roles, and its Owner user:manage', async () => {
    const globexOwner = await roleNamed(t.app, GLOBEX_OWNER, 'Owner');
    const globexFinance = await roleNamed(t.app, GLOBEX_OWNER, 'Finance');
    // Globex as it was before the migration: no Finance role, an Owner without user:manage.
    await t.app.ctx.db.delete(roles).where(eq(roles.id, globexFinance.id));
    await t.app.ctx.db
      .update(roles)
      .set({ permissions: globexOwner.permissions.filter((permission) => permission !== 'user:manage') })
      .where(eq(roles.id, globexOwner.id));
    const migration = readFileSync(new URL('../drizzle/0014_roles_for_teams.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.app.ctx.db.execute(sql.raw(statement));
    expect((await roleNamed(t.app, GLOBEX_OWNER, 'Finance')).permissions).toEqual(globexFinance.permissions);
    expect((await roleNamed(t.app, GLOBEX_OWNER, 'Owner')).permissions).toContain('user:manage');
    // Run again, it adds nothing: Acme keeps its own narrowed Analyst and no second of anything.
    const before = await list();
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.app.ctx.db.execute(sql.raw(statement));
    expect(await list()).toEqual(before);
  });
});
