/**
 * Loaded before every e2e file (vitest setupFiles): a test fails if any page it opened reported a CSP
 * violation it did not expect, and the file's counts go to the run's summary (csp-report.ts).
 */
import { appendFileSync } from 'node:fs';
import { afterAll, afterEach, inject } from 'vitest';
import { cspCounts, describeViolation, drainViolations, resetCspCounts } from './csp-violations.js';

let testFile = '';

afterEach(({ task }) => {
  testFile = task.file.filepath;
  const found = drainViolations();
  if (found.length > 0)
    throw new Error(
      `${found.length} Content-Security-Policy violation(s):\n${found.map(describeViolation).join('\n')}`,
    );
});

afterAll(() => {
  appendFileSync(inject('cspReportFile'), `${JSON.stringify({ file: testFile, ...cspCounts() })}\n`);
  resetCspCounts();
});
