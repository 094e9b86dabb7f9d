/**
 * vitest globalSetup: migrates and seeds one PGlite database for the whole run and leaves its dump in a
 * file. Each test file's `createTestApp()` opens its own copy (harness.ts), so every file still starts from
 * the same fresh data without paying PGlite's initdb, the migrations and the seeding's password hashing
 * each time (about 10 s a file on this machine, against 1.5 s for a copy). Against PostgreSQL
 * (TEST_DATABASE_URL) the seeded database is a template each file's new database is created from.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../src/db/database.js';
import { seed } from '../src/seed/seed.js';
import { createDatabase, databaseUrl, onServer } from './postgres-server.js';
import { PASSWORD } from './seed-password.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database's dump (a tarball) createTestApp opens a copy of; empty on PostgreSQL. */
    seededTemplate: string;
    /** On PostgreSQL: the seeded database each file's new database is created from. */
    seededPostgresTemplate: string;
  }
}

/** Both projects of the run (vitest.config.ts) call the setup: the first makes the dump, the last removes it. */
const shared = globalThis as { verityTemplate?: { file: Promise<Template>; users: number } };

export default async function setup(project: TestProject): Promise<() => void> {
  shared.verityTemplate ??= { file: makeTemplate(process.env.TEST_DATABASE_URL), users: 0 };
  const template = shared.verityTemplate;
  template.users += 1;
  const made = await template.file;
  project.provide('seededTemplate', made.kind === 'pglite' ? made.file : '');
  project.provide('seededPostgresTemplate', made.kind === 'postgres' ? made.name : '');
  return async () => {
    template.users -= 1;
    if (template.users > 0) return;
    shared.verityTemplate = undefined;
    await made.remove();
  };
}

type Template = { remove(): Promise<void> } & (
  | { kind: 'pglite'; file: string }
  | { kind: 'postgres'; name: string }
);

async function makeTemplate(postgresUrl: string | undefined): Promise<Template> {
  if (postgresUrl) {
    const name = `verity_template_${randomBytes(6).toString('hex')}`;
    await createDatabase(postgresUrl, name);
    const url = databaseUrl(postgresUrl, name);
    await seeded(await openDatabase({ databaseUrl: url, onIdleConnectionError: () => {} }));
    return {
      kind: 'postgres',
      name,
      remove: () => onServer(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'verity-api-db-'));
  const file = join(dir, 'seeded.tar');
  await seeded(await openDatabase({ dataDir: null }), async (database) => {
    if (!database.dump) throw new Error('Only a PGlite database can be dumped');
    writeFileSync(file, Buffer.from(await (await database.dump()).arrayBuffer()));
  });
  return { kind: 'pglite', file, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** Migrates and seeds the database, hands it to `then`, and closes it. */
async function seeded(database: Database, then?: (database: Database) => Promise<void>): Promise<void> {
  try {
    await database.migrate();
    await seed(database.db, PASSWORD, { identityHistory: false });
    await then?.(database);
  } finally {
    await database.close();
  }
}
