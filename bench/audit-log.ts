/**
 * bench/audit-log: loads 1,000,000 audit rows for one business into a fresh PGlite database (one SQL
 * statement), starts the built server as `npm start` runs it, and prints over HTTP p50/p95 of the first and
 * the 500th page of the audit log, unfiltered and filtered by each filter key (event, resource, user, dates).
 * Budget (PGlite): p95 ≤ 25 ms for the first and the 500th filtered page.
 *   npm run bench:audit-log            (ROWS=200000 for a quicker run; build first)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, seed } from '@verity/api/bench';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { signIn, startBuiltServer } from './support/built-server.js';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.SAMPLES ?? 40);
const PASSWORD = 'Verity!2026';
const LIMIT = 20;

const dir = mkdtempSync(join(tmpdir(), 'verity-bench-'));
const database = await openDatabase({ dataDir: dir });
await database.migrate();
await seed(database.db, PASSWORD, { identityHistory: false });
const ZAcme = z.object({
  rows: z.array(z.object({ id: z.string(), owner: z.string(), analyst: z.string() })),
});
const [acme] = ZAcme.parse(
  await database.db.execute(sql`
    select b.id, o.id as owner, a.id as analyst from businesses b
    join users o on o.business_id = b.id and o.email = 'owner@acme.local'
    join users a on a.business_id = b.id and a.email = 'analyst@acme.local'
    where b.name = 'Acme Ltd'`),
).rows;
if (!acme) throw new Error('seed did not create Acme');

// A year of activity, oldest first, ids UUIDv7-shaped from each row's time (ids order by time, as the
// server's do), spread over 5 events, 8 resources and 2 people.
const loadStart = performance.now();
const start = Date.now() - 365 * 86_400_000;
const step = Math.floor((365 * 86_400_000) / ROWS);
await database.db.execute(sql`
  insert into audit_logs (id, business_id, user_id, user_name, user_email, event, resource, resource_id,
    description, ip, user_agent, created_at)
  select
    substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-7' || lpad(to_hex(i % 4096), 3, '0') || '-8' ||
      lpad(to_hex((i / 4096) % 4096), 3, '0') || '-' || lpad(to_hex(i), 12, '0'),
    ${acme.id},
    case when i % 3 = 0 then ${acme.analyst} else ${acme.owner} end,
    case when i % 3 = 0 then 'Ada Analyst' else 'Ola Owner' end,
    case when i % 3 = 0 then 'analyst@acme.local' else 'owner@acme.local' end,
    (array['create','update','delete','login','logout'])[1 + i % 5],
    (array['identity-verification','role','user','api-key','webhook','vForm','session','business'])[1 + i % 8],
    'r' || (i % 5000),
    'Bench row',
    '203.0.113.' || (i % 250),
    'bench',
    to_timestamp((${start}::bigint + i::bigint * ${step}) / 1000.0)
  from (select i, lpad(to_hex(${start}::bigint + i::bigint * ${step}), 12, '0') as h
        from generate_series(1, ${ROWS}) i) s`);
// As the server's hourly housekeeping leaves a PGlite database (lib/housekeeping.ts): vacuumed, analyzed.
await database.db.execute(sql`vacuum (analyze) audit_logs`);
const loadSeconds = (performance.now() - loadStart) / 1000;
await database.close();

const server = await startBuiltServer({ dataDir: dir });
const auth = { authorization: `Bearer ${await signIn(server.url, 'owner@acme.local', PASSWORD)}` };

async function timePage(query: string): Promise<{ p50: number; p95: number; total: number }> {
  const url = `${server.url}/api/audit/v1/auditlogs/filter?limit=${LIMIT}${query}`;
  for (let i = 0; i < 20; i += 1) await fetch(url, { headers: auth });
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    const begun = performance.now();
    const response = await fetch(url, { headers: auth });
    const body = (await response.json()) as { data: { items: unknown[]; pagination: { total: number } } };
    times.push(performance.now() - begun);
    if (body.data.items.length === 0) throw new Error(`empty page for ${query}`);
    total = body.data.pagination.total;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), total };
}

const day = (offsetDays: number) => new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);
const filters: Record<string, string> = {
  unfiltered: '',
  'event=update': '&event=update',
  'resource=role': '&resource=role',
  'user_id=the analyst': `&user_id=${acme.analyst}`,
  'a 90-day range': `&start_date=${day(120)}&end_date=${day(30)}`,
  'event + resource + user': `&event=update&resource=role&user_id=${acme.owner}`,
};
const results: string[] = [];
for (const [name, query] of Object.entries(filters))
  for (const page of [1, 500]) {
    const t = await timePage(`${query}&page=${page}`);
    results.push(
      `  ${`${name}, page ${page}`.padEnd(36)} p50 ${t.p50.toFixed(1).padStart(6)} ms   p95 ${t.p95.toFixed(1).padStart(6)} ms   total ${t.total.toLocaleString().padStart(9)}   ${t.p95 <= 25 ? 'OK' : 'OVER 25 ms'}`,
    );
  }
await server.stop();
rmSync(dir, { recursive: true, force: true });
process.stdout.write(
  `${[
    `audit-log bench: ${ROWS.toLocaleString()} rows on PGlite (loaded in ${loadSeconds.toFixed(0)} s), ${SAMPLES} requests per page, ${LIMIT} rows a page`,
    '',
    ...results,
  ].join('\n')}\n`,
);
