/**
 * Acceptance: every route answers malformed input with a 4xx in the envelope, never a 500. The route list
 * comes from the app itself, so a new route is covered the day it is added.
 */

import { hasAllPermissions } from '@verity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/http/app-instance.js';
import { ACME_OWNER, call, createTestApp, type TestApp, tokenFor, user } from './harness.js';

let t: TestApp;
let token: string;
let ownerPermissions: string[];
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, ACME_OWNER);
  const me = await call<{ user: { role: { permissions: string[] } } }>(t.app, 'GET', user('/users/me'), {
    token,
  });
  ownerPermissions = me.body.data.user.role.permissions;
});
afterAll(() => t.close());

const long = 'x'.repeat(10_000);

/** Fill path parameters with a value that matches no record. */
function concrete(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, value);
}

interface Probe {
  name: string;
  payload?: string;
  contentType?: string;
  paramValue?: string;
  query?: string;
}

const probes: Probe[] = [
  { name: 'missing body', contentType: 'application/json' },
  { name: 'malformed JSON', payload: '{"email": ', contentType: 'application/json' },
  { name: 'JSON array body', payload: '[1,2,3]', contentType: 'application/json' },
  { name: 'JSON string body', payload: '"hello"', contentType: 'application/json' },
  {
    name: 'wrong types',
    payload: JSON.stringify({
      email: 42,
      password: true,
      code: [],
      otp: {},
      firstName: 7,
      environment: 1,
      force2FA: 'yes',
    }),
    contentType: 'application/json',
  },
  {
    name: 'too long values',
    payload: JSON.stringify({
      email: `${long}@x.com`,
      password: long,
      code: long,
      otp: long,
      firstName: long,
      token: long,
    }),
    contentType: 'application/json',
  },
  {
    name: 'unknown fields',
    payload: JSON.stringify({ surprise: true, __proto__: { admin: true } }),
    contentType: 'application/json',
  },
  { name: 'wrong content type', payload: 'email=a@b.c', contentType: 'text/plain' },
  { name: 'form-encoded body', payload: 'email=a@b.c', contentType: 'application/x-www-form-urlencoded' },
  {
    name: 'traversal-looking params',
    paramValue: '..%2F..%2Fetc%2Fpasswd',
    contentType: 'application/json',
    payload: '{}',
  },
  { name: 'very long params', paramValue: long, contentType: 'application/json', payload: '{}' },
  { name: 'unknown query', query: '?surprise=1&to[$ne]=x', contentType: 'application/json', payload: '{}' },
  ...unsafeTextProbes(),
];

/** NUL bytes and lone surrogates, in each part of a request. */
function unsafeTextProbes(): Probe[] {
  const json = 'application/json';
  return [
    { name: 'NUL in a path parameter', paramValue: 'ab%00cd', contentType: json, payload: '{}' },
    { name: 'NUL in the query', query: '?title=ab%00cd&name=x', contentType: json, payload: '{}' },
    {
      name: 'NUL in a body value',
      payload: '{"email":"a\\u0000b@x.com","title":"t\\u0000","number":"1\\u0000"}',
      contentType: json,
    },
    { name: 'NUL in a body key', payload: '{"ti\\u0000tle":"x"}', contentType: json },
    { name: 'lone surrogate in a body value', payload: '{"title":"a\\ud800b"}', contentType: json },
    {
      name: 'NUL deep in a nested body',
      payload: '{"values":{"f1":{"number":"1\\u0000"}},"answers":[["\\u0000"]]}',
      contentType: json,
    },
  ];
}

/** One probe against one route, signed in as the owner or not. */
function send(route: RegisteredRoute, probe: Probe, authenticated: boolean) {
  return t.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url, probe.paramValue ?? '0000') + (probe.query ?? ''),
    headers: {
      ...(probe.contentType && route.method !== 'GET' ? { 'content-type': probe.contentType } : {}),
      ...(authenticated ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(probe.payload !== undefined && route.method !== 'GET' ? { payload: probe.payload } : {}),
  });
}

const isUnsafeTextProbe = (probe: Probe) => unsafeTextProbes().some((p) => p.name === probe.name);

/**
 * The sandbox's Stripe double answers the browser in Stripe's wire format (`{ error: { type, message } }`),
 * as Stripe.js expects, not in the envelope: it stands in for api.stripe.com.
 */
