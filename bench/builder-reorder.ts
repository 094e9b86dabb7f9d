/**
 * bench/builder-reorder: what a reorder costs in the vForm builder on a 100-field form.
 * 1. The store's pure command: p50/p95 of `perform(state, moveField)` in Node (no React, no network).
 * 2. In Chromium against the built dashboard: a field moved with the keyboard, then Undo and Redo clicked
 *    in turn; p50/p95 from the click to the frame after the canvas shows the new order.
 * Build the dashboard first (`npx vite build` in apps/dashboard), then `node --import tsx bench/builder-reorder.ts`
 * (BROWSER=0 skips the browser part).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startTestServer, TEST_SEED_PASSWORD } from '@verity/api/testing';
import {
  createClient,
  defaultVFormSettings,
  fieldKindOf,
  type TVFormField,
  type VFormFieldType,
} from '@verity/client';
import { chromium } from 'playwright-core';

const FIELDS = 100;
const RUNS = Number(process.env.RUNS ?? 2000);
const BROWSER_RUNS = Number(process.env.BROWSER_RUNS ?? 20);

interface State {
  settings: ReturnType<typeof defaultVFormSettings>;
  fields: Record<string, TVFormField>;
  order: string[];
  selectedId: string | null;
}
interface Move {
  name: 'moveField';
  args: { id: string; position: number };
}

// The dashboard's sources resolve the bundler way (no file extensions): tsx runs them, and the path is
// not a literal, so this file's typecheck (NodeNext, e2e/tsconfig.json) does not walk into them.
const commandsPath = '../apps/dashboard/src/features/vforms/lib/builder/commands.ts';
const { perform } = (await import(commandsPath)) as { perform(state: State, command: Move): State };

const types: VFormFieldType[] = ['short-text', 'email', 'phone', 'number', 'date', 'long-text'];
const field = (i: number): TVFormField => {
  const type = types[i % types.length] ?? 'short-text';
  return {
    id: `f-${i}`,
    templateId: 'tpl',
    type,
    __type: fieldKindOf(type),
    position: i,
    label: `Question ${i + 1}`,
    description: null,
    placeholder: null,
    required: false,
    options: [],
    colors: {},
    validation: {},
    country: null,
    verificationType: null,
    performVerification: false,
    customFields: [],
    pageBreak: null,
    capture: null,
    createdAt: '',
    updatedAt: '',
  };
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) =>
  `${value < 0.1 ? (value * 1000).toFixed(1) : value.toFixed(3)} ${value < 0.1 ? 'µs' : 'ms'}`;

// ------------------------------------------------------------------------------------ 1. pure perform
const fields = Array.from({ length: FIELDS }, (_, i) => field(i));
let state: State = {
  settings: defaultVFormSettings('Bench'),
  fields: Object.fromEntries(fields.map((f) => [f.id, f])),
  order: fields.map((f) => f.id),
  selectedId: null,
};
const timings: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const id = state.order[run % FIELDS] ?? 'f-0';
  const position = (run * 37) % FIELDS;
  const start = performance.now();
  state = perform(state, { name: 'moveField', args: { id, position } });
  timings.push(performance.now() - start);
}
process.stdout.write(
  `perform(moveField) on ${FIELDS} fields, ${RUNS} runs: p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))}\n`,
);

// ------------------------------------------------------------------------------------------ 2. browser
const dist = join(dirname(fileURLToPath(import.meta.url)), '../apps/dashboard/dist');
if (process.env.BROWSER === '0') process.exit(0);
if (!existsSync(join(dist, 'index.html'))) {
  process.stderr.write('Build the dashboard first (npx vite build in apps/dashboard) for the browser part\n');
  process.exit(1);
}

const server = await startTestServer({ dashboardDir: dist });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const email = 'owner@acme.local';
  const anonymous = createClient({ origin: server.url });
  const { data: lookup } = await anonymous.auth.lookup({ email });
  const { data: session } = await anonymous.auth.login({
    email,
    password: TEST_SEED_PASSWORD,
    challengeToken: lookup.accountChallengeToken,
  });
  const owner = createClient({ origin: server.url, token: session.token ?? '' });
  const { data: template } = await owner.vforms.createTemplate('blank', { title: 'Reorder bench' });
  for (let i = 0; i < FIELDS; i += 1)
    await owner.vforms.createField(template.id, {
      type: types[i % types.length] ?? 'short-text',
      label: `Question ${i + 1}`,
    });

  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`${server.url}/auth/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(TEST_SEED_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${server.url}/`);
  await page.goto(`${server.url}/v-forms/${template.id}/edit`);
  const items = page.locator('ol[aria-label="Form fields"] > li');
  await items.nth(FIELDS - 1).waitFor();

  // One keyboard move (the first question one place down), so Undo and Redo each reorder the canvas.
  const list = page.locator('ol[aria-label="Form fields"]');
  const firstId = await items.first().getAttribute('data-field-id');
  await page.getByRole('button', { name: 'Move Question 1', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.waitForFunction(
    (id) => document.querySelector('ol[aria-label="Form fields"]')?.getAttribute('data-over-id') === id,
    firstId,
  );
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction((id) => {
    const over = document.querySelector('ol[aria-label="Form fields"]')?.getAttribute('data-over-id');
    return over !== null && over !== id;
  }, firstId);
  await page.keyboard.press('Space');
  await page.waitForFunction(
    (id) => document.querySelector('ol[aria-label="Form fields"] > li')?.getAttribute('data-field-id') !== id,
    firstId,
  );
  await list.waitFor();

  // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
  const browserTimings = (await page.evaluate(`(async (runs) => {
    const canvas = document.querySelector('ol[aria-label="Form fields"]');
    const buttons = [...document.querySelectorAll('button')];
    const undo = buttons.find((button) => button.textContent?.trim() === 'Undo');
    const redo = buttons.find((button) => button.textContent?.trim() === 'Redo');
    if (!canvas || !undo || !redo) throw new Error('the builder is not on the page');
    const first = () => canvas.firstElementChild?.getAttribute('data-field-id');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const out = [];
    for (let run = 0; run < runs; run += 1) {
      const before = first();
      const start = performance.now();
      (run % 2 === 0 ? undo : redo).click();
      while (first() === before) await frame();
      await frame();
      out.push(performance.now() - start);
    }
    return out;
  })(${BROWSER_RUNS})`)) as number[];
  process.stdout.write(
    `Undo/Redo of a reorder in Chromium, ${FIELDS} fields, ${BROWSER_RUNS} runs (click to next frame painted): p50 ${percentile(browserTimings, 50).toFixed(1)} ms, p95 ${percentile(browserTimings, 95).toFixed(1)} ms\n`,
  );
} finally {
  await browser.close();
  await server.close();
}
