/**
 * Speed (compression and caching): the build writes brotli and gzip copies of every text asset
 * (scripts/precompress.mjs); the dashboard's assets and the widget script go out in the encoding the
 * browser asks for, byte-identical once decoded; hashed assets are immutable, the widget revalidates by
 * ETag (304), and a client that asks for no encoding gets the original.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerHostedPageRoutes } from '../src/features/vforms/hosted-page-routes.js';
import type { AppInstance } from '../src/http/app-instance.js';
import { createTestApp, type TestApp } from './harness.js';

const precompress = fileURLToPath(new URL('../../../scripts/precompress.mjs', import.meta.url));
/** Something shaped like a bundle: long enough, and repetitive enough, to be worth compressing. */
const bundle = Array.from({ length: 400 }, (_, i) => `export const value${i} = "verity-${i % 7}";`).join(
  '\n',
);

let dashboardDir: string;
let widgetsDir: string;
let test: TestApp;
let widgets: AppInstance;

beforeAll(async () => {
  dashboardDir = mkdtempSync(join(tmpdir(), 'verity-dashboard-'));
  writeFileSync(join(dashboardDir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dashboardDir, 'assets'));
  writeFileSync(join(dashboardDir, 'assets', 'index-abc123.js'), bundle);
  widgetsDir = mkdtempSync(join(tmpdir(), 'verity-widgets-'));
  writeFileSync(join(widgetsDir, 'vform.js'), bundle);
  for (const dir of [dashboardDir, widgetsDir]) execFileSync(process.execPath, [precompress, dir]);

  test = await createTestApp({ seed: false, config: { dashboardDir } });
  widgets = Fastify() as unknown as AppInstance;
  widgets.decorate('ctx', {
    config: { nodeEnv: 'test', publicUrl: 'http://127.0.0.1:8080', formsUrl: 'http://localhost:8080' },
  } as never);
  registerHostedPageRoutes(widgets, { widgetsDir });
});

afterAll(async () => {
  await test.close();
  await widgets.close();
  rmSync(dashboardDir, { recursive: true, force: true });
  rmSync(widgetsDir, { recursive: true, force: true });
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('the dashboard assets', () => {
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ] as const)
    it(`answer Accept-Encoding "${accept}" with ${encoding ?? 'the original'}, identical once decoded`, async () => {
      const response = await test.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, response.rawPayload).toString()).toBe(bundle);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(bundle.length / 4);
    });
});

describe('the widget script', () => {
  it('goes out brotli- or gzip-encoded as asked, identical once decoded, with an ETag', async () => {
    const original = readFileSync(join(widgetsDir, 'vform.js'));
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const response = await widgets.inject({
        method: 'GET',
        url: '/widgets/vform.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decode(encoding, response.rawPayload).equals(original)).toBe(true);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    }
  });

  it('answers a revalidation of an unchanged script with 304, and a changed one in full', async () => {
    const first = await widgets.inject({ method: 'GET', url: '/widgets/vform.js' });
    const etag = String(first.headers.etag);
    const again = await widgets.inject({
      method: 'GET',
      url: '/widgets/vform.js',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    writeFileSync(join(widgetsDir, 'vform.js'), `${bundle}\n// v2`);
    execFileSync(process.execPath, [precompress, widgetsDir]);
    const changed = await widgets.inject({
      method: 'GET',
      url: '/widgets/vform.js',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
