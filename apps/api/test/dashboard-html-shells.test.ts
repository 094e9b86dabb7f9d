/**
 * The dashboard's auth pages arrive with their static shell (the layout already in the HTML, its CSS
 * inline), every other page with the empty index.html; the inline style is allowed by its hash alone.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HtmlShellsManifestError, readHtmlShells } from '../src/http/dashboard-html-shells.js';
import { createTestApp, type TestApp } from './harness.js';

const STYLE = 'main{color:red}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const page = (root: string, style = '') =>
  `<!doctype html><html><head>${style}<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root">${root}</div></body></html>`;

/** A stand-in for the dashboard build: index.html, two shells and the list the server reads. */
function fakeDashboard(manifest: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'verity-dashboard-'));
  writeFileSync(join(dir, 'index.html'), page(''));
  writeFileSync(join(dir, 'auth-login.html'), page('<h1>Log in to Verity</h1>', `<style>${STYLE}</style>`));
  writeFileSync(join(dir, 'auth.html'), page('<main>frame</main>', `<style>${STYLE}</style>`));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'html-shells.json'), JSON.stringify(manifest));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'export {};\n');
  return dir;
}

const builtManifest = {
  shells: [
    { path: '/auth/login', file: 'auth-login.html' },
    { path: '/auth/*', file: 'auth.html' },
  ],
  styleSrc: [STYLE_HASH],
};

function styleSrcOf(response: LightMyRequestResponse): string[] {
  const directive = String(response.headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('style-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

describe('the dashboard’s HTML by path', () => {
  let dashboardDir: string;
  let test: TestApp;
  beforeAll(async () => {
    dashboardDir = fakeDashboard(builtManifest);
    test = await createTestApp({ seed: false, config: { dashboardDir } });
  });
  afterAll(async () => {
    await test?.close();
    rmSync(dashboardDir, { recursive: true, force: true });
  });

  it('/auth/login answers the login shell, revalidated on every visit', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/auth/login?next=%2Fv-forms' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<h1>Log in to Verity</h1>');
  });

  it('another auth page answers the auth frame', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/auth/forgot-password' });
    expect(response.body).toContain('<main>frame</main>');
  });

  it('signed-in pages and the root answer the empty index.html, never an auth shell', async () => {
    for (const url of ['/', '/settings/account', '/v-forms/abc/edit', '/authors']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('the CSP allows the shells’ inline style by its hash, and nothing inline besides', async () => {
    for (const url of ['/auth/login', '/', '/assets/index-abc123.js']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(styleSrcOf(response), url).toEqual(["'self'", STYLE_HASH]);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });
});

describe('reading the build’s list of shells', () => {
  const dirs: string[] = [];
  const dashboard = (manifest: unknown) => {
    const dir = fakeDashboard(manifest);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a dashboard built without shells serves index.html everywhere and adds nothing to the CSP', () => {
    const dir = dashboard(builtManifest);
    rmSync(join(dir, '.vite', 'html-shells.json'));
    const shells = readHtmlShells(dir);
    expect(shells.fileFor('/auth/login')).toBe('index.html');
    expect(shells.styleSrc).toEqual([]);
    expect(readHtmlShells(undefined).fileFor('/auth/login')).toBe('index.html');
  });

  it('a listed shell whose file is missing falls back to index.html', () => {
    const dir = dashboard(builtManifest);
    rmSync(join(dir, 'auth-login.html'));
    expect(readHtmlShells(dir).fileFor('/auth/login')).toBe('auth.html');
  });

  it.each([
    [
      'a file outside the dashboard folder',
      { shells: [{ path: '/auth/*', file: '../secret.html' }], styleSrc: [] },
    ],
    ['a source that is not a hash', { shells: [], styleSrc: ["'unsafe-inline'"] }],
    ['no list at all', {}],
  ])('refuses %s', (_what, manifest) => {
    expect(() => readHtmlShells(dashboard(manifest))).toThrow(HtmlShellsManifestError);
  });
});
