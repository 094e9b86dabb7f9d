/**
 * An envelope's statusCode is its answer's HTTP status, whatever the
 * handler built: it is set in one place as the answer is serialised. The harness's `call` checks the same
 * on every answer every suite sees (the contract test in verification-kit.test.ts included).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_OWNER, createTestApp, type TestApp, tokenFor, user } from './harness.js';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${owner}` },
    ...(payload ? { payload } : {}),
  });

describe('the envelope’s statusCode', () => {
  it('is 201 when a role is created with 201', async () => {
    const created = await send('POST', user('/roles'), {
      name: 'Envelope reviewers',
      permissions: ['identity:view'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, statusCode: 201, message: 'Role created' });
  });

  it('matches the HTTP status on a plain success and on failures', async () => {
    for (const [method, url, payload, status] of [
      ['GET', user('/users/me'), undefined, 200],
      ['POST', user('/roles'), { name: '' }, 400],
      ['GET', user('/roles/0190a6f0-0000-7000-8000-000000000000'), undefined, 404],
      ['GET', '/api/user/v1/nothing-here', undefined, 404],
    ] as const) {
      const answer = await send(method, url, payload);
      expect(answer.statusCode, url).toBe(status);
      expect(answer.json().statusCode, url).toBe(status);
    }
  });
});
