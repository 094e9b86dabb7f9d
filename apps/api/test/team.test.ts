/**
 * The team: members and pending invitations in one filtered, paged list; a member's page; a
 * new role, deactivation, activation and a two-factor reset reaching the person's very next request; the
 * rules (not yourself, never the last Owner, no role stronger than the one changing it); re-invitation;
 * tenant 404s; every change in the audit log with who made it.
 */
import {
  type PageList,
  type TInvitationBatch,
  type TTeamMember,
  type TTeamMemberDetail,
  ZTeamMember,
  ZTeamMemberDetail,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, recoveryCodes, users } from '../src/db/schema.js';
import { EMAIL_TAKEN_MESSAGE } from '../src/features/accounts/account-routes.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  addMember,
  call,
  createTestApp,
  fromLatestMail,
  GLOBEX_OWNER,
  roleNamed,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

let t: TestApp;
let owner: string;
let analystId: string;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
  const [analyst] = await t.app.ctx.db.select().from(users).where(eq(users.email, ACME_ANALYST));
  const [ownerRow] = await t.app.ctx.db.select().from(users).where(eq(users.email, ACME_OWNER));
  analystId = analyst?.id ?? '';
  ownerId = ownerRow?.id ?? '';
});
afterAll(() => t.close());

const team = async (query = '', token = owner) =>
  (await call<PageList<TTeamMember>>(t.app, 'GET', user(`/businesses/users${query}`), { token })).body.data;
const change = (id: string, action: string, body: unknown = {}, token = owner) =>
  call<TTeamMember>(t.app, 'POST', user(`/businesses/users/${id}/${action}`), { token, body });
const me = (token: string) => call(t.app, 'GET', user('/users/me'), { token });
/** The demo analyst given `roleName` by the owner and signed in again: their token, acting in that role. */
async function analystAs(roleName: string): Promise<string> {
  const role = await roleNamed(t.app, ACME_OWNER, roleName);
  expect((await change(analystId, 'reassign-role', { roleId: role.id })).status).toBe(200);
  return tokenFor(t.app, ACME_ANALYST);
}
const invite = (email: string, roleName: string) =>
  roleNamed(t.app, ACME_OWNER, roleName).then((role) =>
    call(t.app, 'POST', user('/businesses/users/invite'), { token: owner, body: { email, roleId: role.id } }),
  );

