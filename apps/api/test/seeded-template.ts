/**
 * vitest globalSetup: migrates and seeds one PGlite database for the whole run and leaves its dump in a
 * file. Each test file's `createTestApp()` opens its own copy (harness.ts), so every file still starts from
 * the same fresh data without paying PGlite's initdb, the migrations and the seeding's password hashing
 * each time (about 10 s a file on this machine, against 1.5 s for a copy). Against PostgreSQL
 * (TEST_DATABASE_URL) each file still gets a new database, migrated and seeded, and no dump is made.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { seed } from '../src/seed/seed.js';
import { PASSWORD } from './seed-password.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database's dump (a tarball) createTestApp opens a copy of; empty: seed afresh. */
    seededTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('seededTemplate', '');
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'verity-api-db-'));
  const file = join(dir, 'seeded.tar');
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    await seed(database.db, PASSWORD, { identityHistory: false });
    if (!database.dump) throw new Error('Only a PGlite database can be dumped');
    writeFileSync(file, Buffer.from(await (await database.dump()).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('seededTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
