/**
 * A feature's routes, declared once: for each route its method and path, what it accepts (params, query,
 * body), what it answers (the envelope's `data`, or a file), who may call it, what the audit log records,
 * and a summary. Every layer reads the declaration rather than restating it:
 * - the API binds each handler to a declared route by name (apps/api http/register-routes.ts), validates
 *   the input and serialises the answer with these schemas (a field the schema does not name is dropped);
 * - the route-access table takes each route's `access`;
 * - the typed client calls a route by its address (route-addresses.generated.ts, derived from the tables by
 *   `npm run generate:routes -w @verity/client`, zod-free so the login page and the widgets stay small);
 * - the OpenAPI document at /api/openapi.json lists every route with its schemas, access and errors.
 *
 * Add a route: one entry in its feature's table, its handler in the API's `registerRoutes` call, and (for
 * the client) a one-line method calling its address. A declaration without a handler, or a handler without
 * a declaration, stops the API from starting.
 */
import type { z } from 'zod';
import type { RouteAccessRule } from '../route-access.js';
import type { TAuditEvent } from '../schemas/audit.js';
import type { ErrorCode } from './error-codes.js';
import { type RouteService, servicePrefix } from './services.js';
import type { HttpMethod } from './transport.js';

/** What the audit log records for a route that changes something. */
export interface RouteAudit {
  event: TAuditEvent;
  /** What was acted on: 'user', 'role', 'identity-verification', ... */
  resource: string;
  /**
   * Record the id from this route parameter rather than the answer's `data.id`: a vForm field's writes are
   * filed under their form (`:id`), so the form's activity list shows its field edits too.
   */
  resourceIdParam?: string;
  /**
   * No request transaction opened before the handler: its work writes the row in its own statement (a
   * charged check must not hold a transaction open while a registry answers), or its rate limit's hits must
   * commit even when the answer is a refusal.
   */
  ownTransaction?: boolean;
}

/** A state that holds a signed-in person back from everything but the routes that resolve it. */
export type AccountHold = 'expired-password' | 'first-login' | 'two-factor-setup';

/** A route that answers a file rather than the JSON envelope: its content type, as OpenAPI lists it. */
export interface FileAnswer {
  file: string;
}

export interface RouteDeclaration {
  method: HttpMethod;
  /** Beneath the service's base URL (`/api/{service}/v1`, or `/api` for `root`), `:name` for a path parameter. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  access: RouteAccessRule;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success envelope's `data`, or the file the route answers. */
  response: z.ZodType | FileAnswer;
  /** The success status, when it is not 200. */
  status?: 201 | 202;
  /** What a write records; `false` for a write that changes nothing worth recording (a code mailed). */
  audit?: RouteAudit | false;
  /**
   * Account states in which a signed-in person may still call the route (every other route refuses them
   * until they act): an expired password, a first sign-in's password, a business's forced 2FA not yet set.
   */
  allowWhile?: readonly AccountHold[];
  /** Error codes the route answers beyond every route's own (validation_failed, unauthenticated, ...). */
  errors?: readonly ErrorCode[];
}

export interface RouteTable<
  S extends RouteService = RouteService,
  R extends Readonly<Record<string, RouteDeclaration>> = Readonly<Record<string, RouteDeclaration>>,
> {
  service: S;
  routes: R;
}

/** Declares a feature's routes (see the file's comment); the names are what handlers and clients use. */
export function defineRoutes<
  const S extends RouteService,
  const R extends Readonly<Record<string, RouteDeclaration>>,
>(service: S, routes: R): RouteTable<S, R> {
  return { service, routes };
}

export function isFileAnswer(response: RouteDeclaration['response']): response is FileAnswer {
  return typeof (response as Partial<FileAnswer>).file === 'string';
}

/**
 * `METHOD /api/{service}/v1/path` (`METHOD /api/path` for `root`): the key the route-access table and the
 * API's route list use.
 */
export function routeKey(service: RouteService, route: Pick<RouteDeclaration, 'method' | 'path'>): string {
  return `${route.method} ${servicePrefix(service)}${route.path}`;
}
