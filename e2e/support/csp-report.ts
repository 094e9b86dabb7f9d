/**
 * vitest globalSetup: collects each file's CSP counts (csp-setup.ts) and prints the run's totals, the
 * figures a change to the dashboard's policy is judged by.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each e2e file appends its CSP counts, one JSON line per file. */
    cspReportFile: string;
  }
}

interface FileCounts {
  file: string;
  pagesOpened: number;
  violations: number;
  expected: number;
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'verity-e2e-csp-'));
  const reportFile = join(dir, 'counts.jsonl');
  project.provide('cspReportFile', reportFile);
  return () => {
    let lines: FileCounts[] = [];
    try {
      lines = readFileSync(reportFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as FileCounts);
    } catch {
      // No file ran far enough to report.
    }
    rmSync(dir, { recursive: true, force: true });
    const total = (key: 'pagesOpened' | 'violations' | 'expected') =>
      lines.reduce((sum, line) => sum + line[key], 0);
    console.log(
      `CSP check: ${lines.length} files, ${total('pagesOpened')} pages opened, ` +
        `${total('violations') - total('expected')} unexpected violations ` +
        `(${total('expected')} provoked on purpose)`,
    );
  };
}
