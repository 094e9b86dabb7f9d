/**
 * Several writes sent as one statement of data-modifying CTEs: one round trip, and atomic without a
 * transaction of its own (a sandbox check's record, audit row and webhook went from five round
 * trips, BEGIN and COMMIT included, to one).
 *
 * PostgreSQL runs every data-modifying CTE exactly once, whether or not anything reads it, all on one
 * snapshot and in no set order. So no write here may depend on another's effect, except that foreign keys
 * are checked when the statement ends: a row may reference one inserted beside it.
 *
 * Writes of a fixed shape (`insertWrite`, `templateWrite`) are compiled once per combination: the hot path
 * (a check's record, audit row and webhook) then builds no SQL per request, and on PostgreSQL runs as a
 * named prepared statement, parsed and planned once per pooled connection. Building the statement was most
 * of a sandbox check's JavaScript time when profiled.
 */
import {
  fillPlaceholders,
  getTableName,
  is,
  Param,
  Placeholder,
  type Query,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import {
  PgDialect,
  type PgPreparedQuery,
  type PgSession,
  type PgTable,
  type PreparedQueryConfig,
} from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from './database.js';
import { namedStatementsOf } from './named-statements.js';

/** An INSERT, UPDATE or DELETE, unawaited (a Drizzle builder or raw `sql`), built by the caller. */
export interface QueryWrite {
  query: SQLWrapper;
  /** Count the rows it wrote into `runWrites`'s answer (the query must end in RETURNING). */
  counted?: boolean;
}

/**
 * A write of a fixed shape: `build` gets `value(name)` for each varying value. Compiled once with
 * placeholders; any value built into the SQL itself would be frozen there, which `runWrites` refuses.
 */
export interface WriteTemplate {
  /** Names the shape: one key, one SQL text. */
  key: string;
  build(db: DbOrTx, value: (name: string) => unknown): SQLWrapper;
}

export interface TemplateWrite {
  template: WriteTemplate;
  values: Readonly<Record<string, unknown>>;
  counted?: boolean;
}

export type Write = QueryWrite | TemplateWrite;

export function templateWrite(
  template: WriteTemplate,
  values: Readonly<Record<string, unknown>>,
  counted = false,
): TemplateWrite {
  return { template, values, counted };
}

const insertTemplates = new Map<string, WriteTemplate>();

/** One row into `table` (its undefined fields left to their defaults), as a write of a fixed shape. */
export function insertWrite<T extends PgTable>(table: T, row: T['$inferInsert']): TemplateWrite {
  const values = row as Record<string, unknown>;
  const names = Object.keys(values).filter((name) => values[name] !== undefined);
  const key = `insert ${getTableName(table)} (${names.join(',')})`;
  let template = insertTemplates.get(key);
  if (!template) {
    template = {
      key,
      build: (db, value) =>
        db
          .insert(table)
          .values(Object.fromEntries(names.map((name) => [name, value(name)])) as T['$inferInsert']),
    };
    insertTemplates.set(key, template);
  }
  return { template, values };
}

const ZCount = z.object({ rows: z.array(z.object({ written: z.coerce.number() })).length(1) });

function isTemplate(write: Write): write is TemplateWrite {
  return 'template' in write;
}

/** The statement of data-modifying CTEs around each write's SQL. */
function combine(db: DbOrTx, writes: readonly Write[], value: (index: number, name: string) => unknown): SQL {
  const parts = writes.map((write, index) => {
    const query = isTemplate(write) ? write.template.build(db, (name) => value(index, name)) : write.query;
    return sql`${sql.raw(`w${index}`)} as (${query.getSQL()})`;
  });
  const counts = writes.flatMap((write, index) =>
    write.counted ? [sql.raw(`(select count(*) from w${index})`)] : [],
  );
  const written = counts.length > 0 ? sql.join(counts, sql` + `) : sql`0`;
  return sql`with ${sql.join(parts, sql`, `)} select ${written} as written`;
}

const placeholderName = (index: number, name: string) => `${index}.${name}`;

/** Compiled statements by their writes' shapes; bounded, so a shape that varies without end cannot grow it. */
const compiled = new Map<string, { query: Query; name: string }>();
const MAX_COMPILED = 500;
const dialect = new PgDialect();

function compile(db: DbOrTx, writes: readonly TemplateWrite[]): { query: Query; name: string } | undefined {
  const key = writes.map((write) => `${write.template.key}${write.counted ? ' counted' : ''}`).join(' | ');
  let entry = compiled.get(key);
  if (entry) return entry;
  if (compiled.size >= MAX_COMPILED) return undefined;
  const query = dialect.sqlToQuery(
    combine(db, writes, (index, name) => sql.placeholder(placeholderName(index, name))),
  );
  const frozen = query.params.find(
    (param) => !(is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder))),
  );
  if (frozen !== undefined)
    throw new Error(`A write template built a value into its SQL (${key}); pass it through value(name)`);
  entry = { query, name: `verity_writes_${compiled.size}` };
  compiled.set(key, entry);
  return entry;
}

type Session = PgSession<never, never, never>;
const preparedBySession = new WeakMap<object, Map<string, PgPreparedQuery<PreparedQueryConfig>>>();

/**
 * The session's own prepared query: on node-postgres a named statement, so each pooled connection parses
 * and plans it once. Kept per session (the database's lives as long as it; a transaction's, for that
 * transaction).
 */
function preparedOn(
  session: DbOrTx['_']['session'],
  statement: { query: Query; name: string },
): PgPreparedQuery<PreparedQueryConfig> {
  let prepared = preparedBySession.get(session);
  if (!prepared) {
    prepared = new Map();
    preparedBySession.set(session, prepared);
  }
  let query = prepared.get(statement.name);
  if (!query) {
    query = (session as Session).prepareQuery(statement.query, undefined, statement.name, false);
    prepared.set(statement.name, query);
  }
  return query;
}

/** Runs the writes as one statement; answers the number of rows the counted writes wrote. */
export async function runWrites(db: DbOrTx, writes: readonly Write[]): Promise<number> {
  if (writes.length === 0) return 0;
  const templates = writes.every(isTemplate) ? compile(db, writes) : undefined;
  if (!templates) {
    const statement = combine(db, writes, (index, name) => {
      const write = writes[index];
      return write && isTemplate(write) ? write.values[name] : undefined;
    });
    return ZCount.parse(await db.execute(statement)).rows[0]?.written ?? 0;
  }
  const values: Record<string, unknown> = {};
  writes.forEach((write, index) => {
    if (!isTemplate(write)) return;
    for (const name in write.values) values[placeholderName(index, name)] = write.values[name];
  });
  const named = namedStatementsOf(db);
  if (named) {
    const rows = await named.run(
      templates.name,
      templates.query.sql,
      fillPlaceholders(templates.query.params, values),
    );
    if (rows) return Number(rows[0]?.[0] ?? 0);
  }
  const result = await preparedOn(db._.session, templates).execute(values);
  return ZCount.parse(result).rows[0]?.written ?? 0;
}
