/**
 * Opens the database: embedded PGlite by default, PostgreSQL (node-postgres) when a URL is given.
 * Both are driven through one Drizzle type, so services never know which one they talk to.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { pgliteNamedStatements, useNamedStatements } from './named-statements.js';
import { trackTransactions } from './request-transaction.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction on it: services take this so callers decide the boundary. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, which `loadDataDir` opens a copy of. */
  dump?(): Promise<Blob>;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * PGlite's default shared_buffers (128 MB) sits in the WASM heap and is touched at start: a bare instance
 * then holds ~760 MB resident. 16 MB keeps an idle server near 270 MB; pages come from the OS cache.
 */
const PGLITE_CONF = 'shared_buffers = 16MB';

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; `null` keeps it in memory. */
  dataDir?: string | null;
  /** PGlite only: start from a copy of this dump (`Database.dump()`) instead of an empty database. */
  loadDataDir?: Blob | undefined;
  /**
   * Told when PostgreSQL drops a pooled connection that sits idle (server restart, admin kill). The pool
   * already discards that connection and opens a new one on the next query; without a listener node-postgres
   * rethrows the error and takes the process down.
   */
  onIdleConnectionError?: (error: Error) => void;
}

/** Each driver is imported only when chosen: a PGlite server never loads node-postgres, nor the reverse. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on(
      'error',
      options.onIdleConnectionError ??
        ((error) => process.stderr.write(`PostgreSQL dropped an idle connection: ${error.message}\n`)),
    );
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    // Code inside a transaction is marked, so outside I/O there is refused (transaction-guard.ts).
    trackTransactions(db);
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const [{ PGlite, protocol }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = join(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = new PGlite({
    ...(dataPath ? { dataDir: dataPath } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    postgresqlconf: PGLITE_CONF,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  useNamedStatements(db, pgliteNamedStatements(client, protocol.serialize));
  trackTransactions(db);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