describe('the team', () => {
  it('lists members and pending invitations together, newest first, in the shape the client types', async () => {
    expect((await invite('new.analyst@acme.local', 'Analyst')).status).toBe(201);
    const page = await team();
    for (const member of page.items) ZTeamMember.strict().parse(member);
    expect(page.items[0]).toMatchObject({
      kind: 'invitation',
      email: 'new.analyst@acme.local',
      status: 'invited',
      name: null,
      role: { name: 'Analyst' },
    });
    expect(page.items.find((member) => member.email === ACME_OWNER)).toMatchObject({
      kind: 'user',
      name: 'Ola Owner',
      status: 'active',
      role: { name: 'Owner' },
      expiresAt: null,
    });
    expect(page.items.find((member) => member.email === ACME_OWNER)?.lastActiveAt).not.toBeNull();
    expect(page.pagination).toMatchObject({ page: 1, limit: 20, total: page.items.length });
    // Globex sees only its own.
    expect((await team('', await tokenFor(t.app, GLOBEX_OWNER))).items.map((m) => m.email)).toEqual([
      GLOBEX_OWNER,
    ]);
  });

  it('filters by status, role, name and dates, and pages', async () => {
    expect((await team('?status=invited')).items.map((m) => m.email)).toEqual(['new.analyst@acme.local']);
    expect((await team('?status=active')).items.every((m) => m.kind === 'user')).toBe(true);
    const analystRole = await roleNamed(t.app, ACME_OWNER, 'Analyst');
    expect((await team(`?roleId=${analystRole.id}`)).items.map((m) => m.email).sort()).toEqual(
      [ACME_ANALYST, 'new.analyst@acme.local'].sort(),
    );
    expect((await team('?name=ade')).items.map((m) => m.email)).toEqual([ACME_ANALYST]);
    expect((await team('?name=new.analyst')).items.map((m) => m.email)).toEqual(['new.analyst@acme.local']);
    expect((await team('?startDate=2000-01-01&endDate=2000-12-31')).items).toEqual([]);
    const first = await team('?limit=2');
    const second = await team('?limit=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.total / 2));
    expect(second.items.map((m) => m.id)).not.toContain(first.items[0]?.id);
    const bad = await call(t.app, 'GET', user('/businesses/users?status=gone'), { token: owner });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The status field should be one of invited, active, deactivated');
  });

  it('shows a member with their role’s permissions, and 404 for another business’s', async () => {
    const answer = await call<TTeamMemberDetail>(t.app, 'GET', user(`/users/${analystId}`), { token: owner });
    expect(ZTeamMemberDetail.strict().parse(answer.body.data)).toMatchObject({
      email: ACME_ANALYST,
      permissions: ['identity:view'],
    });
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    expect((await call(t.app, 'GET', user(`/users/${analystId}`), { token: globex })).status).toBe(404);
    expect((await change(analystId, 'deactivate', {}, globex)).status).toBe(404);
  });

  it('gives a member another role, effective on their very next request', async () => {
    const analyst = await tokenFor(t.app, ACME_ANALYST);
    const company = () =>
      call(t.app, 'POST', '/api/company/v1/verifications/ng/company', {
        token: analyst,
        body: { registrationNumber: 'RC1234567', isConsent: true },
      });
    expect((await company()).status).toBe(403);
    const developer = await roleNamed(t.app, ACME_OWNER, 'Developer');
    const moved = await change(analystId, 'reassign-role', { roleId: developer.id });
    expect(moved.body.data).toMatchObject({ role: { name: 'Developer' } });
    expect((await company()).status).toBe(200);
    const analystRole = await roleNamed(t.app, ACME_OWNER, 'Analyst');
    await change(analystId, 'reassign-role', { roleId: analystRole.id });
    expect((await company()).status).toBe(403);
  });

  it('deactivates a member: every session ends at once and they cannot sign in; activation lets them back', async () => {
    const analyst = await tokenFor(t.app, ACME_ANALYST);
    expect((await me(analyst)).status).toBe(200);
    const deactivated = await change(analystId, 'deactivate');
    expect(deactivated.body.data.status).toBe('deactivated');
    expect((await me(analyst)).status).toBe(401);
    await expect(tokenFor(t.app, ACME_ANALYST)).rejects.toThrow();
    expect((await change(analystId, 'activate')).body.data.status).toBe('active');
    expect((await me(await tokenFor(t.app, ACME_ANALYST))).status).toBe(200);
  });

  it('refuses changes to oneself, to the last Owner, and a role stronger than the changer’s', async () => {
    const self = await change(ownerId, 'deactivate');
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(
      'You cannot change your own access: ask another member who can manage the team',
    );

    // An Administrator may manage the team but holds no billing permission: the Owner role is beyond them.
    const admin = await analystAs('Administrator');
    const administrator = await roleNamed(t.app, ACME_OWNER, 'Administrator');
    const ownerRole = await roleNamed(t.app, ACME_OWNER, 'Owner');
    const escalate = await call(t.app, 'POST', user(`/businesses/users/${analystId}/reassign-role`), {
      token: admin,
      body: { roleId: ownerRole.id },
    });
    expect(escalate.status).toBe(403); // themselves, first
    const clerkId = await addMember(
      t.app,
      ACME_OWNER,
      'clerk@acme.local',
      (await roleNamed(t.app, ACME_OWNER, 'Analyst')).id,
    );
    const stronger = await change(clerkId, 'reassign-role', { roleId: ownerRole.id }, admin);
    expect(stronger.status).toBe(403);
    expect(stronger.body.message).toMatch(
      /^You cannot give someone a role with a permission you do not hold: .*wallet:fund/,
    );
    // The Owner holds what the Administrator lacks: out of their reach, whatever the change.
    for (const [action, body] of [
      ['deactivate', {}],
      ['reassign-role', { roleId: administrator.id }],
    ] as const) {
      const refused = await change(ownerId, action, body, admin);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(
        /^You cannot act on a team member who holds a permission you do not hold: .*wallet:fund/,
      );
    }
    expect((await me(owner)).status).toBe(200);

    // A deputy holding every permission may act on the Owner, but never leave the business without one.
    const deputyRole = await call<{ id: string }>(t.app, 'POST', user('/roles'), {
      token: owner,
      body: { name: 'Deputy', permissions: ownerRole.permissions },
    });
    expect(deputyRole.status).toBe(201);
    const deputy = await analystAs('Deputy');
    const lastOwner = await change(ownerId, 'deactivate', {}, deputy);
    expect(lastOwner.status).toBe(403);
    expect(lastOwner.body.message).toBe('The business needs an active Owner: make someone else Owner first');
    const demote = await change(ownerId, 'reassign-role', { roleId: administrator.id }, deputy);
    expect(demote.status).toBe(403);
    expect(demote.body.message).toBe('The business needs an active Owner: make someone else Owner first');
    // Made Owner by the Owner, a second Owner may then be demoted by the first.
    await analystAs('Owner');
    await analystAs('Analyst');
    expect(
      (await call(t.app, 'DELETE', user(`/roles/${deputyRole.body.data.id}`), { token: owner })).status,
    ).toBe(200);
  });

  it('sends an invitation again with a new link; the old one stops working', async () => {
    const firstLink = await fromLatestMail(t.app, 'new.analyst@acme.local', /\/auth\/register\/([\w-]+)/);
    const again = await call<TTeamMember>(t.app, 'POST', user('/businesses/users/re-invite'), {
      token: owner,
      body: { email: 'new.analyst@acme.local' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ kind: 'invitation', status: 'invited' });
    const secondLink = await fromLatestMail(t.app, 'new.analyst@acme.local', /\/auth\/register\/([\w-]+)/);
    expect(secondLink).not.toBe(firstLink);
    const verify = (token: string) => call(t.app, 'GET', user(`/businesses/users/token/${token}/verify`), {});
    expect((await verify(firstLink)).status).toBe(400);
    expect((await verify(secondLink)).status).toBe(200);
    const none = await call(t.app, 'POST', user('/businesses/users/re-invite'), {
      token: owner,
      body: { email: 'nobody@acme.local' },
    });
    expect(none.status).toBe(404);
  });

  it('turns off two-factor for a member who lost their device, recovery codes and all', async () => {
    await t.app.ctx.db
      .update(users)
      .set({
        twoFactorEnabledAt: t.app.ctx.now(),
        twoFactorSecret: t.app.ctx.secrets.encrypt('JBSWY3DPEHPK3PXP'),
      })
      .where(eq(users.id, analystId));
    await t.app.ctx.db.insert(recoveryCodes).values({ id: 'rc-team-test', userId: analystId, codeHash: 'x' });
    expect((await team('?name=ade')).items[0]?.twoFactorEnabled).toBe(true);
    const reset = await change(analystId, 'deactivate-2fa');
    expect(reset.status).toBe(200);
    expect(reset.body.data.twoFactorEnabled).toBe(false);
    expect(await t.app.ctx.db.$count(recoveryCodes, eq(recoveryCodes.userId, analystId))).toBe(0);
    const again = await change(analystId, 'deactivate-2fa');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Two-factor authentication is not on for this member');
  });

  it('records each change in the audit log with who made it', async () => {
    const rows = await t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.resource, 'user'));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.some((row) => row.userId === ownerId && row.resourceId === analystId)).toBe(true);
  });

  it('refuses a second invitation to a waiting address, and an invitation into a role stronger than the inviter’s', async () => {
    const twice = await invite('new.analyst@acme.local', 'Analyst');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      'This email already has an invitation waiting: send it again from the team page instead',
    );
    const admin = await analystAs('Administrator');
    const administrator = await roleNamed(t.app, ACME_OWNER, 'Administrator');
    const ownerRole = await roleNamed(t.app, ACME_OWNER, 'Owner');
    const stronger = await call(t.app, 'POST', user('/businesses/users/invite'), {
      token: admin,
      body: { email: 'boss@acme.local', roleId: ownerRole.id },
    });
    expect(stronger.status).toBe(403);
    expect(stronger.body.message).toMatch(
      /^You cannot give someone a role with a permission you do not hold/,
    );
    const same = await call(t.app, 'POST', user('/businesses/users/invite'), {
      token: admin,
      body: { email: 'helper@acme.local', roleId: administrator.id },
    });
    expect(same.status).toBe(201);
    await analystAs('Analyst');
  });

  it('invites several addresses in one call, each on its own: a refused one does not stop the rest', async () => {
    const analyst = await roleNamed(t.app, ACME_OWNER, 'Analyst');
    const several = await call<TInvitationBatch>(t.app, 'POST', user('/businesses/users/invite'), {
      token: owner,
      body: { emails: ['pair.one@acme.local', ACME_ANALYST, 'pair.two@acme.local'], roleId: analyst.id },
    });
    expect(several.status).toBe(201);
    expect(several.body.message).toBe('2 of 3 invitations sent');
    expect(several.body.data.items.map((item) => [item.email, item.error])).toEqual([
      ['pair.one@acme.local', null],
      [ACME_ANALYST, EMAIL_TAKEN_MESSAGE],
      ['pair.two@acme.local', null],
    ]);
    for (const address of ['pair.one@acme.local', 'pair.two@acme.local'])
      expect(await fromLatestMail(t.app, address, /(\/auth\/register\/\S+)/)).toMatch(/^\/auth\/register\//);

    const both = await call(t.app, 'POST', user('/businesses/users/invite'), {
      token: owner,
      body: { email: 'x@acme.local', emails: ['y@acme.local'], roleId: analyst.id },
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Give either one email or a list of emails');
    const many = await call(t.app, 'POST', user('/businesses/users/invite'), {
      token: owner,
      body: { emails: Array.from({ length: 21 }, (_, i) => `many${i}@acme.local`), roleId: analyst.id },
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('Invite at most 20 people at a time');
  });

  it('finds members by part of a name or email, in the caller’s business only, and businesses for platform admins', async () => {
    const found = await call<{ items: TTeamMember[] }>(
      t.app,
      'GET',
      user('/businesses/users/search?q=anal'),
      {
        token: owner,
      },
    );
    expect(found.status).toBe(200);
    expect(found.body.data.items.map((member) => member.email)).toContain(ACME_ANALYST);
    expect(found.body.data.items.every((member) => member.kind === 'user')).toBe(true);
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    const elsewhere = await call<{ items: TTeamMember[] }>(
      t.app,
      'GET',
      user('/businesses/users/search?q=anal'),
      {
        token: globex,
      },
    );
    expect(elsewhere.body.data.items.map((member) => member.email)).not.toContain(ACME_ANALYST);
    const blank = await call(t.app, 'GET', user('/businesses/users/search?q=%20'), { token: owner });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('The q field is required');

    const admin = await tokenFor(t.app, 'admin@verity.local');
    const businesses = await call<{ items: Array<{ name: string }> }>(
      t.app,
      'GET',
      user('/businesses/search?q=acme'),
      { token: admin },
    );
    expect(businesses.body.data.items.map((business) => business.name)).toEqual(['Acme Ltd']);
    expect((await call(t.app, 'GET', user('/businesses/search?q=acme'), { token: owner })).status).toBe(403);
  });
});

describe('an invitation’s week', () => {
  let clocked: TestApp;
  let now = new Date();
  beforeAll(async () => {
    clocked = await createTestApp({ now: () => now });
  });
  afterAll(() => clocked.close());

  it('expires after 7 days: the link is refused and the list says so; sending it again gives a new week', async () => {
    const ownerToken = await tokenFor(clocked.app, ACME_OWNER);
    const role = await roleNamed(clocked.app, ACME_OWNER, 'Analyst');
    const sent = await call(clocked.app, 'POST', user('/businesses/users/invite'), {
      token: ownerToken,
      body: { email: 'late.joiner@acme.local', roleId: role.id },
    });
    expect(sent.status).toBe(201);
    const link = await fromLatestMail(clocked.app, 'late.joiner@acme.local', /\/auth\/register\/([\w-]+)/);
    const verify = (token: string) =>
      call(clocked.app, 'GET', user(`/businesses/users/token/${token}/verify`), {});
    expect((await verify(link)).status).toBe(200);

    now = new Date(now.getTime() + 7 * 86_400_000 + 60_000);
    expect((await verify(link)).status).toBe(400);
    // Signed in again: a week later the owner's session has idled out.
    const later = await tokenFor(clocked.app, ACME_OWNER);
    const listed = await call<PageList<TTeamMember>>(
      clocked.app,
      'GET',
      user('/businesses/users?status=invited&name=late.joiner'),
      { token: later },
    );
    const [invitation] = listed.body.data.items;
    expect(Date.parse(invitation?.expiresAt ?? '')).toBeLessThan(now.getTime());

    const again = await call<TTeamMember>(clocked.app, 'POST', user('/businesses/users/re-invite'), {
      token: later,
      body: { email: 'late.joiner@acme.local' },
    });
    expect(again.status).toBe(200);
    expect(Date.parse(again.body.data.expiresAt ?? '')).toBe(now.getTime() + 7 * 86_400_000);
    const fresh = await fromLatestMail(clocked.app, 'late.joiner@acme.local', /\/auth\/register\/([\w-]+)/);
    expect((await verify(fresh)).status).toBe(200);
  });
});
