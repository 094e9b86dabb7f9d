/**
 * Calling a declared route (core/route-table.ts) from the typed client. The client holds each route's
 * address only (route-addresses.generated.ts): its service, method, path and access, without the zod
 * schemas, so a page that must not load zod (the login page, the vForm widget) can still call it. The
 * request and answer types come from the declaration's schemas, as types only.
 */
import type { z } from 'zod';
import type { RouteAccessRule } from '../route-access.js';
import type { SuccessEnvelope } from './envelope.js';
import { fillPath } from './path.js';
import type { RouteDeclaration, RouteTable } from './route-table.js';
import type { ServiceName } from './services.js';
import type { HttpMethod, QueryValue, RequestOptions, Transport } from './transport.js';

declare const declared: unique symbol;

/** Where a declared route lives and who may call it; `D` carries its declaration, as a type only. */
export interface RouteAddress<D extends RouteDeclaration = RouteDeclaration> {
  service: ServiceName;
  method: HttpMethod;
  path: string;
  access: RouteAccessRule;
  readonly [declared]?: D;
}

/** A table's routes as addresses, keyed by the same names. */
export type RouteAddresses<T extends RouteTable> = {
  readonly [K in keyof T['routes']]: RouteAddress<T['routes'][K]>;
};

type DeclarationOf<A> = A extends RouteAddress<infer D> ? D : never;
type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What the envelope's `data` holds for a route. */
export type RouteAnswer<A> = DeclarationOf<A>['response'] extends z.ZodType
  ? z.output<DeclarationOf<A>['response']>
  : never;

/** What a call to a route sends: its path parameters, its query and its body, each as declared. */
export type RouteRequest<A> = (DeclarationOf<A>['params'] extends z.ZodType
  ? { params: Input<DeclarationOf<A>['params']> }
  : { params?: undefined }) &
  (DeclarationOf<A>['query'] extends z.ZodType ? { query?: Input<DeclarationOf<A>['query']> } : unknown) &
  (DeclarationOf<A>['body'] extends z.ZodType ? { body: Input<DeclarationOf<A>['body']> } : unknown);

type Parts = {
  params?: Readonly<Record<string, string | number>>;
  query?: object;
  body?: unknown;
};

/** Sends a JSON call to a declared route: resolves to its success envelope, rejects with a VerityError. */
export function callRoute<A extends RouteAddress>(
  t: Transport,
  route: A,
  request: RouteRequest<A>,
  options?: RequestOptions,
): Promise<SuccessEnvelope<RouteAnswer<A>>> {
  const parts = request as Parts;
  return t.json<RouteAnswer<A>>({
    service: route.service,
    method: route.method,
    path: parts.params ? fillPath(route.path, parts.params) : route.path,
    body: parts.body,
    query: parts.query as Record<string, QueryValue> | undefined,
    options,
  });
}

/** Fetches a declared route that answers a file (an export, a PDF) as a Blob. */
export function fetchRouteFile<A extends RouteAddress>(
  t: Transport,
  route: A,
  request: RouteRequest<A>,
  options?: RequestOptions,
): Promise<Blob> {
  const parts = request as Parts;
  return t.blob({
    service: route.service,
    method: route.method,
    path: parts.params ? fillPath(route.path, parts.params) : route.path,
    query: parts.query as Record<string, QueryValue> | undefined,
    options,
  });
}
