// A vitest reporter that writes how long each test file took, one JSON file per workspace run, for
// `npm test` to print the slowest files across every workspace (scripts/test-durations.mjs). Passed on
// the command line (`--reporter=default --reporter=<this file>`), so no workspace config has to know it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { DURATIONS_DIR, root } from './lib.mjs';

/** @typedef {import('vitest/node').TestModule} TestModule */

export default class FileDurationsReporter {
  /** @param {ReadonlyArray<TestModule>} testModules */
  onTestRunEnd(testModules) {
    if (testModules.length === 0) return;
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      return {
        file: relative(root, module.moduleId),
        // What the file cost the run: importing it (and what it imports), setup files, tests and hooks.
        ms: Math.round(
          diagnostic.prepareDuration +
            diagnostic.setupDuration +
            diagnostic.collectDuration +
            diagnostic.duration,
        ),
        state: module.state(),
      };
    });
    mkdirSync(DURATIONS_DIR, { recursive: true });
    const workspace = basename(process.cwd());
    writeFileSync(join(DURATIONS_DIR, `${workspace}-${process.pid}.json`), `${JSON.stringify(files)}\n`);
  }
}
