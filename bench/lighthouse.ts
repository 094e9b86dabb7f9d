/**
 * bench/lighthouse: Lighthouse's performance and accessibility scores for the two pages a stranger meets
 * first, the dashboard's /auth/login and a hosted vForm (the seeded demo form on the forms host), each on
 * Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) and desktop preset. Prints the scores
 * with FCP, LCP, TBT, CLS and Speed Index, and each score against the issue's budget (performance ≥ 0.95,
 * accessibility 1.0). Figures vary with the machine's load (printed as Lighthouse's benchmark index), so
 * it prints them and never fails on them. `RUNS=3` runs each page and preset three times and prints the
 * median run (by performance score); `PAGE=login` or `PAGE=vform` and `PRESET=mobile` or `PRESET=desktop`
 * run one of each.
 * Run after building: `npm run bench:lighthouse`.
 */
import { loadavg } from 'node:os';
import { DEMO_VFORM_ID, startTestServer } from '@verity/api/testing';
import { DASHBOARD_DIST, requireDashboardBuild } from './support/dashboard-build.js';
import { type LighthouseFigures, type LighthousePreset, runLighthouse } from './support/lighthouse-run.js';

const BUDGET_PERFORMANCE = 0.95;
const BUDGET_ACCESSIBILITY = 1;
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const PRESETS = (['mobile', 'desktop'] as const).filter(
  (preset: LighthousePreset) => !process.env.PRESET || preset === process.env.PRESET,
);

requireDashboardBuild();
const server = await startTestServer({ dashboardDir: DASHBOARD_DIST });
// The hosted form lives on the forms host (config.formsUrl); on the dashboard's host the same path is
// the dashboard's overview of that form.
const pages = [
  { key: 'login', name: '/auth/login', url: `${server.url}/auth/login` },
  { key: 'vform', name: 'hosted vForm', url: `${server.app.ctx.config.formsUrl}/v-forms/${DEMO_VFORM_ID}` },
].filter((page) => !process.env.PAGE || page.key === process.env.PAGE);

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER');

function line(page: string, preset: LighthousePreset, run: LighthouseFigures): string {
  const perf = `${run.performance.toFixed(2)} ${verdict(run.performance >= BUDGET_PERFORMANCE)}`;
  const a11y = `${run.accessibility.toFixed(2)} ${verdict(run.accessibility >= BUDGET_ACCESSIBILITY)}`;
  return [
    `  ${page.padEnd(13)} ${preset.padEnd(8)}`,
    `perf ${perf.padEnd(9)}`,
    `a11y ${a11y.padEnd(9)}`,
    `FCP ${ms(run.fcp)}  LCP ${ms(run.lcp)}  TBT ${ms(run.tbt)}  CLS ${run.cls.toFixed(3)}  SI ${ms(run.speedIndex)}`,
    `(benchmark index ${Math.round(run.benchmarkIndex)})`,
    run.accessibilityFailures.length > 0
      ? `\n      a11y audits failed: ${run.accessibilityFailures.join(', ')}`
      : '',
  ].join('  ');
}

const lines = [
  `lighthouse (${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page and preset; load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')})`,
  `  budget: performance ≥ ${BUDGET_PERFORMANCE}, accessibility ${BUDGET_ACCESSIBILITY.toFixed(1)}`,
  '',
];
try {
  for (const page of pages)
    for (const preset of PRESETS) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await runLighthouse(page.url, preset));
      const median = runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      if (median) lines.push(line(page.name, preset, median));
    }
  lines.push(
    '',
    `load average after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await server.close();
}
