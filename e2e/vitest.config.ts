import { defineConfig } from 'vitest/config';

/**
 * `npm run test:stress` slows every page's CPU by STRESS_CPU_RATE (support/cpu-throttle.ts); the time
 * allowed for a condition grows with it, so what the stress run finds are races, not slow machines.
 */
const slowdown = Math.max(1, Number(process.env.STRESS_CPU_RATE ?? '1') || 1);
const workers = Math.max(1, Math.trunc(Number(process.env.E2E_WORKERS ?? '1')) || 1);

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.e2e.test.ts'],
    // Every page any test opens fails that test on a CSP violation; the run prints the counts.
    setupFiles: ['./support/csp-setup.ts'],
    // Once per run: the CSP totals, one Chromium every file connects to, and the seeded database every
    // file's server opens a copy of.
    globalSetup: ['./support/csp-report.ts', './support/shared-chromium.ts', './support/seeded-database.ts'],
    // One file at a time by default: on two cores the browser tests are CPU-bound (Chromium, the server and
    // the test share them), and two files at once measured no faster there. A bigger machine
    // can run more with E2E_WORKERS; each file has its own server and contexts, so files do not interfere.
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // The files of a worker share one module graph: the API, Playwright and axe load once per worker
    // rather than once per file (about 2.5 s each). Every file still has its own server, database and
    // browser contexts; the CSP figures are reset after each file's report (support/csp-setup.ts).
    isolate: false,
    testTimeout: 60_000 * slowdown,
    // Conditions in a real browser against a real server (client retries included) can take seconds;
    // vitest's default of 1 s would make waits flaky, not faster.
    expect: { poll: { timeout: 15_000 * slowdown, interval: 50 } },
    hookTimeout: 120_000 * slowdown,
  },
});
