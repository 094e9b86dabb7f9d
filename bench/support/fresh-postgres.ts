/** A throwaway PostgreSQL database for one bench run, on the server `DATABASE_URL` names; dropped after. */
import { databaseUrl, onServer } from '../../apps/api/test/postgres-server.js';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function freshPostgresDatabase(serverUrl: string, label: string): Promise<FreshDatabase> {
  const name = `verity_bench_${label}_${process.pid}`;
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
