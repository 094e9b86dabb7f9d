import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // No file replaces modules: they share their worker's, loaded once (a third of the run's time).
    isolate: false,
  },
});
