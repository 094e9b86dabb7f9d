/**
 * bench/widget-size: what the vForm widget costs, and how fast it paints.
 * Prints the gzip -9 bytes of packages/widgets/dist/vform.js (the script tag, everything inlined; budget
 * 20 KB), dist/vform-embed.js (the iframe helper) and the ESM entry dist/index.js (as shipped with its
 * externals left out, minified, and minified WITH its externals preact, @preact/signals-core and
 * @verity/client/public, which is what a bundler would add). Then the time from the widget script having
 * loaded to the first field painted, for a published 20-field form on the hosted page in Chromium
 * (p50 of 5 runs). Figures only; nothing is asserted.
 *   npm run build --workspace @verity/widgets && npm run bench:widget-size
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startTestServer, TEST_SEED_PASSWORD } from '@verity/api/testing';
import { createClient } from '@verity/client';
import { chromium } from 'playwright-core';
import { rolldown } from 'rolldown';

const BUDGET_BYTES = 20 * 1024;
const RUNS = 5;
const dist = join(dirname(fileURLToPath(import.meta.url)), '../packages/widgets/dist');
const gz = (content) => gzipSync(content, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const line = (bytes, label) => `  ${kb(bytes).padStart(9)}  ${label}`;

for (const file of ['vform.js', 'vform-embed.js', 'index.js'])
  if (!existsSync(join(dist, file))) {
    process.stderr.write(`Build the widgets first: npm run build --workspace @verity/widgets (${file})\n`);
    process.exit(1);
  }

/** dist/index.js bundled to one file: `external` true leaves preact, signals and the client out. */
async function esm({ external, minify }) {
  const bundle = await rolldown({
    input: join(dist, 'index.js'),
    external: external ? [/^preact/, /^@preact\//, /^@verity\/client/] : [],
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'es', minify });
  await bundle.close();
  return output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

const iife = gz(readFileSync(join(dist, 'vform.js')));
const lines = ['widget-size (gzip -9, source maps not counted)', ''];
lines.push(
  line(
    iife,
    `dist/vform.js  (IIFE, everything inlined; budget ${kb(BUDGET_BYTES)}) ${iife <= BUDGET_BYTES ? 'OK' : 'OVER BUDGET'}`,
  ),
);
lines.push(
  line(gz(readFileSync(join(dist, 'vform-embed.js'))), 'dist/vform-embed.js  (iframe auto-height helper)'),
);
lines.push(
  line(
    gz(await esm({ external: true, minify: false })),
    'dist/index.js  ESM as shipped (+ its chunks), externals left out',
  ),
);
lines.push(
  line(gz(await esm({ external: true, minify: true })), 'dist/index.js  ESM minified, externals left out'),
);
lines.push(
  line(
    gz(await esm({ external: false, minify: true })),
    'dist/index.js  ESM minified WITH externals (preact, @preact/signals-core, @verity/client/public), all exports kept',
  ),
);
process.stdout.write(`${lines.join('\n')}\n\n`);
if (iife > BUDGET_BYTES) process.exitCode = 1;

// ------------------------------------------------------------------------------- time to first field

const FIELDS = [
  ['short-text', 'First name'],
  ['short-text', 'Last name'],
  ['email', 'Email address'],
  ['phone', 'Phone number'],
  ['number', 'Age'],
  ['date', 'Start date'],
  ['long-text', 'About you'],
  ['dropdown', 'Account type', ['Savings', 'Current', 'Domiciliary']],
  ['radio', 'Preferred contact', ['Email', 'Phone']],
  ['checkboxes', 'Products', ['Card', 'App', 'Cheque book']],
  ['short-text', 'Occupation'],
  ['short-text', 'Employer'],
  ['number', 'Monthly income'],
  ['country-state', 'Country and state'],
  ['address', 'Home address'],
  ['short-text', 'Referral code'],
  ['email', 'Work email'],
  ['phone', 'Work phone'],
  ['date', 'Date of birth'],
  ['long-text', 'Anything else?'],
];

const server = await startTestServer();
let token;
const client = createClient({ origin: server.url, token: () => token });
let browser;
try {
  const email = 'owner@acme.local';
  const { data: challenge } = await client.auth.lookup({ email });
  const { data: session } = await client.auth.login({
    email,
    password: TEST_SEED_PASSWORD,
    challengeToken: challenge.accountChallengeToken,
  });
  token = session.token;
  for (const method of ['createTemplate', 'createField', 'publish'])
    if (typeof client.vforms[method] !== 'function') throw new Error(`client.vforms.${method} is missing`);
  let templateId;
  try {
    const { data: template } = await client.vforms.createTemplate('blank', {
      title: 'Widget bench: 20 fields',
    });
    templateId = template.id;
    for (const [type, label, options] of FIELDS)
      await client.vforms.createField(templateId, {
        type,
        label,
        required: false,
        ...(options ? { options } : {}),
      });
    await client.vforms.publish(templateId);
  } catch (error) {
    throw new Error(`The vForm authoring routes did not answer (are they written yet?): ${error.message}`);
  }

  browser = await chromium.launch({
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
  const samples = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh context each run: nothing cached.
    const context = await browser.newContext();
    const page = await context.newPage();
    // Before any page script: watch for the first field in the widget's shadow root, then wait one
    // animation frame (it has been painted) and note the time.
    await page.addInitScript(() => {
      const look = () => {
        const root = document.querySelector('[data-verity-form]')?.shadowRoot;
        if (root?.querySelector('input, select, textarea'))
          requestAnimationFrame(() => {
            window.__firstFieldAt = performance.now();
          });
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(`${server.url}/v-forms/${templateId}`);
    await page.waitForFunction(() => window.__firstFieldAt !== undefined, null, { timeout: 30_000 });
    const timing = await page.evaluate(() => {
      const script = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/widgets/vform.js'));
      const inputs =
        document.querySelector('[data-verity-form]')?.shadowRoot?.querySelectorAll('.f').length ?? 0;
      return { scriptLoaded: script?.responseEnd ?? 0, firstField: window.__firstFieldAt, inputs };
    });
    if (timing.inputs < FIELDS.length) throw new Error(`only ${timing.inputs} fields rendered`);
    samples.push({ fromScript: timing.firstField - timing.scriptLoaded, fromNavigation: timing.firstField });
    await context.close();
  }
  const p50 = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ms = (value) => `${value.toFixed(1)} ms`;
  process.stdout.write(
    [
      `time to first field, 20-field form on the hosted page, Chromium (p50 of ${RUNS} runs)`,
      '',
      `  ${ms(p50(samples.map((s) => s.fromScript))).padStart(9)}  from vform.js loaded (resource responseEnd) to the first field painted`,
      `  ${ms(p50(samples.map((s) => s.fromNavigation))).padStart(9)}  from navigation start to the first field painted`,
      `  runs (from script): ${samples.map((s) => s.fromScript.toFixed(1)).join(', ')}`,
      '',
    ].join('\n'),
  );
} finally {
  await browser?.close();
  await server.close();
}
