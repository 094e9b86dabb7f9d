/**
 * vitest globalSetup: migrates and seeds one database for the whole run and leaves its dump in a file.
 * Each test file's server opens its own copy of it (server.ts): every file still starts from the same
 * fresh data, which keeps files independent, without paying PGlite's initdb and the seeding each time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededDatabaseDump } from '@verity/api/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database's dump (a tarball) each file's server opens a copy of; empty: seed afresh. */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'verity-e2e-db-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await seededDatabaseDump()).arrayBuffer()));
  project.provide('databaseTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
