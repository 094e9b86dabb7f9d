/**
 * bench/dashboard-size: what the dashboard costs to load, measured in real Chromium.
 * Prints the gzip bytes of every JS and CSS file that /auth/login loads, of the largest lazily loaded
 * route chunks, and what the vForm builder route adds beyond the app shell; then the bytes actually
 * transferred (Accept-Encoding: br, gzip) for /auth/login, its JS and CSS files and its HTML (which
 * carries the stylesheet inline), against the budget of 110 KB for all of it, and for the
 * widget. The login page must load no zod classic: the bench fails when a chunk it loads holds any (read
 * from the chunk's source map, the chunk found through the Vite manifest).
 * Measured at a desktop width, where the login page also loads the auth layout's slideshow.
 * Run after building: `npm run bench:dashboard-size`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startTestServer } from '@verity/api/testing';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  DASHBOARD_DIST,
  requireDashboardBuild,
} from './support/dashboard-build.js';

/** JS and CSS of /auth/login, compressed as sent; its HTML counts too, since it carries the stylesheet. */
const BUDGET_LOGIN_TRANSFERRED_BYTES = 110 * 1024;
const dist = DASHBOARD_DIST;
const gz = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** A chunk's files and everything it imports statically, by manifest key. */
function closure(manifest: Record<string, ManifestChunk>, keys: readonly string[], seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** zod classic (`zod`, `zod/v4`): what the login page must not load. zod/mini would be allowed. */
const isZodClassic = (module: string) => /node_modules\/zod\/(index\.js|v4\/classic\/)/.test(module);

/**
 * The zod classic modules a built chunk holds, as its source map lists them. Only the bundler's own
 * runtime chunk has no map: it holds no module.
 */
function zodClassicIn(file: string): string[] {
  const mapPath = join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
  return map.sources.filter(isZodClassic);
}

requireDashboardBuild();
const server = await startTestServer({ dashboardDir: dist });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  const loaded: Array<{ url: string; bytes: number }> = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!/\.(js|css)$/.test(url.pathname)) return;
    loaded.push({ url: url.pathname, bytes: gz(await response.body()) });
  });
  // What actually crossed the wire (Chromium asks for br and gzip), as the server sent it.
  const transferred: Array<{ url: string; bytes: number; encoding: string }> = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (!/\.(js|css)$/.test(url.pathname)) return;
    const response = await request.response();
    transferred.push({
      url: url.pathname,
      bytes: (await request.sizes()).responseBodySize,
      encoding: (await response?.headerValue('content-encoding')) ?? 'none',
    });
  });
  await page.goto(`${server.url}/auth/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email address').waitFor();

  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const routeChunks = Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry)
    .map((chunk) => ({ name: chunk.src ?? chunk.file, bytes: gz(readFileSync(join(dist, chunk.file))) }))
    .sort((a, b) => b.bytes - a.bytes);

  // The builder route: its page chunk plus the shared chunks it pulls in that the app shell has not loaded.
  const entryKeys = closure(
    manifest,
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry)
      .map(([key]) => key),
  );
  const builderKey = Object.keys(manifest).find((key) => key.endsWith('v-forms/pages/builder-page.tsx'));
  const builderFiles = builderKey
    ? [...closure(manifest, [builderKey])].filter((key) => !entryKeys.has(key))
    : [];
  const builderBytes = builderFiles.reduce(
    (sum, key) => sum + gz(readFileSync(join(dist, (manifest[key] as ManifestChunk).file))),
    0,
  );

  const total = loaded.reduce((sum, file) => sum + file.bytes, 0);
  const lines = ['dashboard-size (gzip -9)', '', 'loaded by /auth/login:'];
  for (const file of loaded.sort((a, b) => b.bytes - a.bytes))
    lines.push(`  ${kb(file.bytes).padStart(9)}  ${file.url}`);
  lines.push(`  ${kb(total).padStart(9)}  total`);

  // Every script the page loaded is a chunk of this build (the manifest says so), and none holds zod classic.
  const chunkFiles = new Set(Object.values(manifest).map((chunk) => `/${chunk.file}`));
  const scripts = loaded.filter((file) => file.url.endsWith('.js')).map((file) => file.url);
  const unknown = scripts.filter((url) => !chunkFiles.has(url));
  const withZod = scripts.flatMap((url) =>
    chunkFiles.has(url)
      ? zodClassicIn(url.slice(1)).map((module) => `${url} (${module.split('node_modules/')[1]})`)
      : [],
  );
  lines.push(
    `  zod classic: ${withZod.length === 0 && unknown.length === 0 ? 'none' : 'LOADED'}${unknown.length > 0 ? `; not in the manifest: ${unknown.join(', ')}` : ''}`,
  );
  for (const hit of withZod.slice(0, 5)) lines.push(`    ${hit}`);
  lines.push('', 'largest route chunks:');
  for (const chunk of routeChunks.slice(0, 5)) lines.push(`  ${kb(chunk.bytes).padStart(9)}  ${chunk.name}`);
  lines.push(
    '',
    'the vForm builder route (/v-forms/:id/edit), beyond the app shell:',
    `  ${kb(builderBytes).padStart(9)}  ${builderFiles.length} chunks (page, dnd-kit, widget preview, shared)`,
  );
  const wire = transferred.reduce((sum, file) => sum + file.bytes, 0);
  const encodings = [...new Set(transferred.map((file) => file.encoding))].join(', ');
  // fetch decompresses the body: the header says what was sent.
  const html = await fetch(`${server.url}/auth/login`, { headers: { 'accept-encoding': 'br, gzip' } });
  await html.arrayBuffer();
  const htmlBytes = Number(html.headers.get('content-length'));
  const widget = await fetch(`${server.url}/widgets/vform.js`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const loginBytes = wire + htmlBytes;
  lines.push(
    '',
    'transferred (Accept-Encoding: br, gzip; as the server sent it):',
    `  ${kb(wire).padStart(9)}  JS and CSS files of /auth/login (${transferred.length} files, ${encodings})`,
    `  ${kb(htmlBytes).padStart(9)}  its HTML: the static shell and the stylesheet, inline (${html.headers.get('content-encoding') ?? 'none'})`,
    `  ${kb(loginBytes).padStart(9)}  /auth/login in all (budget ${kb(BUDGET_LOGIN_TRANSFERRED_BYTES)}) ${loginBytes <= BUDGET_LOGIN_TRANSFERRED_BYTES ? 'OK' : 'OVER BUDGET'}`,
    `  ${kb(Number(widget.headers.get('content-length'))).padStart(9)}  /widgets/vform.js (${widget.headers.get('content-encoding') ?? 'none'})`,
  );
  await widget.arrayBuffer();
  process.stdout.write(`${lines.join('\n')}\n`);
  if (loginBytes > BUDGET_LOGIN_TRANSFERRED_BYTES || withZod.length > 0 || unknown.length > 0)
    process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}
