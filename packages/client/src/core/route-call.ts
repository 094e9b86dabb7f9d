/**
 * Calling a declared route (core/route-table.ts) from the typed client. The client holds each route's
 * address only (route-addresses.generated.ts): its service, method, path and access, without the zod
 * schemas, so a page that must not load zod (the login page, the vForm widget) can still call it. The
 * request and answer types come from the declaration's schemas, as types only.
 */
import type { z } from 'zod';
import type { SuccessEnvelope } from './envelope.js';
import { fillPath } from './path.js';
import type { RouteDeclaration, RouteTable } from './route-table.js';
import type { RouteService } from './services.js';
import type { Call, HttpMethod, QueryValue, RequestOptions, Transport } from './transport.js';

declare const declared: unique symbol;

/**
 * Where a declared route lives: `'GET vform /v-forms/:id'` (method, service, path); `D` carries its
 * declaration, as a type only.
 */
export type RouteAddress<D extends RouteDeclaration = RouteDeclaration> =
  `${HttpMethod} ${RouteService} /${string}` & {
    readonly [declared]?: D;
  };

/** A table's routes as addresses, keyed by the same names. */
export type RouteAddresses<T extends RouteTable> = {
  readonly [K in keyof T['routes']]: RouteAddress<T['routes'][K]>;
};

type DeclarationOf<A> = A extends RouteAddress<infer D> ? D : never;
type Input<S> = S extends z.ZodType ? z.input<S> : never;
/** A multipart upload route (`ZMultipartBody`) takes the form itself; every other body is JSON. */
type BodyInput<S> = S extends z.ZodType
  ? z.output<S> extends z.core.$brand<'multipart'>
    ? FormData
    : z.input<S>
  : never;

/** What the envelope's `data` holds for a route. */
export type RouteAnswer<A> = DeclarationOf<A>['response'] extends z.ZodType
  ? z.output<DeclarationOf<A>['response']>
  : never;

/** What a call to a route sends: its path parameters, its query and its body, each as declared. */
export type RouteRequest<A> = (DeclarationOf<A>['params'] extends z.ZodType
  ? { params: Input<DeclarationOf<A>['params']> }
  : { params?: undefined }) &
  (DeclarationOf<A>['query'] extends z.ZodType ? { query?: Input<DeclarationOf<A>['query']> } : unknown) &
  (DeclarationOf<A>['body'] extends z.ZodType ? { body: BodyInput<DeclarationOf<A>['body']> } : unknown);

type Parts = {
  params?: Readonly<Record<string, string | number>>;
  query?: object;
  body?: unknown;
};

/** The transport's call for an address (`'GET vform /v-forms/:id'`) and what the caller sends. */
function routeCall(
  route: RouteAddress,
  { params, query, body }: Parts,
  options: RequestOptions | undefined,
): Call {
  const [method, service, path] = route.split(' ') as [HttpMethod, RouteService, string];
  return {
    service,
    method,
    path: params ? fillPath(path, params) : path,
    body,
    query: query as Record<string, QueryValue> | undefined,
    options,
  };
}

/** Sends a JSON call to a declared route: resolves to its success envelope, rejects with a VerityError. */
export function callRoute<A extends RouteAddress>(
  t: Transport,
  route: A,
  request: RouteRequest<A>,
  options?: RequestOptions,
): Promise<SuccessEnvelope<RouteAnswer<A>>> {
  return t.json<RouteAnswer<A>>(routeCall(route, request as Parts, options));
}

/** Fetches a declared route that answers a file (an export, a PDF) as a Blob. */
export function fetchRouteFile<A extends RouteAddress>(
  t: Transport,
  route: A,
  request: RouteRequest<A>,
  options?: RequestOptions,
): Promise<Blob> {
  return t.blob(routeCall(route, request as Parts, options));
}
