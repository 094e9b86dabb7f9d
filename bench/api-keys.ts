/**
 * bench/api-keys: what verifying an API key costs a request (budget: ≤ 0.5 ms p99 per request).
 * Starts the built server as `npm start` runs it (fresh PGlite folder) with SERVER_TIMING=true, so every
 * answer says how long its authentication took (`Server-Timing: auth;dur=`, measured in the server around
 * the whole authenticate hook: cache, key lookup on a miss, scope, IP allowlist and tenant). Sends
 * `REQUESTS` (10,000) key-authenticated requests, `CONNECTIONS` (10) at a time, to a cheap key route (a bank
 * list), and the same with a session token for comparison; prints p50/p99/max of the verification, its share
 * of the request's time, and the request's own p50/p99 as the client saw it.
 *   npm run bench:api-keys        (build first; REQUESTS=, CONNECTIONS= to change the load)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { signIn, startBuiltServer } from './support/built-server.js';

const REQUESTS = Number(process.env.REQUESTS ?? 10_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const BUDGET_P99_MS = 0.5;
const ROUTE = '/api/identity/v1/verifications/identity/ng/bank-account-number/bank-list';

interface Samples {
  auth: number[];
  total: number[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(3)} ms`;

/** `REQUESTS` GETs, `CONNECTIONS` in flight, each answer's server-side auth time and round trip. */
async function drive(url: string, token: string): Promise<Samples> {
  const samples: Samples = { auth: [], total: [] };
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const started = performance.now();
      const answer = await fetch(`${url}${ROUTE}`, { headers: { authorization: `Bearer ${token}` } });
      await answer.arrayBuffer();
      samples.total.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`${ROUTE}: ${answer.status}`);
      const timing = /auth;dur=([\d.]+)/.exec(answer.headers.get('server-timing') ?? '');
      if (!timing?.[1]) throw new Error('No Server-Timing: is the server built with SERVER_TIMING support?');
      samples.auth.push(Number(timing[1]));
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return samples;
}

function report(label: string, samples: Samples): number {
  const auth = [...samples.auth].sort((a, b) => a - b);
  const total = [...samples.total].sort((a, b) => a - b);
  const share = auth.reduce((sum, value) => sum + value, 0) / total.reduce((sum, value) => sum + value, 0);
  console.log(
    `${label.padEnd(14)} verification p50 ${ms(percentile(auth, 50))}, p99 ${ms(percentile(auth, 99))}, max ${ms(auth.at(-1) ?? 0)}; ` +
      `${(share * 100).toFixed(1)}% of request time; request p50 ${ms(percentile(total, 50))}, p99 ${ms(percentile(total, 99))}`,
  );
  return percentile(auth, 99);
}

const dataDir = mkdtempSync(join(tmpdir(), 'verity-bench-keys-'));
const server = await startBuiltServer({ dataDir, env: { SERVER_TIMING: 'true' } });
try {
  const session = await signIn(server.url, 'owner@acme.local');
  const created = await fetch(`${server.url}/api/user/v1/settings/developer/api-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', scopes: ['identity:view'] }),
  });
  const { data } = (await created.json()) as { data: { key: string } };
  console.log(`${REQUESTS} requests each, ${CONNECTIONS} at a time, GET ${ROUTE}\n`);
  await drive(server.url, data.key); // warm-up: JIT, the prepared statement, the cache
  const keyP99 = report('API key', await drive(server.url, data.key));
  report('session token', await drive(server.url, session));
  const holds = keyP99 <= BUDGET_P99_MS;
  console.log(`\n${holds ? '✓' : '✗'} API key verification p99 ${ms(keyP99)} (budget ${ms(BUDGET_P99_MS)})`);
  process.exitCode = holds ? 0 : 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
