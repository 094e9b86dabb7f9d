import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.e2e.test.ts'],
    // One Chromium at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 60_000,
    // Conditions in a real browser against a real server (client retries included) can take seconds;
    // vitest's default of 1 s would make waits flaky, not faster.
    expect: { poll: { timeout: 15_000, interval: 50 } },
    hookTimeout: 120_000,
  },
});
