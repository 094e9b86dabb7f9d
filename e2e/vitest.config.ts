import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.e2e.test.ts'],
    // Every page any test opens fails that test on a CSP violation; the run prints the counts.
    setupFiles: ['./support/csp-setup.ts'],
    globalSetup: ['./support/csp-report.ts'],
    // One Chromium at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 60_000,
    // Conditions in a real browser against a real server (client retries included) can take seconds;
    // vitest's default of 1 s would make waits flaky, not faster.
    expect: { poll: { timeout: 15_000, interval: 50 } },
    hookTimeout: 120_000,
  },
});
