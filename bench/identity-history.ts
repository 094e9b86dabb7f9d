/**
 * bench/identity-history: loads 1,000,000 identity checks into a fresh PGlite database, then over HTTP
 * prints p50/p95 of the first, a middle and the last history page, and the peak RSS of a full CSV export.
 * Budget (PGlite): p95 ≤ 25 ms a page at every depth; export peak RSS ≤ 200 MB.
 *   npm run bench:identity-history            (ROWS=200000 for a quicker run)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { identityChecks, openDatabase, seed, syntheticChecks } from '@verity/api/bench';
import { and, asc, eq, sql } from 'drizzle-orm';
import { signIn, startBuiltServer } from './support/built-server.js';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.SAMPLES ?? 60);
const BATCH = 2_000;
const PASSWORD = 'Verity!2026';

const dir = mkdtempSync(join(tmpdir(), 'verity-bench-'));
const database = await openDatabase({ dataDir: dir });
await database.migrate();
await seed(database.db, PASSWORD, { identityHistory: false });
const result = (await database.db.execute(
  sql`select b.id, u.id as owner from businesses b join users u on u.business_id = b.id where b.name = 'Acme Ltd' and u.email = 'owner@acme.local'`,
)) as unknown as { rows: Array<{ id: string; owner: string }> };
const [acme] = result.rows;
if (!acme) throw new Error('seed did not create Acme');

const loadStart = performance.now();
const owner = {
  businessId: acme.id,
  organizationId: '',
  requesters: [{ id: acme.owner, name: 'Ola Owner', organizationId: null }],
};
for (let done = 0; done < ROWS; done += BATCH) {
  const rows = syntheticChecks(owner, Math.min(BATCH, ROWS - done), new Date(), done + 1).map((row) => ({
    ...row,
    environment: 'sandbox' as const,
  }));
  await database.db.insert(identityChecks).values(rows);
  if (done % 100_000 === 0) process.stdout.write(`  loaded ${done.toLocaleString()} rows…\n`);
}
await database.db.execute(sql`analyze identity_checks`);
const loadSeconds = (performance.now() - loadStart) / 1000;

// Cursors for the middle and the end, found once (not measured): the id just above each position.
const cursorAt = async (position: number) => {
  const scope = and(eq(identityChecks.businessId, acme.id), eq(identityChecks.environment, 'sandbox'));
  const [row] = await database.db
    .select({ id: identityChecks.id })
    .from(identityChecks)
    .where(scope)
    .orderBy(sql`${identityChecks.id} desc`)
    .offset(position)
    .limit(1);
  return row?.id ?? '';
};
const middle = await cursorAt(Math.floor(ROWS / 2));
const [oldest] = await database.db
  .select({ id: identityChecks.id })
  .from(identityChecks)
  .orderBy(asc(identityChecks.id))
  .offset(20)
  .limit(1);
await database.close();

// The server runs as its own process on the data just written, as `npm start` would run it, so its
// memory is measured apart from this loader's.
const server = await startBuiltServer({ dataDir: dir });
const { url } = server;
/** Resident memory of the server process, and its peak since start, from /proc (Linux). */
const serverMemory = () => {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
};
const auth = { authorization: `Bearer ${await signIn(url, 'owner@acme.local', PASSWORD)}` };

async function timePage(query: string) {
  // A few unmeasured requests first: the first calls pay for JIT and cold caches, not for the query.
  for (let i = 0; i < 20; i += 1)
    await fetch(`${url}/api/identity/v1/verifications/identity/history?limit=20${query}`, { headers: auth });
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    const response = await fetch(`${url}/api/identity/v1/verifications/identity/history?limit=20${query}`, {
      headers: auth,
    });
    const body = (await response.json()) as { data: { items: unknown[] } };
    times.push(performance.now() - start);
    if (body.data.items.length === 0) throw new Error(`empty page for ${query}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

const pages = {
  first: await timePage(''),
  middle: await timePage(`&start_after=${middle}`),
  last: await timePage(`&start_after=${oldest?.id ?? ''}`),
  'first, filtered (status=not_found)': await timePage('&status=not_found'),
  'middle, filtered (type=nin)': await timePage(`&type=nin&start_after=${middle}`),
  'first, again (warm)': await timePage(''),
};

// The export: stream every row and throw it away, watching the server's resident memory.
const rssBefore = serverMemory().rss;
let peak = rssBefore;
const sampler = setInterval(() => {
  peak = Math.max(peak, serverMemory().rss);
}, 20);
const exportStart = performance.now();
const response = await fetch(`${url}/api/identity/v1/verifications/identity/history/export/csv`, {
  headers: auth,
});
let bytes = 0;
let lines = 0;
for await (const chunk of response.body ?? []) {
  bytes += chunk.length;
  for (const byte of chunk) if (byte === 10) lines += 1;
}
clearInterval(sampler);
const lifetimePeak = serverMemory().peak;
peak = Math.max(peak, serverMemory().rss);
const exportSeconds = (performance.now() - exportStart) / 1000;

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const lineOut = [
  `identity-history bench: ${ROWS.toLocaleString()} checks on PGlite (loaded in ${loadSeconds.toFixed(0)} s), ${SAMPLES} requests per page`,
  '',
  ...Object.entries(pages).map(
    ([name, t]) =>
      `  ${name.padEnd(36)} p50 ${ms(t.p50).padStart(9)}   p95 ${ms(t.p95).padStart(9)}   ${t.p95 <= 25 ? 'OK' : 'OVER 25 ms'}`,
  ),
  '',
  `  CSV export: ${(lines - 1).toLocaleString()} rows, ${mb(bytes)} in ${exportSeconds.toFixed(1)} s`,
  `  server RSS: before the export ${mb(rssBefore)}, peak during it ${mb(peak)} (+${mb(peak - rssBefore)}) ${peak <= 200 * 1024 * 1024 ? 'OK' : 'OVER 200 MB'}; lifetime peak (VmHWM) ${mb(lifetimePeak)}`,
];
process.stdout.write(`${lineOut.join('\n')}\n`);
await server.stop();
rmSync(dir, { recursive: true, force: true });
