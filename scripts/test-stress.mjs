// `npm run test:stress`: the browser suite as a loaded machine runs it, several times in a row, to find
// tests that pass only when the machine is quiet. Every page's CPU is slowed through Chromium
// (Emulation.setCPUThrottlingRate, e2e/support/cpu-throttle.ts); --burner also keeps every core busy.
//
//   npm run test:stress                                   all browser tests, 5 runs, CPU 4× slower
//   npm run test:stress -- --runs 10 --cpu-rate 6 tests/shell-navigation.e2e.test.ts
//   npm run test:stress -- --burner --no-build tests/shell-session.e2e.test.ts
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureTestTools } from './ensure-test-tools.mjs';
import { ensureInstalled, root, run, step } from './lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    'cpu-rate': { type: 'string', default: '4' },
    burner: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  process.stdout.write(
    [
      'Usage: npm run test:stress -- [options] [e2e test files or name filters]',
      '  --runs N        how many times to run the chosen files (default 5)',
      '  --cpu-rate R    Chromium CPU slowdown for every page, 1 for none (default 4)',
      '  --burner        also spin one busy process per core for the whole run',
      '  --no-build      use the current build instead of building first',
      'Files default to every browser test. Exits non-zero if any run failed.',
      '',
    ].join('\n'),
  );
  process.exit(0);
}

const runs = Number(values.runs);
const cpuRate = Number(values['cpu-rate']);
if (!Number.isInteger(runs) || runs < 1)
  throw new RangeError(`--runs must be a whole number ≥ 1, not ${values.runs}`);
if (!Number.isFinite(cpuRate) || cpuRate < 1)
  throw new RangeError(`--cpu-rate must be ≥ 1, not ${values['cpu-rate']}`);

/** One busy process per core: as on a machine of two cores shared with other work. */
function startBurners() {
  const burners = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => {
    for (const burner of burners) burner.kill('SIGKILL');
  };
}

/** One run of vitest over the chosen files; resolves with whether it passed. */
function runSuite() {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', ...positionals], {
      cwd: join(root, 'e2e'),
      stdio: 'inherit',
      env: { ...process.env, STRESS_CPU_RATE: String(cpuRate) },
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code === 0));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

await ensureInstalled();
if (!values['no-build']) {
  step('Building the packages and the dashboard');
  await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
}
await ensureTestTools();

const load = `CPU ${cpuRate}× slower in every page${values.burner ? `, ${availableParallelism()} busy processes` : ''}`;
const what = positionals.length > 0 ? positionals.join(' ') : 'every browser test';
const results = [];
const stopBurners = values.burner ? startBurners() : () => undefined;
try {
  for (let index = 1; index <= runs; index += 1) {
    step(`Stress run ${index} of ${runs}: ${what} (${load})`);
    const started = Date.now();
    const passed = await runSuite();
    results.push({ passed, ms: Date.now() - started });
    process.stdout.write(
      `${passed ? '✓' : '✗'} run ${index}: ${passed ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)}\n`,
    );
  }
} finally {
  stopBurners();
}

const failed = results.filter((result) => !result.passed).length;
const total = results.reduce((sum, result) => sum + result.ms, 0);
process.stdout.write(
  `\n${failed === 0 ? '✓' : '✗'} Stress: ${runs} runs of ${what} (${load}), ${failed} failed, ` +
    `${seconds(total)} in all (${results.map((result) => `${result.passed ? '' : '✗'}${seconds(result.ms)}`).join(', ')})\n`,
);
process.exit(failed === 0 ? 0 : 1);
