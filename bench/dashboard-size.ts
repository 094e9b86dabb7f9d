/**
 * bench/dashboard-size: what the dashboard costs to load, measured in real Chromium.
 * Prints the gzip bytes of every JS and CSS file that /auth/login loads (budget: 150 KB in all), and of
 * the largest lazily loaded route chunks, and what the vForm builder route adds beyond the app shell.
 * Run after building: `npm run bench:dashboard-size`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startTestServer } from '@verity/api/testing';
import { chromium } from 'playwright-core';

const BUDGET_LOGIN_BYTES = 150 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '../apps/dashboard/dist');
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

if (!existsSync(join(dist, '.vite/manifest.json'))) {
  process.stderr.write('Build the dashboard first: npx turbo run build --filter=@verity/dashboard\n');
  process.exit(1);
}

const server = await startTestServer({ dashboardDir: dist });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
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
  lines.push(
    `  ${kb(total).padStart(9)}  total (budget ${kb(BUDGET_LOGIN_BYTES)}) ${total <= BUDGET_LOGIN_BYTES ? 'OK' : 'OVER BUDGET'}`,
  );
  lines.push('', 'largest route chunks:');
  for (const chunk of routeChunks.slice(0, 5)) lines.push(`  ${kb(chunk.bytes).padStart(9)}  ${chunk.name}`);
  lines.push(
    '',
    'the vForm builder route (/v-forms/:id/edit), beyond the app shell:',
    `  ${kb(builderBytes).padStart(9)}  ${builderFiles.length} chunks (page, dnd-kit, widget preview, shared)`,
  );
  const wire = transferred.reduce((sum, file) => sum + file.bytes, 0);
  const encodings = [...new Set(transferred.map((file) => file.encoding))].join(', ');
  const widget = await fetch(`${server.url}/widgets/vform.js`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  lines.push(
    '',
    'transferred (Accept-Encoding: br, gzip; as the server sent it):',
    `  ${kb(wire).padStart(9)}  JS and CSS of /auth/login (${transferred.length} files, ${encodings})`,
    `  ${kb(Number(widget.headers.get('content-length'))).padStart(9)}  /widgets/vform.js (${widget.headers.get('content-encoding') ?? 'none'})`,
  );
  await widget.arrayBuffer();
  process.stdout.write(`${lines.join('\n')}\n`);
  if (total > BUDGET_LOGIN_BYTES) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}
