/**
 * The auth cache (features/auth/auth-cache.ts) never serves a revoked session or a stale permission: in
 * each case the session is used first, so its caller is cached, and the very next request after the change
 * must see it. The cases here change the rows directly and call the `forget…` a route must call (the
 * routes themselves are walked in roles.test.ts and team.test.ts), and the TTL case shows that a change
 * nobody announced (another process, a hand edit) is seen within AUTH_CACHE_TTL_MS.
 */
import { ZTwoFactorInitiateResponse } from '@verity/client';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, roles, users } from '../src/db/schema.js';
import { AUTH_CACHE_TTL_MS, AuthCache } from '../src/features/auth/auth-cache.js';
import type { AuthContext } from '../src/features/auth/authenticate.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  fromLatestMail,
  GLOBEX_OWNER,
  PASSWORD,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

const BRANCH = 'branch@acme.local';
const history = '/api/identity/v1/verifications/identity/history';

let t: TestApp;
// The app's clock; near real time so that authenticator codes made from Date.now() are accepted.
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

const me = (token: string) =>
  call<{ user: { environment: string } }>(t.app, 'GET', user('/users/me'), { token });

/** Signs in and uses the session once, so its caller is in the cache. */
async function warmSession(email: string, password = PASSWORD): Promise<string> {
  const token = await tokenFor(t.app, email, password);
  expect((await me(token)).status).toBe(200);
  return token;
}

