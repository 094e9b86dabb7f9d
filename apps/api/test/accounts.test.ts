import { ZCreateAccountResponse, ZInvitationVerifyResponse } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import {
  ACME_OWNER,
  call,
  createTestApp,
  fromLatestMail,
  login,
  mailbox,
  PASSWORD,
  roleNamed,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = {
  firstName: 'Chioma',
  lastName: 'Eze',
  email: 'Chioma@NewCo.test',
  companyName: 'NewCo Ltd',
  countryCode: 'NG',
  currency: 'NGN',
  countryOfIncorporation: 'NG',
  mobile: '08012345678',
  expectedChecksPerMonth: 500,
};

describe('account creation with the mailed OTP', () => {
  it('creates the business and owner; the owner must change the mailed password at first login', async () => {
    const created = await call(t.app, 'POST', user('/businesses/account/create'), { body: signUp });
    expect(created.status).toBe(201);
    const { accountCreationToken, email } = ZCreateAccountResponse.parse(created.body.data);
    expect(email).toBe('chioma@newco.test');
    const otp = await fromLatestMail(t.app, email, /verification code is (\d{6})/);

    const wrongOtp = otp === '000000' ? '111111' : '000000';
    const wrong = await call(t.app, 'POST', user(`/businesses/account/${accountCreationToken}/complete`), {
      body: { otp: wrongOtp },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The code is incorrect or has expired');
    const badShape = await call(t.app, 'POST', user(`/businesses/account/${accountCreationToken}/complete`), {
      body: { otp: '12ab' },
    });
    expect(badShape.body.message).toBe('The otp field should contain only digits');

    const done = await call(t.app, 'POST', user(`/businesses/account/${accountCreationToken}/complete`), {
      body: { otp },
    });
    expect(done.status).toBe(200);
    const again = await call(t.app, 'POST', user(`/businesses/account/${accountCreationToken}/complete`), {
      body: { otp },
    });
    expect(again.status).toBe(400);

    const temporary = await fromLatestMail(t.app, email, /Temporary password: (\S+)/);
    const first = await login(t.app, email, temporary);
    expect(first.status).toBe(200);
    expect(first.body.data.user.firstTimeLogin).toBe(true);
    const token = first.body.data.token ?? '';

    const blocked = await call(t.app, 'GET', user('/users/me'), { token });
    expect(blocked.status).toBe(403);
    const weak = await call(t.app, 'POST', user('/users/me/password/change'), {
      token,
      body: { currentPassword: temporary, newPassword: 'weak', confirmPassword: 'weak' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors?.newPassword).toBe(
      'The new password must have at least 8 characters, an uppercase letter, a number and a special character',
    );
    const mismatch = await call(t.app, 'POST', user('/users/me/password/change'), {
      token,
      body: { currentPassword: temporary, newPassword: 'Brand!New2026', confirmPassword: 'Brand!New2027' },
    });
    expect(mismatch.body.fieldErrors?.confirmPassword).toBe('Passwords do not match');
    const changed = await call<{ user: { firstTimeLogin: boolean } }>(
      t.app,
      'POST',
      user('/users/me/password/change'),
      {
        token,
        body: { currentPassword: temporary, newPassword: 'Brand!New2026', confirmPassword: 'Brand!New2026' },
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.user.firstTimeLogin).toBe(false);
    expect((await call(t.app, 'GET', user('/users/me'), { token })).status).toBe(200);
  });

  it('completes with the second form ({ code }) and re-sends with updated details', async () => {
    const created = await call<{ accountCreationToken: string }>(
      t.app,
      'POST',
      user('/businesses/account/create'),
      {
        body: { ...signUp, email: 'second@newco.test' },
      },
    );
    const token = created.body.data.accountCreationToken;
    const updated = await call(t.app, 'POST', user('/users/account/create'), {
      body: {
        firstName: 'Ngozi',
        lastName: 'Eze',
        email: 'third@newco.test',
        companyName: 'NewCo Two',
        countryCode: 'NG',
        mobile: '08012345679',
        accountCreationToken: token,
      },
    });
    expect(updated.status).toBe(200);
    const code = await fromLatestMail(t.app, 'third@newco.test', /verification code is (\d{6})/);
    const done = await call(t.app, 'POST', user(`/businesses/${token}/complete`), { body: { code } });
    expect(done.status).toBe(200);
    const [owner] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'third@newco.test'));
    expect(owner?.firstName).toBe('Ngozi');
  });

  it('answers a sign-up for an existing email exactly as for a new one, and mails the owner instead of a code', async () => {
    const fresh = await call(t.app, 'POST', user('/businesses/account/create'), {
      body: { ...signUp, email: 'fresh@newco.test' },
    });
    const taken = await call(t.app, 'POST', user('/businesses/account/create'), {
      body: { ...signUp, email: ACME_OWNER },
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body.message.replace(ACME_OWNER, '<email>')).toBe(
      fresh.body.message.replace('fresh@newco.test', '<email>'),
    );
    const takenData = ZCreateAccountResponse.parse(taken.body.data);
    expect(Object.keys(takenData).sort()).toEqual(Object.keys(fresh.body.data as object).sort());
    expect(takenData.email).toBe(ACME_OWNER);

    // The next step answers the same too: a wrong code is just a wrong code.
    const completeWith = (token: string) =>
      call(t.app, 'POST', user(`/businesses/account/${token}/complete`), { body: { otp: '000000' } });
    const freshToken = ZCreateAccountResponse.parse(fresh.body.data).accountCreationToken;
    const [freshWrong, takenWrong] = [
      await completeWith(freshToken),
      await completeWith(takenData.accountCreationToken),
    ];
    expect(takenWrong.status).toBe(freshWrong.status);
    expect(takenWrong.body.message).toBe(freshWrong.body.message);

    // The owner learns of the attempt, and gets no code that could create a second account.
    const [notice] = await mailbox(t.app, ACME_OWNER);
    expect(notice?.subject).toBe('Someone tried to sign up to Verity with your email');
    expect(notice?.text).not.toMatch(/verification code is/);
    expect(notice?.text).toContain('http://verity.test/auth/forgot-password');

    // Moving a pending sign-up onto a taken address answers the same way too.
    const moved = await call(t.app, 'POST', user('/users/account/create'), {
      body: {
        firstName: 'Chioma',
        lastName: 'Eze',
        email: 'analyst@acme.local',
        companyName: 'NewCo Ltd',
        countryCode: 'NG',
        mobile: '08012345678',
        accountCreationToken: freshToken,
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('A verification code has been sent to analyst@acme.local');
    const [movedNotice] = await mailbox(t.app, 'analyst@acme.local');
    expect(movedNotice?.subject).toBe('Someone tried to sign up to Verity with your email');

    const unknown = await call(t.app, 'POST', user('/businesses/account/nope/complete'), {
      body: { otp: '123456' },
    });
    expect(unknown.status).toBe(400);
  });

  it('takes at most 10 sign-ups per 15 minutes from one address', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 10; i += 1) {
      const created = await call(t.app, 'POST', user('/businesses/account/create'), {
        body: { ...signUp, email: `flood${i}@newco.test` },
        ip,
      });
      expect(created.status).toBe(201);
    }
    const limited = await call(t.app, 'POST', user('/businesses/account/create'), {
      body: { ...signUp, email: 'flood10@newco.test' },
      ip,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.name).toBe('TooManyRequestsError');
    expect(await mailbox(t.app, 'flood10@newco.test')).toHaveLength(0);
    const elsewhere = await call(t.app, 'POST', user('/businesses/account/create'), {
      body: { ...signUp, email: 'flood10@newco.test' },
      ip: '198.51.100.21',
    });
    expect(elsewhere.status).toBe(201);
  });

  it('voids the sign-up after 5 wrong codes', async () => {
    const created = await call<{ accountCreationToken: string }>(
      t.app,
      'POST',
      user('/businesses/account/create'),
      {
        body: { ...signUp, email: 'guess@newco.test' },
      },
    );
    const token = created.body.data.accountCreationToken;
    const otp = await fromLatestMail(t.app, 'guess@newco.test', /verification code is (\d{6})/);
    const wrongOtp = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await call(t.app, 'POST', user(`/businesses/account/${token}/complete`), { body: { otp: wrongOtp } });
    const late = await call(t.app, 'POST', user(`/businesses/account/${token}/complete`), { body: { otp } });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This sign-up has expired, please start again');
  });
});

describe('invitation registration', () => {
  it('registers an invited person once, in the role they were invited to', async () => {
    const ownerToken = await tokenFor(t.app, ACME_OWNER);
    const analystRole = await roleNamed(t.app, ACME_OWNER, 'Analyst');
    const invited = await call(t.app, 'POST', user('/businesses/users/invite'), {
      token: ownerToken,
      body: { email: 'new.hire@acme.local', roleId: analystRole?.id },
    });
    expect(invited.status).toBe(201);
    const token = await fromLatestMail(t.app, 'new.hire@acme.local', /\/auth\/register\/(\S+)/);

    const verified = await call(t.app, 'GET', user(`/businesses/users/token/${token}/verify`));
    expect(ZInvitationVerifyResponse.parse(verified.body.data)).toMatchObject({
      email: 'new.hire@acme.local',
      businessName: 'Acme Ltd',
      roleName: 'Analyst',
    });
    const weak = await call(t.app, 'POST', user(`/businesses/users/register/${token}`), {
      body: { firstName: 'New', lastName: 'Hire', mobile: '08011112222', password: 'password' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(
      'The password must have an uppercase letter, a number and a special character',
    );

    const registered = await call<{ token: string; user: { role: { permissions: string[] } } }>(
      t.app,
      'POST',
      user(`/businesses/users/register/${token}`),
      { body: { firstName: 'New', lastName: 'Hire', mobile: '08011112222', password: 'Hire!Me2026' } },
    );
    expect(registered.status).toBe(201);
    expect(registered.body.data.user.role.permissions).toEqual(['identity:view']);
    expect((await call(t.app, 'GET', user('/users/me'), { token: registered.body.data.token })).status).toBe(
      200,
    );

    const twice = await call(t.app, 'POST', user(`/businesses/users/register/${token}`), {
      body: { firstName: 'New', lastName: 'Hire', mobile: '08011112222', password: 'Hire!Me2026' },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('This invitation link is invalid or has expired');
    expect((await call(t.app, 'GET', user(`/businesses/users/token/${token}/verify`))).status).toBe(400);
    expect((await login(t.app, 'new.hire@acme.local', 'Hire!Me2026')).status).toBe(200);
  });

  it('refuses a role of another business (404), a user without user:invite (403), and an existing email (409)', async () => {
    const globexToken = await tokenFor(t.app, 'owner@globex.local');
    const analystRole = await roleNamed(t.app, ACME_OWNER, 'Analyst');
    const crossTenant = await call(t.app, 'POST', user('/businesses/users/invite'), {
      token: globexToken,
      body: { email: 'someone@globex.local', roleId: analystRole?.id },
    });
    expect(crossTenant.status).toBe(404);
    const analystToken = await tokenFor(t.app, 'analyst@acme.local');
    expect(
      (
        await call(t.app, 'POST', user('/businesses/users/invite'), {
          token: analystToken,
          body: { email: 'x@acme.local', roleId: analystRole?.id },
        })
      ).status,
    ).toBe(403);
    const ownerToken = await tokenFor(t.app, ACME_OWNER);
    expect(
      (
        await call(t.app, 'POST', user('/businesses/users/invite'), {
          token: ownerToken,
          body: { email: 'analyst@acme.local', roleId: analystRole?.id },
        })
      ).status,
    ).toBe(409);
  });
});

describe('password reset', () => {
  it('resets through the mailed link once; the old password and old sessions stop working', async () => {
    const email = 'owner@globex.local';
    const oldSession = await tokenFor(t.app, email);
    const requested = await call(t.app, 'POST', user('/auth/password/reset'), { body: { email } });
    expect(requested.status).toBe(200);
    const unknown = await call(t.app, 'POST', user('/auth/password/reset'), {
      body: { email: 'ghost@nowhere.test' },
    });
    expect(unknown.body.message).toBe(requested.body.message);

    const token = await fromLatestMail(t.app, email, /\/auth\/reset-password\/(\S+)/);
    expect((await call(t.app, 'GET', user(`/auth/password/token/${token}/verify`))).body.data).toMatchObject({
      email,
    });
    const mismatch = await call(t.app, 'POST', user(`/auth/token/${token}/password/reset`), {
      body: { password: 'Reset!Pass2026', confirmPassword: 'Reset!Pass2025' },
    });
    expect(mismatch.body.message).toBe('Passwords do not match');
    const reset = await call(t.app, 'POST', user(`/auth/token/${token}/password/reset`), {
      body: { password: 'Reset!Pass2026', confirmPassword: 'Reset!Pass2026' },
    });
    expect(reset.status).toBe(200);
    const reused = await call(t.app, 'POST', user(`/auth/token/${token}/password/reset`), {
      body: { password: 'Other!Pass2026', confirmPassword: 'Other!Pass2026' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This password reset link is invalid or has expired');

    expect((await login(t.app, email, PASSWORD)).status).toBe(401);
    expect((await login(t.app, email, 'Reset!Pass2026')).status).toBe(200);
    expect((await call(t.app, 'GET', user('/users/me'), { token: oldSession })).status).toBe(401);
  });

  it('mails at most 5 reset links when 30 requests for one email arrive at once (5 × 200, 25 × 429)', async () => {
    const email = 'branch@acme.local';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t.app, 'POST', user('/auth/password/reset'), { body: { email }, ip: '198.51.100.30' }),
      ),
    );
    const counts: Record<number, number> = {};
    for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
    expect(counts).toEqual({ 200: 5, 429: 25 });
    const links = (await mailbox(t.app, email)).filter((m) => m.subject === 'Reset your Verity password');
    expect(links).toHaveLength(5);
  });

  it('takes at most 20 reset requests per 15 minutes from one address, whatever the emails', async () => {
    const ip = '198.51.100.31';
    for (let i = 0; i < 20; i += 1) {
      const answer = await call(t.app, 'POST', user('/auth/password/reset'), {
        body: { email: `person${i}@nowhere.test` },
        ip,
      });
      expect(answer.status).toBe(200);
    }
    const limited = await call(t.app, 'POST', user('/auth/password/reset'), {
      body: { email: ACME_OWNER },
      ip,
    });
    expect(limited.status).toBe(429);
  });

  it('refuses a reset link after 1 hour', async () => {
    let now = new Date();
    const clocked = await createTestApp({ now: () => now });
    try {
      await call(clocked.app, 'POST', user('/auth/password/reset'), { body: { email: ACME_OWNER } });
      const token = await fromLatestMail(clocked.app, ACME_OWNER, /\/auth\/reset-password\/(\S+)/);
      now = new Date(now.getTime() + 60 * 60 * 1000 + 1000);
      const late = await call(clocked.app, 'POST', user(`/auth/token/${token}/password/reset`), {
        body: { password: 'Late!Pass2026', confirmPassword: 'Late!Pass2026' },
      });
      expect(late.status).toBe(400);
      expect((await call(clocked.app, 'GET', user(`/auth/password/token/${token}/verify`))).status).toBe(400);
    } finally {
      await clocked.close();
    }
  });
});

describe('password change and expiry', () => {
  it('refuses a wrong current password and a new password equal to the current one', async () => {
    const token = await tokenFor(t.app, 'analyst@acme.local');
    const wrong = await call(t.app, 'POST', user('/users/me/password/change'), {
      token,
      body: {
        currentPassword: 'Not!Mine2026',
        newPassword: 'Fresh!Pass2026',
        confirmPassword: 'Fresh!Pass2026',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors?.currentPassword).toBe('The current password is incorrect');
    const same = await call(t.app, 'POST', user('/users/me/password/change'), {
      token,
      body: { currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(same.status).toBe(400);
  });

  it('answers 403 "password has expired" to every call but the password change once PASSWORD_MAX_AGE_DAYS pass', async () => {
    let now = new Date();
    const clocked = await createTestApp({ now: () => now, config: { passwordMaxAgeDays: 90 } });
    try {
      now = new Date(now.getTime() + 91 * 86_400_000);
      // Signing in still works, so the user can reach the change-password page.
      const token = await tokenFor(clocked.app, ACME_OWNER);
      for (const [method, path] of [
        ['GET', '/users/me'],
        ['PUT', '/users/me'],
        ['GET', '/users/settings/timezones'],
        ['POST', '/users/2fa/initiate'],
      ] as const) {
        const answer = await call(clocked.app, method, user(path), {
          token,
          ...(method === 'PUT' ? { body: {} } : {}),
        });
        expect(answer.status, path).toBe(403);
        expect(answer.body.message).toMatch(/password has expired/);
        expect(answer.body.code, path).toBe('password_expired');
      }
      const changed = await call(clocked.app, 'POST', user('/users/me/password/change'), {
        token,
        body: { currentPassword: PASSWORD, newPassword: 'Renewed!Pass1', confirmPassword: 'Renewed!Pass1' },
      });
      expect(changed.status).toBe(200);
      expect((await call(clocked.app, 'GET', user('/users/me'), { token })).status).toBe(200);
    } finally {
      await clocked.close();
    }
  });
});
