/** Databases on a PostgreSQL server: made and dropped by tests and benches, one statement per connection. */
import pg from 'pg';

/** Runs one statement (CREATE/DROP DATABASE cannot run in a transaction) on its own connection. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The server's address with the database name in place of the one it names. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** SQLSTATEs: the database exists; the template is being copied by another creation. */
const DUPLICATE_DATABASE = '42P04';
const TEMPLATE_IN_USE = '55006';

/**
 * Creates the database (a copy of `template` when given). An existing one is kept when `reuse` (a restart
 * test's database), refused otherwise. Two workers copying one template at once make one of them wait: it
 * tries again until the other copy ends.
 */
export async function createDatabase(
  serverUrl: string,
  name: string,
  options: { template?: string; reuse?: boolean } = {},
): Promise<void> {
  const statement = `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`;
  for (let tries = 1; ; tries += 1) {
    try {
      return await onServer(serverUrl, statement);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === DUPLICATE_DATABASE && options.reuse) return;
      if (code !== TEMPLATE_IN_USE || tries === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