async function userRow(email: string) {
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

describe('a cached session sees every change on the next request', () => {
  it('logout', async () => {
    const token = await warmSession(ACME_OWNER);
    expect((await call(t.app, 'POST', user('/auth/logout'), { token, body: {} })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('password change: the other sessions end, this one stays', async () => {
    const kept = await warmSession(GLOBEX_OWNER);
    const other = await warmSession(GLOBEX_OWNER);
    const changed = await call(t.app, 'POST', user('/users/me/password/change'), {
      token: kept,
      body: {
        currentPassword: PASSWORD,
        newPassword: 'Changed!Pass2026',
        confirmPassword: 'Changed!Pass2026',
      },
    });
    expect(changed.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(kept)).status).toBe(200);
  });

  it('password reset ends every session', async () => {
    const token = await warmSession(BRANCH);
    await call(t.app, 'POST', user('/auth/password/reset'), { body: { email: BRANCH } });
    const link = await fromLatestMail(t.app, BRANCH, /\/auth\/reset-password\/(\S+)/);
    const reset = await call(t.app, 'POST', user(`/auth/token/${link}/password/reset`), {
      body: { password: 'Reset!Pass2026', confirmPassword: 'Reset!Pass2026' },
    });
    expect(reset.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('a profile change (switching environment) shows at once', async () => {
    const token = await warmSession(ACME_ANALYST);
    const switched = await call(t.app, 'POST', user('/users/settings/switch-environment'), {
      token,
      body: { environment: 'live' },
    });
    expect(switched.status).toBe(200);
    expect((await me(token)).body.data.user.environment).toBe('live');
    await call(t.app, 'POST', user('/users/settings/switch-environment'), {
      token,
      body: { environment: 'sandbox' },
    });
    expect((await me(token)).body.data.user.environment).toBe('sandbox');
  });

  it('a role reassignment', async () => {
    const owner = await userRow(ACME_OWNER);
    const analyst = await userRow(ACME_ANALYST);
    const token = await warmSession(ACME_OWNER);
    expect((await call(t.app, 'GET', '/api/vform/v1/v-forms/templates', { token })).status).toBe(200);
    await t.app.ctx.db.update(users).set({ roleId: analyst.roleId }).where(eq(users.id, owner.id));
    t.app.ctx.authCache.forgetUser(owner.id);
    try {
      expect((await call(t.app, 'GET', '/api/vform/v1/v-forms/templates', { token })).status).toBe(403);
    } finally {
      await t.app.ctx.db.update(users).set({ roleId: owner.roleId }).where(eq(users.id, owner.id));
      t.app.ctx.authCache.forgetUser(owner.id);
    }
  });

  it('a permission taken from the role', async () => {
    const analyst = await userRow(ACME_ANALYST);
    const token = await warmSession(ACME_ANALYST);
    expect((await call(t.app, 'GET', history, { token })).status).toBe(200);
    await t.app.ctx.db.update(roles).set({ permissions: [] }).where(eq(roles.id, analyst.roleId));
    t.app.ctx.authCache.forgetRole(analyst.roleId);
    try {
      expect((await call(t.app, 'GET', history, { token })).status).toBe(403);
    } finally {
      await t.app.ctx.db
        .update(roles)
        .set({ permissions: ['identity:view'] })
        .where(eq(roles.id, analyst.roleId));
      t.app.ctx.authCache.forgetRole(analyst.roleId);
    }
  });

  it('a deactivation', async () => {
    const analyst = await userRow(ACME_ANALYST);
    const token = await warmSession(ACME_ANALYST);
    await t.app.ctx.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, analyst.id));
    t.app.ctx.authCache.forgetUser(analyst.id);
    try {
      expect((await me(token)).status).toBe(401);
    } finally {
      await t.app.ctx.db.update(users).set({ status: 'active' }).where(eq(users.id, analyst.id));
    }
  });

  it('a business forcing 2FA blocks its users without it, until they set it up', async () => {
    const analyst = await warmSession(ACME_ANALYST);
    expect((await call(t.app, 'GET', history, { token: analyst })).status).toBe(200);
    // The owner turns it on from a session made before 2FA was forced.
    const owner = await warmSession(ACME_OWNER);
    const forced = await call(t.app, 'POST', user('/businesses/settings/2fa'), {
      token: owner,
      body: { force2FA: true },
    });
    expect(forced.status).toBe(200);
    try {
      const blocked = await call(t.app, 'GET', history, { token: analyst });
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toMatch(/two-factor/);

      // Setting it up (initiate stores the secret activate reads back from the session) opens the door.
      const initiated = await call(t.app, 'POST', user('/users/2fa/initiate'), { token: analyst });
      const { secret } = ZTwoFactorInitiateResponse.parse(initiated.body.data);
      const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
      const activated = await call(t.app, 'POST', user('/users/2fa/activate'), {
        token: analyst,
        body: { code: code.generate({ timestamp: clock }) },
      });
      expect(activated.status).toBe(200);
      expect((await call(t.app, 'GET', history, { token: analyst })).status).toBe(200);
    } finally {
      // The owner, without 2FA themselves, is now limited to setting it up: undo by hand.
      await t.app.ctx.db.update(businesses).set({ force2FA: false }).where(eq(businesses.name, 'Acme Ltd'));
      t.app.ctx.authCache.clear();
    }
  });
});

describe('what no code path announces', () => {
  it('is seen once the cache entry is AUTH_CACHE_TTL_MS old (another process, a hand edit)', async () => {
    const owner = await userRow(ACME_OWNER);
    const token = await warmSession(ACME_OWNER);
    await t.app.ctx.db.update(users).set({ firstTimeLogin: true }).where(eq(users.id, owner.id));
    try {
      // Served from the cache: the hand edit is not seen yet...
      expect((await call(t.app, 'GET', history, { token })).status).toBe(200);
      clock += AUTH_CACHE_TTL_MS;
      // ...and is once the entry is old enough.
      const blocked = await call(t.app, 'GET', history, { token });
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toMatch(/change the password/);
    } finally {
      await t.app.ctx.db.update(users).set({ firstTimeLogin: false }).where(eq(users.id, owner.id));
      clock += AUTH_CACHE_TTL_MS;
    }
  });

  it('never outlives the session', async () => {
    const token = await warmSession(ACME_OWNER);
    clock += t.app.ctx.config.sessionTtlHours * 3_600_000;
    expect((await me(token)).status).toBe(401);
  });
});

describe('AuthCache', () => {
  const auth = { sessionId: 's1', user: { id: 'u1' }, role: { id: 'r1' }, business: { id: 'b1' } };
  const cached = auth as unknown as AuthContext;
  const later = new Date(Date.now() + 3_600_000);

  it('does not store a load that began before a change was announced', () => {
    const cache = new AuthCache(() => new Date());
    const generation = cache.generation;
    cache.forgetUser('someone else');
    cache.set('token', cached, later, generation);
    expect(cache.get('token')).toBeUndefined();
    cache.set('token', cached, later, cache.generation);
    expect(cache.get('token')).toBe(cached);
  });

  it('forgets by session, user, role and business', () => {
    const cache = new AuthCache(() => new Date());
    const forgets: Array<(c: AuthCache) => void> = [
      (c) => c.forgetSession('s1'),
      (c) => c.forgetUser('u1'),
      (c) => c.forgetRole('r1'),
      (c) => c.forgetBusiness('b1'),
    ];
    for (const forget of forgets) {
      cache.set('token', cached, later, cache.generation);
      forget(cache);
      expect(cache.get('token')).toBeUndefined();
    }
  });
});
