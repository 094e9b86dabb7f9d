/**
 * Named prepared statements on embedded PGlite, for the statements `runWrites` compiles once
 * (db/one-statement.ts). PGlite's `query()` parses, describes and plans its text on every call, in six
 * protocol exchanges with the WASM backend; a named statement is parsed and planned once, and each run is
 * one exchange (Bind, Execute, Sync). A sandbox check's statement (four writes, ~45 values) went from
 * about 0.5 ms to 0.15 ms of PGlite's time. node-postgres gets the same from Drizzle's named
 * prepared queries, so it needs nothing here.
 */
import type { PGlite, protocol } from '@electric-sql/pglite';
import type { DbOrTx } from './database.js';

export interface NamedStatements {
  /**
   * Runs the statement `name` (prepared from `text` the first time) with `params` sent as text; answers
   * its rows as text fields. Answers undefined when a value cannot go as text (the caller then runs the
   * statement its usual way).
   */
  run(name: string, text: string, params: readonly unknown[]): Promise<(string | null)[][] | undefined>;
}

const bySession = new WeakMap<object, NamedStatements>();

/** Runs `db`'s statements through `statements` (the root database only: a transaction keeps its own). */
export function useNamedStatements(db: DbOrTx, statements: NamedStatements): void {
  bySession.set(db._.session, statements);
}

export function namedStatementsOf(db: DbOrTx): NamedStatements | undefined {
  return bySession.get(db._.session);
}

/** A value as PostgreSQL's text format; undefined for one that has none here (arrays, objects, bytes). */
function asText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const decoder = new TextDecoder();

/** `serialize` is PGlite's (`protocol.serialize`), passed in so only a PGlite server loads PGlite. */
export function pgliteNamedStatements(client: PGlite, serialize: typeof protocol.serialize): NamedStatements {
  const prepared = new Set<string>();
  return {
    async run(name, text, params) {
      const values: (string | null)[] = [];
      for (const param of params) {
        const value = asText(param);
        if (value === undefined) return undefined;
        values.push(value);
      }
      // The same locks `query()` takes: never inside another caller's open transaction, nor beside a query.
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          // Each exchange ends in Sync, so after an error the session is ready for the next statement.
          if (!prepared.has(name)) {
            await client.execProtocol(concat([serialize.parse({ name, text, types: [] }), serialize.sync()]));
            prepared.add(name);
          }
          const { messages: answer } = await client.execProtocol(
            concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
          );
          const rows: (string | null)[][] = [];
          for (const message of answer) {
            if (message.name !== 'dataRow') continue;
            rows.push(
              (message as unknown as { fields: (string | Uint8Array | null)[] }).fields.map((field) =>
                field === null || typeof field === 'string' ? field : decoder.decode(field),
              ),
            );
          }
          return rows;
        }),
      );
    },
  };
}
