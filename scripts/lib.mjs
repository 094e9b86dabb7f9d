// Shared by start.mjs and test.mjs: only node: built-ins, so they run before anything is installed.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where `npm test`'s runs leave each test file's duration (scripts/vitest-file-durations.mjs). */
export const DURATIONS_DIR = join(root, 'node_modules', '.cache', 'verity-test-durations');
/** The reporters `npm test` gives every vitest run: the usual output, and each file's duration. */
export const TIMED_REPORTERS = [
  '--reporter=default',
  `--reporter=${join(root, 'scripts', 'vitest-file-durations.mjs')}`,
];

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export function step(title) {
  process.stdout.write(`\n▶ ${title}\n`);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  step('Installing dependencies');
  // `npm install`, not `npm ci`: npm 11 writes lockfiles without other platforms' optional packages
  // (biome, turbo binaries), which `npm ci` then rejects as out of sync. install still honours the lock.
  await run('npm', ['install', '--no-audit', '--no-fund']);
}
