/**
 * How the API server process is started, in one place: the root `npm start`, `npm start -w @verity/api`
 * and the benches all go through `spawnServer`, so what the benches measure is what runs.
 *
 * The server runs the compiled JavaScript (`npm run build -w @verity/api`), not TypeScript through tsx:
 * tsx's loader alone keeps ~35 MB resident and slows boot.
 *
 * The V8 flags keep an embedded-PGlite server small (figures from bench/identity-history and the notes in
 * apps/api/README.md, Node 20):
 * - `--liftoff-only`: PGlite is PostgreSQL compiled to WebAssembly (9 MB). By default V8 compiles all of
 *   it with its baseline compiler and again with TurboFan for hot functions, and keeps both: ~50 MB.
 *   Baseline code alone measured no slower on history pages (keyset reads are I/O and copying, not
 *   compute-bound). It does slow compute-bound WebAssembly: the capture flow's face analysis (TensorFlow.js)
 *   takes ~1.7 times as long per frame (bench/capture: p50 306 ms against 179 ms without the flag), and
 *   without it the export's resident memory rose to 255 MB (budget 200). So the face analysis runs in a
 *   child process of its own, forked without this flag (lib/engine-process.ts).
 * - `--max-semi-space-size=1` (MB): a request allocates little and briefly, so the young generation
 *   never needs V8's default 16 MB semi-spaces; ~20 MB less, with more but cheaper scavenges.
 * - `--max-old-space-size=1024` (MB): V8 sizes its first old-generation GC threshold from the heap limit,
 *   and Node's default limit on a large machine (4 GB) lets garbage pile up to ~130 MB before the first
 *   full GC. A streamed export lives in ~32 MB of heap but sawtoothed to 130 MB; under a 1 GB limit it
 *   stays flat. 1 GB is still 30 times the server's live heap.
 * None changes behaviour; all are harmless with PostgreSQL (DATABASE_URL). A `--max-old-space-size` in
 * NODE_OPTIONS is overridden by this one (command-line flags win): change it here.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const serverEntry = fileURLToPath(new URL('./dist/server.js', import.meta.url));

export const serverNodeFlags = ['--liftoff-only', '--max-semi-space-size=1', '--max-old-space-size=1024'];

/**
 * Starts the built server as a child process.
 * @param {{ env?: NodeJS.ProcessEnv, stdio?: import('node:child_process').StdioOptions, cwd?: string }} [options]
 */
export function spawnServer(options = {}) {
  return spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: options.stdio ?? 'inherit',
  });
}

/**
 * Serves in the foreground: Ctrl-C and SIGTERM reach the server, which closes the database cleanly, and
 * this process exits with the server's code.
 * @param {Parameters<typeof spawnServer>[0]} [options]
 */
export function serveInForeground(options) {
  const server = spawnServer(options);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
  return server;
}

// Run directly (`npm start -w @verity/api`).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) serveInForeground();
