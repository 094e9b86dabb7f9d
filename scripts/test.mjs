// `npm test`: lint, types, unit and API tests, then browser end-to-end tests in Debian's Chromium.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled, run, step } from './lib.mjs';

const stages = [
  ['Installing what is missing', ensureInstalled],
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
    () => run('npx', ['turbo', 'run', 'test', '--filter=!@verity/e2e', '--concurrency=1']),
  ],
  ['Chromium', ensureChromium],
  ['Browser end-to-end tests', () => run('npm', ['test', '--workspace', '@verity/e2e'])],
];

for (const [title, action] of stages) {
  step(title);
  try {
    await action();
  } catch (error) {
    process.stderr.write(`\n✗ ${title}: ${error.message}\n`);
    process.exit(1);
  }
}
process.stdout.write('\n✓ All checks passed\n');
