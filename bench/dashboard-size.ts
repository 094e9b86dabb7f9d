/**
 * bench/dashboard-size: what the dashboard costs to load, measured in real Chromium.
 * Prints the gzip bytes of every JS and CSS file that /auth/login loads (budget: 150 KB in all), and of
 * the largest lazily loaded route chunk. Run after building: `npm run bench:dashboard-size`.
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
  css?: string[];
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

  const total = loaded.reduce((sum, file) => sum + file.bytes, 0);
  const lines = ['dashboard-size (gzip -9)', '', 'loaded by /auth/login:'];
  for (const file of loaded.sort((a, b) => b.bytes - a.bytes))
    lines.push(`  ${kb(file.bytes).padStart(9)}  ${file.url}`);
  lines.push(
    `  ${kb(total).padStart(9)}  total (budget ${kb(BUDGET_LOGIN_BYTES)}) ${total <= BUDGET_LOGIN_BYTES ? 'OK' : 'OVER BUDGET'}`,
  );
  lines.push('', 'largest route chunks:');
  for (const chunk of routeChunks.slice(0, 5)) lines.push(`  ${kb(chunk.bytes).padStart(9)}  ${chunk.name}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  if (total > BUDGET_LOGIN_BYTES) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}
