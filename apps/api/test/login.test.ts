import { ZLoginResponse, ZMeResponse } from '@verity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACME_OWNER,
  call,
  createTestApp,
  login,
  lookup,
  PASSWORD,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('look-up and login', () => {
  it('signs the seeded owner in and answers /users/me in the shared schema', async () => {
    const answer = await login(t.app, ACME_OWNER);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, statusCode: 200, message: 'Login successful' });
    const data = ZLoginResponse.parse(answer.body.data);
    expect(data.token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({
      email: ACME_OWNER,
      businessType: 'business',
      twoFactorLoginToken: null,
    });
    expect(data.user.business.name).toBe('Acme Ltd');
    expect(JSON.stringify(answer.body)).not.toMatch(/passwordHash|scrypt\$/);

    const me = await call(t.app, 'GET', user('/users/me'), { token: data.token });
    expect(me.status).toBe(200);
    expect(ZMeResponse.parse(me.body.data).user.email).toBe(ACME_OWNER);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const wrong = await login(t.app, ACME_OWNER, 'Wrong!Password1');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      success: false,
      name: 'UnauthorizedError',
      message: 'The email or password is incorrect',
    });
    const unknown = await login(t.app, 'nobody@nowhere.test', PASSWORD);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('gives a challenge that works once, only for its own email', async () => {
    const challengeToken = await lookup(t.app, ACME_OWNER);
    const otherEmail = await call(t.app, 'POST', user('/auth/login'), {
      body: { email: 'owner@globex.local', password: PASSWORD, challengeToken },
    });
    expect(otherEmail.status).toBe(401);
    // The failed attempt consumed it: single use even when the first use failed.
    const again = await call(t.app, 'POST', user('/auth/login'), {
      body: { email: ACME_OWNER, password: PASSWORD, challengeToken },
    });
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/expired/);
  });

  it('refuses an expired challenge (5 minutes)', async () => {
    let now = new Date();
    const clocked = await createTestApp({ now: () => now });
    try {
      const challengeToken = await lookup(clocked.app, ACME_OWNER);
      now = new Date(now.getTime() + 5 * 60 * 1000 + 1000);
      const late = await call(clocked.app, 'POST', user('/auth/login'), {
        body: { email: ACME_OWNER, password: PASSWORD, challengeToken },
      });
      expect(late.status).toBe(401);
    } finally {
      await clocked.close();
    }
  });

  it('answers 429 with timeRemainingInSeconds and Retry-After after 5 failures, even with the right password', async () => {
    const email = 'analyst@acme.local';
    for (let i = 0; i < 5; i += 1) expect((await login(t.app, email, 'Wrong!Password1')).status).toBe(401);
    const limited = await login(t.app, email, PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.name).toBe('TooManyRequestsError');
    const remaining = (limited.body.data as unknown as { timeRemainingInSeconds: number })
      .timeRemainingInSeconds;
    expect(remaining).toBeGreaterThan(14 * 60);
    expect(remaining).toBeLessThanOrEqual(15 * 60);
    expect(Number(limited.headers['retry-after'])).toBe(remaining);
  });

  it('lets the limit lift after 15 minutes', async () => {
    let now = new Date();
    const clocked = await createTestApp({ now: () => now });
    try {
      for (let i = 0; i < 5; i += 1) await login(clocked.app, ACME_OWNER, 'Wrong!Password1');
      expect((await login(clocked.app, ACME_OWNER)).status).toBe(429);
      now = new Date(now.getTime() + 15 * 60 * 1000 + 1000);
      expect((await login(clocked.app, ACME_OWNER)).status).toBe(200);
    } finally {
      await clocked.close();
    }
  });

  it('revokes the session on logout', async () => {
    const token = await tokenFor(t.app, 'owner@globex.local');
    expect((await call(t.app, 'GET', user('/users/me'), { token })).status).toBe(200);
    const out = await call(t.app, 'POST', user('/auth/logout'), { token });
    expect(out.body.message).toBe('Logged out successfully');
    const after = await call(t.app, 'GET', user('/users/me'), { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/unauthorized/);
  });

  it('answers 401 for a missing, malformed or forged token', async () => {
    expect((await call(t.app, 'GET', user('/users/me'))).status).toBe(401);
    expect((await call(t.app, 'GET', user('/users/me'), { token: 'not-a-jwt' })).status).toBe(401);
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzaWQiOiJ4Iiwic3ViIjoieSIsImlzcyI6InZlcml0eSJ9.c2lnbmF0dXJlLWZvcmdlZA';
    expect((await call(t.app, 'GET', user('/users/me'), { token: forged })).status).toBe(401);
  });

  it('switches environment, to live when no body is sent', async () => {
    const token = await tokenFor(t.app, ACME_OWNER);
    const live = await call<{ user: { environment: string } }>(
      t.app,
      'POST',
      user('/users/settings/switch-environment'),
      { token },
    );
    expect(live.body.data.user.environment).toBe('live');
    const back = await call<{ user: { environment: string } }>(
      t.app,
      'POST',
      user('/users/settings/switch-environment'),
      {
        token,
        body: { environment: 'sandbox' },
      },
    );
    expect(back.body.data.user.environment).toBe('sandbox');
  });

  it('updates the profile and the session timeout, and refuses a 0-minute timeout', async () => {
    const token = await tokenFor(t.app, ACME_OWNER);
    const updated = await call<{
      user: { firstName: string; settings: { sessionTimeoutInMinutes: number } };
    }>(t.app, 'PUT', user('/users/me'), {
      token,
      body: { firstName: 'Olu', settings: { sessionTimeoutInMinutes: -1 } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.user).toMatchObject({
      firstName: 'Olu',
      settings: { sessionTimeoutInMinutes: -1 },
    });
    const zero = await call(t.app, 'PUT', user('/users/me'), {
      token,
      body: { settings: { sessionTimeoutInMinutes: 0 } },
    });
    expect(zero.status).toBe(400);
  });
});

/** How many answers had each status: `{ 401: 5, 429: 25 }`. */
function statusCounts(answers: Array<{ status: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('limits that hold for many attempts', () => {
  it('evaluates at most 5 wrong passwords when 30 arrive at once (5 × 401, 25 × 429)', async () => {
    const email = 'branch@acme.local';
    // 30 challenges need two look-up addresses (20 look-ups per email and IP); the burst comes from a third.
    const challenges = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const answer = await call<{ accountChallengeToken: string }>(t.app, 'POST', user('/auth/lookup'), {
          body: { email },
          ip: i % 2 ? '198.51.100.1' : '198.51.100.2',
        });
        return answer.body.data.accountChallengeToken;
      }),
    );
    const answers = await Promise.all(
      challenges.map((challengeToken) =>
        call(t.app, 'POST', user('/auth/login'), {
          body: { email, password: 'Wrong!Password1', challengeToken },
          ip: '198.51.100.3',
        }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 401: 5, 429: 25 });
    // The five that got through were all judged on their password.
    for (const answer of answers.filter((a) => a.status === 401))
      expect(answer.body.message).toBe('The email or password is incorrect');
  });

  it('lets a person sign in 21 times in a row; only look-ups not followed by a sign-in count', async () => {
    const email = 'admin@verity.local';
    const ip = '198.51.100.4';
    for (let i = 0; i < 21; i += 1) {
      const challenge = await call<{ accountChallengeToken: string }>(t.app, 'POST', user('/auth/lookup'), {
        body: { email },
        ip,
      });
      expect(challenge.status).toBe(200);
      const signedIn = await call(t.app, 'POST', user('/auth/login'), {
        body: { email, password: PASSWORD, challengeToken: challenge.body.data.accountChallengeToken },
        ip,
      });
      expect(signedIn.status).toBe(200);
    }
    for (let i = 0; i < 20; i += 1)
      expect((await call(t.app, 'POST', user('/auth/lookup'), { body: { email }, ip })).status).toBe(200);
    const limited = await call(t.app, 'POST', user('/auth/lookup'), { body: { email }, ip });
    expect(limited.status).toBe(429);
  });
});

describe('persistence across a restart', () => {
  it('keeps a user created before the restart able to sign in', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), 'verity-restart-'));
    try {
      const first = await createTestApp({ dataDir, keep: true });
      const token = await tokenFor(first.app, ACME_OWNER);
      const changed = await call(first.app, 'POST', user('/users/me/password/change'), {
        token,
        body: { currentPassword: PASSWORD, newPassword: 'After!Restart9', confirmPassword: 'After!Restart9' },
      });
      expect(changed.status).toBe(200);
      await first.close();

      const second = await createTestApp({ dataDir, seed: false });
      try {
        expect((await login(second.app, ACME_OWNER, 'After!Restart9')).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
