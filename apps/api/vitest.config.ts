import { defineConfig } from 'vitest/config';
import { filesReplacingModules } from '../../scripts/vitest-own-modules.mjs';

/**
 * Files that replace a module (vi.mock) or reset the module registry run isolated: they need a registry of
 * their own; so do files asserting what a fresh process has loaded (a lazily loaded engine, one per
 * process). Every other file shares its worker's modules with the files before it, which saves loading
 * the app's whole module graph once per file (about 230 s of a 500 s run).
 */
const ownModules = [
  ...filesReplacingModules(import.meta.dirname, ['src', 'test']),
  'src/features/capture/document-text/read-document-text.test.ts',
  'src/features/identity/face/compare-faces.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // Once per run: the seeded database every createTestApp() opens a copy of.
    globalSetup: ['./test/seeded-template.ts'],
    // scrypt and PGlite are CPU-bound; two workers match the machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ownModules,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api (own modules)', include: ownModules } },
    ],
  },
});
