/**
 * The dashboard's HTML and assets carry its security headers (strict CSP, no framing, nosniff, referrer
 * and permissions policies, COOP; HSTS on https), and the pages partners embed keep their own.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

/** A stand-in for Vite's output: the index page and one fingerprinted asset. */
function fakeDashboard(): string {
  const dir = mkdtempSync(join(tmpdir(), 'verity-dashboard-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'export {};\n');
  return dir;
}

/** The CSP as directive name -> its sources. */
function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts): parts is [string, ...string[]] => parts[0] !== undefined && parts[0] !== '')
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectDashboardHeaders(response: LightMyRequestResponse): void {
  const csp = cspOf(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  // The dashboard runs no capture, so the camera is off for it and anything it frames.
  expect(String(response.headers['permissions-policy'])).toContain('camera=()');
}

describe('the dashboard served over http', () => {
  let dashboardDir: string;
  let test: TestApp;
  beforeAll(async () => {
    dashboardDir = fakeDashboard();
    test = await createTestApp({ seed: false, config: { dashboardDir } });
  });
  afterAll(async () => {
    await test?.close();
    rmSync(dashboardDir, { recursive: true, force: true });
  });

  it('GET / answers the index page with the strict CSP and the other security headers, and no HSTS', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectDashboardHeaders(response);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('a deep link (the SPA fallback) carries the same headers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/settings/account' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expectDashboardHeaders(response);
  });

  it('a built asset carries them too, with its long cache', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectDashboardHeaders(response);
  });

  it('the hosted form page keeps its own CSP, which partners may frame', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/v-forms/some-form-id' });
    expect(response.statusCode).toBe(200);
    const csp = cspOf(response);
    expect(csp.get('frame-ancestors')).toEqual(['*']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('API answers are not given the page policy', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('the dashboard served over https', () => {
  let dashboardDir: string;
  let test: TestApp;
  beforeAll(async () => {
    dashboardDir = fakeDashboard();
    test = await createTestApp({
      seed: false,
      config: { dashboardDir, publicUrl: 'https://app.verity.test', formsUrl: 'https://forms.verity.test' },
    });
  });
  afterAll(async () => {
    await test?.close();
    rmSync(dashboardDir, { recursive: true, force: true });
  });

  it('adds HSTS to the page and its assets', async () => {
    for (const url of ['/', '/auth/login', '/assets/index-abc123.js']) {
      const response = await test.app.inject({ method: 'GET', url });
      expectDashboardHeaders(response);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('the dashboard with Stripe keys', () => {
  let dashboardDir: string;
  let test: TestApp;
  beforeAll(async () => {
    dashboardDir = fakeDashboard();
    test = await createTestApp({
      seed: false,
      config: {
        dashboardDir,
        stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' },
      },
    });
  });
  afterAll(async () => {
    await test?.close();
    rmSync(dashboardDir, { recursive: true, force: true });
  });

  it('lets Stripe.js load from Stripe, frame its card fields and call its API, and serves no sandbox', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/billing/payment-details' });
    const csp = cspOf(response);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp.get('frame-src')).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const sandbox = await test.app.inject({ method: 'GET', url: '/stripe-sandbox/v3.js' });
    expect(sandbox.headers['content-type']).not.toMatch(/javascript/);
  });
});
