/**
 * The dashboard's session cookie: login sets it HttpOnly and SameSite=Strict (Secure on https) with the
 * session's token and lifetime, logout clears it, and `readSessionCookie` (what the authenticate hook
 * reads when there is no bearer token) accepts it only on reads and on JSON or multipart writes.
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSessionCookie, SESSION_COOKIE } from '../src/features/auth/session-cookie.js';
import { ACME_OWNER, call, createTestApp, login, type TestApp, user } from './harness.js';

function setCookie(headers: Record<string, unknown>): string {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value.join('\n') : String(value ?? '');
}

describe('the session cookie over http', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test?.close();
  });

  it('login sets the session token in an HttpOnly, SameSite=Strict cookie that lives as long as the session', async () => {
    const answer = await login(test.app, ACME_OWNER);
    expect(answer.status).toBe(200);
    const cookie = setCookie(answer.headers);
    expect(cookie).toContain(`${SESSION_COOKIE}=${answer.body.data.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${24 * 3600}`);
    expect(cookie).not.toContain('Secure');
  });

  it('logout clears it', async () => {
    const { body } = await login(test.app, ACME_OWNER);
    const answer = await call(test.app, 'POST', user('/auth/logout'), { token: body.data.token });
    expect(answer.status).toBe(200);
    expect(setCookie(answer.headers)).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
  });

  it('a failed login sets no cookie', async () => {
    const answer = await login(test.app, ACME_OWNER, 'Wrong!2026x');
    expect(answer.status).toBe(401);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('signing in with the session cookie alone', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test?.close();
  });

  type Me = { user: { email: string; firstName: string } };

  /** A fresh session's token, sent back only as the browser would: in the Cookie header. */
  async function cookieSession(): Promise<Record<string, string>> {
    const { body } = await login(test.app, ACME_OWNER);
    return { cookie: `${SESSION_COOKIE}=${body.data.token}` };
  }

  it('a read is signed in', async () => {
    const headers = await cookieSession();
    const answer = await call<Me>(test.app, 'GET', user('/users/me'), { headers });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.email).toBe(ACME_OWNER);
  });

  it('a JSON write is signed in', async () => {
    const headers = await cookieSession();
    const answer = await call<Me>(test.app, 'PUT', user('/users/me'), {
      headers,
      body: { firstName: 'Cookie' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.firstName).toBe('Cookie');
  });

  it('a form-encoded or body-less write is not, and leaves the session alone', async () => {
    const headers = await cookieSession();
    const form = await test.app.inject({
      method: 'PUT',
      url: user('/users/me'),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=Forged',
    });
    expect(form.statusCode).toBe(401);
    const bare = await test.app.inject({ method: 'POST', url: user('/auth/logout'), headers });
    expect(bare.statusCode).toBe(401);
    const me = await call<Me>(test.app, 'GET', user('/users/me'), { headers });
    expect(me.status).toBe(200);
    expect(me.body.data.user.firstName).not.toBe('Forged');
  });

  it('after logout the cookie no longer signs in', async () => {
    const headers = await cookieSession();
    const logout = await call(test.app, 'POST', user('/auth/logout'), { headers, body: {} });
    expect(logout.status).toBe(200);
    const me = await call(test.app, 'GET', user('/users/me'), { headers });
    expect(me.status).toBe(401);
  });

  it('a bearer token wins over the cookie', async () => {
    const { body } = await login(test.app, ACME_OWNER);
    const answer = await call(test.app, 'GET', user('/users/me'), {
      token: body.data.token,
      headers: { cookie: `${SESSION_COOKIE}=not.a.jwt` },
    });
    expect(answer.status).toBe(200);
  });
});

describe('the session cookie over https', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({
      config: { publicUrl: 'https://app.verity.test', formsUrl: 'https://forms.verity.test' },
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('is Secure', async () => {
    const answer = await login(test.app, ACME_OWNER);
    expect(setCookie(answer.headers)).toContain('Secure');
  });
});

describe('readSessionCookie', () => {
  const request = (method: string, headers: Record<string, string>) =>
    ({ method, headers }) as unknown as FastifyRequest;
  const cookie = `other=1; ${SESSION_COOKIE}=the.jwt.value; theme=dark`;

  it('reads the token on reads and on JSON or multipart writes', () => {
    expect(readSessionCookie(request('GET', { cookie }))).toBe('the.jwt.value');
    expect(
      readSessionCookie(request('POST', { cookie, 'content-type': 'application/json; charset=utf-8' })),
    ).toBe('the.jwt.value');
    expect(
      readSessionCookie(request('PUT', { cookie, 'content-type': 'multipart/form-data; boundary=x' })),
    ).toBe('the.jwt.value');
  });

  it('ignores it on a write a cross-site form or a bare fetch could send', () => {
    expect(
      readSessionCookie(request('POST', { cookie, 'content-type': 'application/x-www-form-urlencoded' })),
    ).toBeNull();
    expect(readSessionCookie(request('POST', { cookie, 'content-type': 'text/plain' }))).toBeNull();
    expect(readSessionCookie(request('DELETE', { cookie }))).toBeNull();
  });

  it('is null without the cookie, or with it empty', () => {
    expect(readSessionCookie(request('GET', {}))).toBeNull();
    expect(readSessionCookie(request('GET', { cookie: 'verity_session_old=x; other=1' }))).toBeNull();
    expect(readSessionCookie(request('GET', { cookie: `${SESSION_COOKIE}=` }))).toBeNull();
  });
});
