/**
 * bench/dashboard-navigation: the signed-in dashboard's navigation (budget ≤ 300 ms).
 * Starts the built server as `npm start` does (fresh PGlite folder, seeded; a few more checks run through
 * the sandbox API), signs in through the login page in Debian Chromium, visits each page once (warm HTTP
 * cache), then for ROUNDS rounds times, on the page's own clock, until the frame that paints the content:
 *   1. in-app, answers already cached (the measure): the sidebar's Customer Verification → the
 *      history's first row; a history row's View → the check's Summary; the sidebar's Workflow Builder →
 *      the forms list's first row;
 *   2. in-app, first visit since the page loaded (code cached, answers not): the same three clicks, each
 *      right after a reload elsewhere, the check one nobody has opened yet;
 *   3. a reload of each of the three pages (HTTP cache warm), from the navigation's start.
 * Prints median and p90 against the budget; it does not assert.
 * Build first (`npx turbo run build`), then `npm run bench:dashboard-navigation` (ROUNDS=, default 15;
 * DASHBOARD_DIST= another dashboard build to serve instead, e.g. an older one for a before/after).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@verity/client';
import { chromium, type Page } from 'playwright-core';
import { SEED_PASSWORD, signIn, startBuiltServer } from './support/built-server.js';
import { type Arrival, installProbe, percentile, timeClick, timeLoad } from './support/navigation-probe.js';

const BUDGET_MS = 300;
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const OWNER = 'owner@acme.local';
const SANDBOX_CHECKS = 5;

// DASHBOARD_DIST: another build of the dashboard to measure against the same server (before/after).
const dist =
  process.env.DASHBOARD_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '../apps/dashboard/dist');
if (!existsSync(join(dist, 'index.html'))) {
  process.stderr.write('Build the dashboard and the API first: npx turbo run build\n');
  process.exit(1);
}

const arrivals = {
  history: { heading: 'Customer Verification', selector: 'tbody tr td a' },
  forms: { heading: 'Workflow Builder', selector: 'tbody tr td a' },
  detail: { selector: 'h2#section-summary' },
} satisfies Record<string, Arrival>;

const sidebar = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const viewLink = (page: Page, row: number) => page.locator('main tbody tr td:last-child a').nth(row);

const dataDir = mkdtempSync(join(tmpdir(), 'verity-navigation-'));
const server = await startBuiltServer({ dataDir, env: { DASHBOARD_DIR: dist } });
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
  // A few checks made the way a business makes them, on top of the seeded history.
  const owner = createClient({ origin: server.url, token: await signIn(server.url, OWNER) });
  for (let i = 0; i < SANDBOX_CHECKS; i += 1)
    await owner.identity.verify('ng', 'nin', { number: `5555555555${i}`, isConsent: true });

  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await installProbe(page);
  await page.goto(`${server.url}/auth/login`);
  await page.getByLabel('Email address').fill(OWNER);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();

  // Warm-up: each page once, so its code is in the HTTP cache.
  await timeClick(page, sidebar(page, 'Customer Verification'), arrivals.history);
  const rowsOnPage = await page.locator('main tbody tr td:last-child a').count();
  await timeClick(page, viewLink(page, 0), arrivals.detail);
  const detailUrl = page.url();
  await timeClick(page, sidebar(page, 'Workflow Builder'), arrivals.forms);

  const samples = new Map<string, number[]>();
  const record = (name: string, ms: number) => samples.set(name, [...(samples.get(name) ?? []), ms]);
  // A check nobody has opened in this session yet: rows 1.. in turn (row 0 is the one reopened).
  let fresh = 0;
  const freshRow = () => 1 + (fresh++ % Math.max(1, rowsOnPage - 1));

  for (let round = 0; round < ROUNDS; round += 1) {
    // The previous round's reloads emptied the query cache: each page once more, unmeasured.
    await timeClick(page, sidebar(page, 'Customer Verification'), arrivals.history);
    await timeClick(page, viewLink(page, 0), arrivals.detail);
    await timeClick(page, sidebar(page, 'Workflow Builder'), arrivals.forms);

    // 1. In-app, answers cached (each page was just visited).
    record(
      '1 cached · history',
      await timeClick(page, sidebar(page, 'Customer Verification'), arrivals.history),
    );
    record('1 cached · check detail', await timeClick(page, viewLink(page, 0), arrivals.detail));
    record(
      '1 cached · vForms list',
      await timeClick(page, sidebar(page, 'Workflow Builder'), arrivals.forms),
    );

    // 2. In-app, first visit since the page loaded.
    await timeLoad(page, `${server.url}/v-forms`, arrivals.forms);
    record(
      '2 first visit · history',
      await timeClick(page, sidebar(page, 'Customer Verification'), arrivals.history),
    );
    record(
      '2 first visit · check detail',
      await timeClick(page, viewLink(page, freshRow()), arrivals.detail),
    );
    await timeLoad(page, `${server.url}/customer-verification`, arrivals.history);
    record(
      '2 first visit · vForms list',
      await timeClick(page, sidebar(page, 'Workflow Builder'), arrivals.forms),
    );

    // 3. Reloads.
    record(
      '3 reload · history',
      await timeLoad(page, `${server.url}/customer-verification`, arrivals.history),
    );
    record('3 reload · check detail', await timeLoad(page, detailUrl, arrivals.detail));
    record('3 reload · vForms list', await timeLoad(page, `${server.url}/v-forms`, arrivals.forms));
  }

  const lines = [
    `dashboard-navigation (Chromium, signed in; ${ROUNDS} rounds; until the frame painting the content)`,
    '  1: click → content, answers cached   2: click → content, first visit   3: reload → content',
    '',
  ];
  for (const [name, values] of samples) {
    const median = percentile(values, 50);
    const p90 = percentile(values, 90);
    lines.push(
      `  ${name.padEnd(30)} median ${median.toFixed(0).padStart(5)} ms   p90 ${p90.toFixed(0).padStart(5)} ms   budget ${BUDGET_MS} ms ${median <= BUDGET_MS ? 'OK' : 'OVER'}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
