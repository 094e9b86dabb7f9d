import type { Db } from './database.js';

/**
 * A prepared statement built once per database (no query building per request; on PostgreSQL, parsed and
 * planned once per pooled connection) and kept as long as that database object lives.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
