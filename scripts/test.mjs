// `npm test`: lint, types, unit and API tests, then browser end-to-end tests in Debian's Chromium; at the
// end, how long each stage took and the slowest test files.
import { ensureTestTools } from './ensure-test-tools.mjs';
import { ensureInstalled, run, step, TIMED_REPORTERS } from './lib.mjs';
import { clearDurations, formatSlowest } from './test-durations.mjs';

const stages = [
  ['Installing what is missing', ensureInstalled],
  ['Chromium and pdfsig (Debian)', ensureTestTools],
  [
    'Building the packages and the dashboard',
    () => run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']),
  ],
  ['Lint and format (biome)', () => run('npx', ['biome', 'check', '.'])],
  [
    'Types (tsc in every workspace)',
    () => run('npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']),
  ],
  [
    'Unit and API tests',
    () =>
      run('npx', [
        'turbo',
        'run',
        'test',
        '--filter=!@verity/e2e',
        '--concurrency=1',
        '--',
        ...TIMED_REPORTERS,
      ]),
  ],
  [
    'Browser end-to-end tests',
    () => run('npm', ['test', '--workspace', '@verity/e2e', '--', ...TIMED_REPORTERS]),
  ],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const timings = [];
const started = Date.now();
clearDurations();

function summary() {
  const stageLines = timings.map(([title, ms]) => `  ${seconds(ms).padStart(6)}  ${title}`);
  const slowest = formatSlowest(10);
  return `\nTime by stage (${seconds(Date.now() - started)} in all):\n${stageLines.join('\n')}\n${slowest ? `\n${slowest}\n` : ''}`;
}

for (const [title, action] of stages) {
  step(title);
  const stageStarted = Date.now();
  try {
    await action();
  } catch (error) {
    timings.push([`${title} (failed)`, Date.now() - stageStarted]);
    process.stdout.write(summary());
    process.stderr.write(`\n✗ ${title}: ${error.message}\n`);
    process.exit(1);
  }
  timings.push([title, Date.now() - stageStarted]);
}
process.stdout.write(summary());
process.stdout.write('\n✓ All checks passed\n');
