/**
 * Runs a bench on PGlite in a temporary folder, then on a fresh PostgreSQL database when DATABASE_URL
 * names a server; sets the exit code from whether every run held its budget.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@verity/api/bench';
import { freshPostgresDatabase } from './fresh-postgres.js';

export type BenchDatabase = Awaited<ReturnType<typeof openDatabase>>;

export async function onEachDatabase(
  name: string,
  run: (label: 'PGlite' | 'PostgreSQL', database: BenchDatabase) => Promise<boolean>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `verity-bench-${name}-`));
  let holds = false;
  try {
    holds = await run('PGlite', await openDatabase({ dataDir }));
    if (process.env.DATABASE_URL) {
      const fresh = await freshPostgresDatabase(process.env.DATABASE_URL, name);
      try {
        holds = (await run('PostgreSQL', await openDatabase({ databaseUrl: fresh.url }))) && holds;
      } finally {
        await fresh.drop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = holds ? 0 : 1;
}
