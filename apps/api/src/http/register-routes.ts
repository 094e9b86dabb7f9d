/**
 * Binds a feature's handlers to its route table (packages/client core/route-table.ts), by name. The table
 * says the method, path, input and answer schemas, access and audit; the handler only does the work. A
 * declared route without a handler, a handler without a declared route, or a table registered on another
 * service's prefix stops the app from starting; `assertEveryTableRegistered` catches a table nobody
 * registered at all (a table an app must not serve is withheld by name: `withholdRoutes`).
 */
import {
  isFileAnswer,
  type RouteDeclaration,
  type RouteTable,
  routeTables,
  type SuccessEnvelope,
  servicePrefix,
} from '@verity/client';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { AppInstance } from './app-instance.js';

export class RouteTableError extends Error {
  constructor(message: string) {
    super(`${message} (route tables: packages/client/src/route-tables.ts)`);
    this.name = 'RouteTableError';
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a declared route's handler gets: its params, query and body as its schemas parse them. */
export type DeclaredRequest<D extends RouteDeclaration> = FastifyRequest<{
  Params: Parsed<D['params']>;
  Querystring: Parsed<D['query']>;
  Body: Parsed<D['body']>;
}>;

/** What a handler answers: the envelope around its declared data, or (a file route) the reply it sent. */
export type DeclaredAnswer<D extends RouteDeclaration> = D['response'] extends z.ZodType
  ? SuccessEnvelope<z.input<D['response']>>
  : FastifyReply | unknown;

export type RouteHandler<D extends RouteDeclaration> = (
  request: DeclaredRequest<D>,
  reply: FastifyReply,
) => Promise<DeclaredAnswer<D>>;

/** One handler for each route of the table, by the same names: no more, no fewer. */
export type RouteHandlers<T extends RouteTable> = { [K in keyof T['routes']]: RouteHandler<T['routes'][K]> };

// The tables each app registered, keyed by its context (which every service scope of one app shares).
const registered = new WeakMap<object, Set<RouteTable>>();

function tableName(table: RouteTable): string {
  const entry = Object.entries(routeTables).find(([, candidate]) => candidate === table);
  if (!entry) throw new RouteTableError('A route table is registered that route-tables.ts does not list');
  return entry[0];
}

function routeOptions(declared: RouteDeclaration, handler: RouteHandler<RouteDeclaration>): RouteOptions {
  return {
    method: declared.method,
    url: declared.path,
    schema: {
      ...(declared.params ? { params: declared.params } : {}),
      ...(declared.query ? { querystring: declared.query } : {}),
      ...(declared.body ? { body: declared.body } : {}),
      ...(isFileAnswer(declared.response) ? {} : { response: { '2xx': declared.response } }),
    },
    config: {
      ...(declared.audit === undefined ? {} : { audit: declared.audit }),
      ...(declared.allowWhile ? { allow: [...declared.allowWhile] } : {}),
    },
    handler: handler as RouteOptions['handler'],
  };
}

/** Registers every route of `table` on `app` (the table's service scope), each with its handler. */
export function registerRoutes<T extends RouteTable>(
  app: AppInstance,
  table: T,
  handlers: RouteHandlers<T>,
): void {
  const name = tableName(table);
  const prefix = servicePrefix(table.service);
  if (app.prefix !== prefix)
    throw new RouteTableError(`${name}: registered under ${app.prefix || '/'}, declared for ${prefix}`);
  const given = handlers as Record<string, RouteHandler<RouteDeclaration> | undefined>;
  for (const key of Object.keys(given))
    if (!Object.hasOwn(table.routes, key))
      throw new RouteTableError(`${name}.${key}: a handler for a route the table does not declare`);
  for (const [key, declared] of Object.entries(table.routes)) {
    const handler = given[key];
    if (!handler) throw new RouteTableError(`${name}.${key}: a declared route without a handler`);
    app.route(routeOptions(declared, handler));
  }
  markAccountedFor(app, table);
}

function markAccountedFor(app: AppInstance, table: RouteTable): void {
  const seen = registered.get(app.ctx) ?? new Set<RouteTable>();
  seen.add(table);
  registered.set(app.ctx, seen);
}

/**
 * Leaves a table unregistered on purpose, where the app must not serve it (the development mailbox in
 * production): `assertEveryTableRegistered` lets it pass, its routes answer 404, and the OpenAPI document,
 * built from the routes the app registered, leaves them out. Saying so here, rather than skipping the
 * table silently, keeps a table nobody registered at all an error.
 */
export function withholdRoutes(app: AppInstance, table: RouteTable): void {
  tableName(table);
  markAccountedFor(app, table);
}

/** Stops the app from starting when a table in route-tables.ts was neither registered nor withheld. */
export function assertEveryTableRegistered(app: AppInstance): void {
  const seen = registered.get(app.ctx) ?? new Set<RouteTable>();
  for (const [name, table] of Object.entries(routeTables))
    if (!seen.has(table)) throw new RouteTableError(`${name}: a route table no feature registers`);
}
