// The slowest test files of an `npm test` run, across every workspace: read from what
// scripts/vitest-file-durations.mjs wrote for each vitest run.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DURATIONS_DIR } from './lib.mjs';

/** Forgets the durations of an earlier run. */
export function clearDurations() {
  rmSync(DURATIONS_DIR, { recursive: true, force: true });
}

/** @returns {{ file: string, ms: number, state: string }[]} every file timed since clearDurations(), slowest first */
export function readDurations() {
  let names = [];
  try {
    names = readdirSync(DURATIONS_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .flatMap((name) => JSON.parse(readFileSync(join(DURATIONS_DIR, name), 'utf8')))
    .sort((a, b) => b.ms - a.ms);
}

export function formatSlowest(count = 10) {
  const files = readDurations();
  if (files.length === 0) return '';
  const total = files.reduce((sum, file) => sum + file.ms, 0);
  const lines = files
    .slice(0, count)
    .map(
      (file) =>
        `  ${(file.ms / 1000).toFixed(1).padStart(6)} s  ${file.file}${file.state === 'passed' ? '' : ` (${file.state})`}`,
    );
  return [
    `Slowest ${lines.length} of ${files.length} test files (${(total / 1000).toFixed(0)} s of test time in all):`,
    ...lines,
  ].join('\n');
}
