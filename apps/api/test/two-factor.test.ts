import { ZRecoveryCodesResponse, ZTwoFactorInitiateResponse } from '@verity/client';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACME_OWNER,
  call,
  createTestApp,
  fromLatestMail,
  login,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The code an authenticator app shows `stepsAhead` periods from now. */
function totp(secret: string, stepsAhead = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

async function enableTwoFactor(
  email: string,
): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
  const token = await tokenFor(t.app, email);
  const initiated = await call(t.app, 'POST', user('/users/2fa/initiate'), { token });
  expect(initiated.status).toBe(200);
  const setup = ZTwoFactorInitiateResponse.parse(initiated.body.data);
  expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Verity:/);
  expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);

  const wrong = await call(t.app, 'POST', user('/users/2fa/activate'), { token, body: { code: '000000' } });
  expect(wrong.status).toBe(400);
  const activated = await call(t.app, 'POST', user('/users/2fa/activate'), {
    token,
    body: { code: totp(setup.secret) },
  });
  expect(activated.status).toBe(200);
  const { recoveryCodes } = ZRecoveryCodesResponse.parse(activated.body.data);
  return { secret: setup.secret, recoveryCodes, token };
}

describe('two-factor authentication', () => {
  it('runs end to end: initiate, activate, login with a TOTP, then with recovery codes once each', async () => {
    const { secret, recoveryCodes } = await enableTwoFactor(ACME_OWNER);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const first = await login(t.app, ACME_OWNER);
    expect(first.status).toBe(200);
    expect(first.body.data.token).toBeNull();
    const twoFactorLoginToken = first.body.data.user.twoFactorLoginToken;
    expect(twoFactorLoginToken).toEqual(expect.any(String));

    const bad = await call(t.app, 'POST', user('/auth/2fa/login'), {
      body: { twoFactorLoginToken, authCode: '123456', type: 'authenticator' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('The authentication code is incorrect');

    // The activation used this period's code; an authenticator shows the next one soon after.
    const viaTotp = await call<{ token: string }>(t.app, 'POST', user('/auth/2fa/login'), {
      body: { twoFactorLoginToken, authCode: totp(secret, 1), type: 'authenticator' },
    });
    expect(viaTotp.status).toBe(200);
    expect((await call(t.app, 'GET', user('/users/me'), { token: viaTotp.body.data.token })).status).toBe(
      200,
    );

    // The 2FA login token is single-use too.
    const reused = await call(t.app, 'POST', user('/auth/2fa/login'), {
      body: { twoFactorLoginToken, authCode: recoveryCodes[0], type: 'recovery' },
    });
    expect(reused.status).toBe(401);

    const second = await login(t.app, ACME_OWNER);
    const viaRecovery = await call<{ token: string }>(t.app, 'POST', user('/auth/2fa/login'), {
      body: {
        twoFactorLoginToken: second.body.data.user.twoFactorLoginToken,
        authCode: recoveryCodes[0],
        type: 'recovery',
      },
    });
    expect(viaRecovery.status).toBe(200);
    expect(viaRecovery.body.data.token).toEqual(expect.any(String));

    const third = await login(t.app, ACME_OWNER);
    const usedAgain = await call(t.app, 'POST', user('/auth/2fa/login'), {
      body: {
        twoFactorLoginToken: third.body.data.user.twoFactorLoginToken,
        authCode: recoveryCodes[0],
        type: 'recovery',
      },
    });
    expect(usedAgain.status).toBe(401);
    const anotherCode = await call(t.app, 'POST', user('/auth/2fa/login'), {
      body: {
        twoFactorLoginToken: third.body.data.user.twoFactorLoginToken,
        authCode: recoveryCodes[1]?.toUpperCase(),
        type: 'recovery',
      },
    });
    expect(anotherCode.status).toBe(200);
  });

  it('refuses a TOTP code that was already used (replay)', async () => {
    const { secret } = await enableTwoFactor('owner@globex.local');
    const a = await login(t.app, 'owner@globex.local');
    const code = totp(secret, 1);
    const ok = await call(t.app, 'POST', user('/auth/2fa/login'), {
      body: {
        twoFactorLoginToken: a.body.data.user.twoFactorLoginToken,
        authCode: code,
        type: 'authenticator',
      },
    });
    expect(ok.status).toBe(200);
    const b = await login(t.app, 'owner@globex.local');
    const replay = await call(t.app, 'POST', user('/auth/2fa/login'), {
      body: {
        twoFactorLoginToken: b.body.data.user.twoFactorLoginToken,
        authCode: code,
        type: 'authenticator',
      },
    });
    expect(replay.status).toBe(401);
  });

  it('sends a sign-in code by email that logs in once', async () => {
    const first = await login(t.app, ACME_OWNER);
    const twoFactorLoginToken = first.body.data.user.twoFactorLoginToken;
    const sent = await call(t.app, 'POST', user('/auth/2fa/code/send'), {
      body: { type: 'email', twoFactorLoginToken },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ channel: 'email', to: expect.stringMatching(/^ow\*+@acme\.local$/) });
    const code = await fromLatestMail(t.app, ACME_OWNER, /sign-in code is (\d{6})/);
    const done = await call(t.app, 'POST', user('/auth/2fa/login'), {
      body: { twoFactorLoginToken, authCode: code, type: 'email' },
    });
    expect(done.status).toBe(200);
  });

  it('refuses an SMS code before a phone is verified, then sends one after', async () => {
    const first = await login(t.app, ACME_OWNER);
    const twoFactorLoginToken = first.body.data.user.twoFactorLoginToken;
    const noPhone = await call(t.app, 'POST', user('/auth/2fa/code/send'), {
      body: { type: 'sms', twoFactorLoginToken },
    });
    expect(noPhone.status).toBe(400);

    const session = await call<{ token: string }>(t.app, 'POST', user('/auth/2fa/code/send'), {
      body: { type: 'email', twoFactorLoginToken },
    });
    expect(session.status).toBe(200);
    const code = await fromLatestMail(t.app, ACME_OWNER, /sign-in code is (\d{6})/);
    const signedIn = await call<{ token: string }>(t.app, 'POST', user('/auth/2fa/login'), {
      body: { twoFactorLoginToken, authCode: code, type: 'email' },
    });
    const token = signedIn.body.data.token;
    expect(
      (
        await call(t.app, 'POST', user('/users/2fa/phone'), {
          token,
          body: { countryCode: 'NG', mobile: '08031234567' },
        })
      ).status,
    ).toBe(200);
    const otp = await fromLatestMail(t.app, '08031234567', /verification code is (\d{6})/);
    expect(
      (
        await call(t.app, 'POST', user('/users/2fa/phone/verify'), {
          token,
          body: { otp: otp === '000000' ? '111111' : '000000' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', user('/users/2fa/phone/verify'), { token, body: { otp } })).status,
    ).toBe(200);

    const again = await login(t.app, ACME_OWNER);
    const smsToken = again.body.data.user.twoFactorLoginToken;
    const sms = await call(t.app, 'POST', user('/auth/2fa/code/send'), {
      body: { type: 'sms', twoFactorLoginToken: smsToken },
    });
    expect(sms.status).toBe(200);
    const smsCode = await fromLatestMail(t.app, '08031234567', /sign-in code is (\d{6})/);
    expect(
      (
        await call(t.app, 'POST', user('/auth/2fa/login'), {
          body: { twoFactorLoginToken: smsToken, authCode: smsCode, type: 'sms' },
        })
      ).status,
    ).toBe(200);
  });

  it('regenerates recovery codes (old ones stop working) and deactivates with a valid code only', async () => {
    const { secret, recoveryCodes, token } = await enableTwoFactor('analyst@acme.local');
    const regenerated = await call<{ recoveryCodes: string[] }>(
      t.app,
      'POST',
      user('/users/2fa/recovery-codes/generate'),
      {
        token,
        body: { code: recoveryCodes[0] },
      },
    );
    expect(regenerated.status).toBe(200);
    const fresh = regenerated.body.data.recoveryCodes;
    expect(fresh).toHaveLength(10);

    const oldCode = await call(t.app, 'POST', user('/users/2fa/deactivate'), {
      token,
      body: { code: recoveryCodes[1] },
    });
    expect(oldCode.status).toBe(400);
    const deactivated = await call(t.app, 'POST', user('/users/2fa/deactivate'), {
      token,
      body: { code: totp(secret, 1) },
    });
    expect(deactivated.status).toBe(200);
    const plain = await login(t.app, 'analyst@acme.local');
    expect(plain.body.data.token).toEqual(expect.any(String));
  });

  it('sends users without 2FA to set-up when their business forces it, and refuses other calls meanwhile', async () => {
    const ownerToken = await tokenFor(t.app, 'analyst@acme.local');
    const forbidden = await call(t.app, 'POST', user('/businesses/settings/2fa'), {
      token: ownerToken,
      body: { force2FA: true },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('You do not have the permissions to access resource');

    const first = await login(t.app, ACME_OWNER);
    const code = await (async () => {
      await call(t.app, 'POST', user('/auth/2fa/code/send'), {
        body: { type: 'email', twoFactorLoginToken: first.body.data.user.twoFactorLoginToken },
      });
      return fromLatestMail(t.app, ACME_OWNER, /sign-in code is (\d{6})/);
    })();
    const owner = await call<{ token: string }>(t.app, 'POST', user('/auth/2fa/login'), {
      body: { twoFactorLoginToken: first.body.data.user.twoFactorLoginToken, authCode: code, type: 'email' },
    });
    const forced = await call(t.app, 'POST', user('/businesses/settings/2fa'), {
      token: owner.body.data.token,
      body: { force2FA: true },
    });
    expect(forced.status).toBe(200);

    const analyst = await login(t.app, 'analyst@acme.local');
    expect(analyst.body.data.user).toMatchObject({ force2FA: true, twoFactorEnabled: false });
    const token = analyst.body.data.token ?? '';
    const blocked = await call(t.app, 'PUT', user('/users/me'), { token, body: { firstName: 'X' } });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toMatch(/two-factor/);
    expect((await call(t.app, 'POST', user('/users/2fa/initiate'), { token })).status).toBe(200);
  });

  it('lets a first-time user of a business that forces 2FA set it up first, before changing the password', async () => {
    const { eq } = await import('drizzle-orm');
    const { users } = await import('../src/db/schema.js');
    await t.app.ctx.db
      .update(users)
      .set({ firstTimeLogin: true })
      .where(eq(users.email, 'analyst@acme.local'));
    const analyst = await login(t.app, 'analyst@acme.local');
    expect(analyst.body.data.user).toMatchObject({ firstTimeLogin: true, force2FA: true });
    const token = analyst.body.data.token ?? '';
    const initiated = await call(t.app, 'POST', user('/users/2fa/initiate'), { token });
    expect(initiated.status).toBe(200);
    const { secret } = ZTwoFactorInitiateResponse.parse(initiated.body.data);
    expect(
      (await call(t.app, 'POST', user('/users/2fa/activate'), { token, body: { code: totp(secret) } }))
        .status,
    ).toBe(200);
    // Still a first login: everything but the password change stays closed.
    expect((await call(t.app, 'PUT', user('/users/me'), { token, body: {} })).status).toBe(403);
  });
});

/** How many answers had each status: `{ 401: 5, 429: 25 }`. */
function statusCounts(answers: Array<{ status: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('two-factor limits under concurrency', () => {
  it('checks at most 5 wrong codes when 30 arrive at once, at sign-in and when turning 2FA off', async () => {
    const email = 'admin@verity.local';
    const { token } = await enableTwoFactor(email);
    const first = await login(t.app, email);
    const twoFactorLoginToken = first.body.data.user.twoFactorLoginToken;
    expect(twoFactorLoginToken).toEqual(expect.any(String));

    const signIns = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t.app, 'POST', user('/auth/2fa/login'), {
          body: { twoFactorLoginToken, authCode: 'not-a-code', type: 'recovery' },
          ip: '198.51.100.7',
        }),
      ),
    );
    expect(statusCounts(signIns)).toEqual({ 401: 5, 429: 25 });

    const deactivations = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t.app, 'POST', user('/users/2fa/deactivate'), {
          token,
          body: { code: 'not-a-code' },
          ip: '198.51.100.8',
        }),
      ),
    );
    expect(statusCounts(deactivations)).toEqual({ 400: 5, 429: 25 });
  });
});
