// Test files that need a module registry of their own, for vitest configs that otherwise share one per
// worker (`isolate: false`, which saves loading the whole module graph once per file). A file that replaces
// a module (vi.mock, vi.doMock) or resets the registry is found by reading it, so a new one cannot be missed;
// the caller adds files that depend on load order or on globals read at first load.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `folders` (relative to `root`) that replace modules, as paths relative to `root`. */
export function filesReplacingModules(root, folders) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (TEST_FILE.test(entry.name) && REPLACES_MODULES.test(readFileSync(path, 'utf8'))) {
        found.push(relative(root, path));
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return found.sort();
}
