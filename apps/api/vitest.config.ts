import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Once per run: the seeded database every createTestApp() opens a copy of.
    globalSetup: ['./test/seeded-template.ts'],
    // scrypt and PGlite are CPU-bound; two workers match the machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
