/**
 * bench/api-throughput: what Verity's request path costs, against a bare Fastify measured in the same run.
 * Starts a bare Fastify and the built Verity server (as `npm start` runs it) on a fresh PGlite folder, and
 * again on a fresh PostgreSQL database when DATABASE_URL names a server; drives each endpoint with
 * autocannon (10 connections) and prints req/s, p50 and p99, the ratio to bare Fastify, and the server
 * process's CPU time per request (from /proc: steadier than req/s on a machine busy with other work;
 * PostgreSQL's own CPU is not in it).
 * Budgets (PGlite / PostgreSQL): health ≥ 30% / 30%; signed-in GETs ≥ 5% / 10%; sandbox NIN check ≥ 2% / 3%.
 *   npm run bench:api-throughput            (build first; DURATION=seconds per endpoint, default 10)
 *   ONLY=users/me npm run bench:api-throughput   measures only the endpoints whose name contains it.
 *   ONLY_DATABASE=PostgreSQL …   measures only that database (PGlite or PostgreSQL).
 *   PROFILE=dir npm run bench:api-throughput   also writes the server's CPU profile (node --cpu-prof) into
 *     dir, one per database; `node bench/support/summarize-cpu-profile.mjs <file>` says where the time went.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type BuiltServer, signIn, startBuiltServer, stopChild } from './support/built-server.js';
import { freshPostgresDatabase } from './support/fresh-postgres.js';

const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 2);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const PROFILE = process.env.PROFILE;
/** Measures only the endpoints whose name contains this (e.g. ONLY=users/me), to profile one path. */
const ONLY = process.env.ONLY;
/** Measures only this database (PGlite or PostgreSQL), e.g. to profile the PostgreSQL path alone. */
const ONLY_DATABASE = process.env.ONLY_DATABASE;

type DatabaseKind = 'PGlite' | 'PostgreSQL';

interface Endpoint {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  signedIn: boolean;
  budget: Record<DatabaseKind, number>;
}

const endpoints: Endpoint[] = [
  { name: 'GET /api/health', path: '/api/health', signedIn: false, budget: { PGlite: 0.3, PostgreSQL: 0.3 } },
  {
    name: 'GET /users/me',
    path: '/api/user/v1/users/me',
    signedIn: true,
    budget: { PGlite: 0.05, PostgreSQL: 0.1 },
  },
  {
    name: 'GET identity history page',
    path: '/api/identity/v1/verifications/identity/history?limit=20',
    signedIn: true,
    budget: { PGlite: 0.05, PostgreSQL: 0.1 },
  },
  {
    // Sandbox checks are free (features/billing/wallet-charges.ts), so the wallet never runs dry; no
    // Idempotency-Key, so every request is a new check stored with its history row.
    name: 'POST sandbox NIN check',
    path: '/api/identity/v1/verifications/identity/ng/nin',
    method: 'POST',
    body: JSON.stringify({ number: '11111111111', isConsent: true }),
    signedIn: true,
    budget: { PGlite: 0.02, PostgreSQL: 0.03 },
  },
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** Server CPU (user + system) per request, in ms; NaN where /proc is missing. */
  cpuMs: number;
}

/** CPU seconds a process has used (Linux /proc; clock ticks are 100 a second on every usual kernel). */
function cpuSeconds(pid: number | undefined): number {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return Number.NaN;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function load(
  url: string,
  pid: number | undefined,
  options: Partial<autocannon.Options>,
  seconds: number,
): Promise<Figures> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMs: ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total),
  };
}

/** Warm (JIT, caches, pools) unmeasured, then measure. */
async function measure(
  url: string,
  pid: number | undefined,
  options: Partial<autocannon.Options> = {},
): Promise<Figures> {
  if (WARMUP > 0) await load(url, pid, options, WARMUP);
  return load(url, pid, options, DURATION);
}

async function bareFastify(): Promise<Figures> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'support/bare-fastify.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.on('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)));
  });
  try {
    return await measure(url, child.pid);
  } finally {
    await stopChild(child);
  }
}

async function measureVerity(kind: DatabaseKind, server: BuiltServer): Promise<Map<Endpoint, Figures>> {
  const token = await signIn(server.url, 'owner@acme.local');
  const figures = new Map<Endpoint, Figures>();
  for (const endpoint of endpoints.filter((candidate) => !ONLY || candidate.name.includes(ONLY))) {
    process.stdout.write(`  ${kind}: ${endpoint.name}…\n`);
    figures.set(
      endpoint,
      await measure(`${server.url}${endpoint.path}`, server.process.pid, {
        method: endpoint.method ?? 'GET',
        headers: {
          ...(endpoint.signedIn ? { authorization: `Bearer ${token}` } : {}),
          ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(endpoint.body ? { body: endpoint.body } : {}),
      }),
    );
  }
  return figures;
}

const rows: string[] = [];
const cell = (text: string, width: number) => text.padStart(width);

function report(kind: DatabaseKind, bare: Figures, figures: Map<Endpoint, Figures>): void {
  const line = (name: string, f: Figures, ratio: string, budget: string, verdict: string) =>
    `  ${name.padEnd(28)}${cell(f.rps.toFixed(0), 9)}${cell(`${f.p50} ms`, 9)}${cell(`${f.p99} ms`, 9)}${cell(`${f.cpuMs.toFixed(2)} ms`, 10)}${cell(ratio, 9)}${cell(budget, 8)}  ${verdict}${f.failures ? `  (${f.failures} non-2xx/errors)` : ''}`;
  rows.push(
    '',
    `${kind}`,
    `  ${'endpoint'.padEnd(28)}${cell('req/s', 9)}${cell('p50', 9)}${cell('p99', 9)}${cell('CPU/req', 10)}${cell('of bare', 9)}${cell('budget', 8)}`,
    line('bare Fastify', bare, '100%', '', ''),
  );
  for (const [endpoint, f] of figures) {
    const ratio = f.rps / bare.rps;
    const budget = endpoint.budget[kind];
    rows.push(
      line(
        endpoint.name,
        f,
        `${(ratio * 100).toFixed(1)}%`,
        `≥${(budget * 100).toFixed(0)}%`,
        ratio >= budget && f.failures === 0 ? 'OK' : 'OVER',
      ),
    );
  }
}

async function run(kind: DatabaseKind): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'verity-bench-'));
  const database =
    kind === 'PostgreSQL' && process.env.DATABASE_URL
      ? await freshPostgresDatabase(process.env.DATABASE_URL, 'throughput')
      : undefined;
  try {
    process.stdout.write(`  ${kind}: bare Fastify…\n`);
    const bare = await bareFastify();
    const server = await startBuiltServer({
      dataDir,
      databaseUrl: database?.url,
      ...(PROFILE
        ? { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`, `--cpu-prof-name=${kind}.cpuprofile`] }
        : {}),
    });
    try {
      report(kind, bare, await measureVerity(kind, server));
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!ONLY_DATABASE || ONLY_DATABASE === 'PGlite') await run('PGlite');
if (process.env.DATABASE_URL && (!ONLY_DATABASE || ONLY_DATABASE === 'PostgreSQL')) await run('PostgreSQL');
process.stdout.write(
  `${[
    `api-throughput bench: ${CONNECTIONS} connections, ${DURATION} s per endpoint after ${WARMUP} s warm-up`,
    ...rows,
  ].join('\n')}\n`,
);