const speaksStripe = (url: string) => url.startsWith('/stripe-sandbox/');
/** Stripe's webhook reads nothing before its signature over the raw bytes checks out: a probe is refused so. */
const STRIPE_WEBHOOK = '/api/billing/v1/payment-methods/webhooks/stripe';

describe('malformed input on every route', () => {
  it('covers the routes this issue serves', () => {
    const urls = t.app.routeList.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['POST /api/user/v1/auth/login', 'POST /api/media/v1/uploads/media']),
    );
    expect(urls.length).toBeGreaterThan(30);
  });

  for (const authenticated of [false, true]) {
    it(`answers 4xx envelopes, never 5xx (${authenticated ? 'signed in' : 'signed out'})`, async () => {
      const failures: string[] = [];
      for (const route of t.app.routeList) {
        // Logout would end the session the remaining probes use.
        if (authenticated && route.url.endsWith('/auth/logout')) continue;
        if (speaksStripe(route.url)) continue;
        for (const probe of probes) {
          if (route.method === 'GET' && probe.payload !== undefined && !probe.query && !probe.paramValue)
            continue;
          const response = await send(route, probe, authenticated);
          const where = `${route.method} ${route.url} [${probe.name}] -> ${response.statusCode}`;
          if (response.statusCode >= 500) {
            failures.push(`${where}: ${response.body.slice(0, 200)}`);
            continue;
          }
          // Files and exports answer in their own type when the request was acceptable.
          const contentType = String(response.headers['content-type'] ?? '');
          const isJson = contentType.startsWith('application/json');
          if (!isJson && response.statusCode < 300) continue;
          // Pages for people (the hosted vForm) answer a bad id with an HTML error page, not an envelope.
          if (!route.url.startsWith('/api/') && contentType.startsWith('text/html')) continue;
          const body = response.json() as {
            success?: boolean;
            statusCode?: number;
            message?: string;
            name?: string;
          };
          if (response.statusCode >= 400) {
            if (
              body.success !== false ||
              body.statusCode !== response.statusCode ||
              !body.message ||
              !body.name
            )
              failures.push(`${where}: not an envelope: ${response.body.slice(0, 200)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('refuses NUL bytes and lone surrogates anywhere in a request with a 400, on every route', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of t.app.routeList) {
      if (route.url.endsWith('/auth/logout') || speaksStripe(route.url)) continue;
      for (const probe of probes.filter(isUnsafeTextProbe)) {
        if (probe.paramValue && !route.url.includes(':')) continue;
        if (probe.payload && !probe.query && !probe.paramValue && route.method === 'GET') continue;
        const response = await send(route, probe, true);
        sent += 1;
        // Routes the owner may not call turn them away before reading the request.
        const expected =
          route.access?.tenancy === 'platform' ||
          !hasAllPermissions(ownerPermissions, route.access?.permissions ?? [])
            ? 403
            : 400;
        if (response.statusCode !== expected)
          failures.push(`${route.method} ${route.url} [${probe.name}] -> ${response.statusCode}`);
        else if (
          expected === 400 &&
          !(route.url === STRIPE_WEBHOOK ? /signature|not allowed/ : /not allowed/).test(
            String(response.json().message),
          )
        )
          failures.push(`${route.method} ${route.url} [${probe.name}]: ${response.body.slice(0, 120)}`);
      }
    }
    console.info(`unsafe-text probes: ${sent} requests, ${failures.length} not refused with 400`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  });

  it('words the unsafe-text refusal in the spec’s language and names the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/auth/lookup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"owner\\u0000@acme.local"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      message: 'The email field contains a character that is not allowed',
      fieldErrors: { email: 'The email field contains a character that is not allowed' },
    });
  });

  it('words validation failures in the spec’s language with errors and fieldErrors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/auth/lookup',
      payload: { email: 'not-an-email', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      statusCode: 400,
      name: 'ValidationError',
      errors: expect.arrayContaining(['email: The email field should be a valid email']),
      fieldErrors: {
        email: 'The email field should be a valid email',
        extra: 'The extra field is not allowed',
      },
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/user/v1/auth/lookup', payload: {} });
    expect(missing.json()).toMatchObject({
      message: 'The email field is required',
      fieldErrors: { email: 'The email field is required' },
    });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, name: 'NotFoundError' });
  });

  it('answers 415 for a JSON route sent text/plain, with the request id echoed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/auth/lookup',
      headers: { 'content-type': 'text/plain' },
      payload: 'owner@acme.local',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ name: 'UnsupportedMediaTypeError' });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });
});
