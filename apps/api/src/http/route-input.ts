/**
 * What a route accepts, decided once for every API route. A route accepts only what it declares:
 * `declareUndeclaredInputs` gives each part it declares no schema for a strict empty one (ZNoQuery, ZNoBody,
 * its path parameters as text), so an unknown key is "The {key} field is not allowed" (400) on every route,
 * including routes added later, and never silently dropped. A route that reads multipart form data
 * declares `ZMultipartBody`, and the content-type guard keeps multipart out of every other route (a form
 * post would otherwise reach a JSON route as an empty body). test/input-schemas.test.ts walks every
 * registered route to keep all of this true.
 */
import { ZMultipartBody, ZNoBody, ZNoQuery, ZSignedRawBody } from '@verity/client';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { isApiRoute } from './route-access.js';

const isZod = (schema: unknown): schema is z.core.$ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/**
 * Where a route's input schema would take keys it does not name: each object, at any depth, that does not
 * refuse unknown keys ('' for the input itself, `settings.colors` for a nested one), and '' too when the
 * input is not an object at all. Empty for a strict schema.
 */
export function looseObjectPaths(schema: unknown): string[] {
  if (schema === ZSignedRawBody) return [];
  const out: string[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown, path: string, top: boolean): void => {
    if (!isZod(node) || seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def;
    const at = (key: string) => (path ? `${path}.${key}` : key);
    if (def.type === 'object') {
      const { catchall, shape } = def as z.core.$ZodObjectDef;
      if (catchall?._zod.def.type !== 'never') out.push(path);
      for (const [key, value] of Object.entries(shape)) walk(value, at(key), false);
    } else if (def.type === 'pipe') {
      const { in: input, out: output } = def as z.core.$ZodPipeDef;
      // A preprocess step is a pipe from a transform: what it hands on is what is checked.
      walk(input._zod.def.type === 'transform' ? output : input, path, top);
    } else if (WRAPPERS.has(def.type)) walk((def as z.core.$ZodOptionalDef).innerType, path, top);
    else if (def.type === 'union')
      for (const option of (def as z.core.$ZodUnionDef).options) walk(option, path, top);
    else if (def.type === 'intersection') {
      const { left, right } = def as z.core.$ZodIntersectionDef;
      walk(left, path, top);
      walk(right, path, top);
    } else if (def.type === 'lazy') walk((def as z.core.$ZodLazyDef).getter(), path, top);
    else if (def.type === 'array') walk((def as z.core.$ZodArrayDef).element, at('*'), false);
    else if (def.type === 'record') walk((def as z.core.$ZodRecordDef).valueType, at('*'), false);
    else if (top) out.push(path);
  };
  if (!isZod(schema)) return [''];
  walk(schema, '', true);
  return out;
}

/** Whether a route's input schema refuses keys it does not name, at every depth. */
export function isStrictSchema(schema: unknown): boolean {
  return looseObjectPaths(schema).length === 0;
}

/** A path parameter no schema names: present (the router guarantees it) and within the router's limit. */
const pathParam = (name: string) =>
  z
    .string()
    .min(1, { error: `The ${name} field is required` })
    .max(512);

/** The names of a route path's parameters (`/plans/:id/subplans/:subId` -> id, subId). */
export function pathParamNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => name as string);
}

/**
 * Gives an API route the schemas it does not declare: no query string, no body (on a write), and its path
 * parameters as plain text. Called as each route is registered. CORS preflights read nothing and are left
 * alone (a browser sends them with the real request's query string).
 */
export function declareUndeclaredInputs(route: RouteOptions): void {
  if (!isApiRoute(route.url)) return;
  const methods = [route.method].flat();
  if (methods.includes('OPTIONS')) return;
  const schema = { ...route.schema };
  schema.querystring ??= ZNoQuery;
  if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) schema.body ??= ZNoBody;
  const names = pathParamNames(route.url);
  if (names.length > 0)
    schema.params ??= z.strictObject(Object.fromEntries(names.map((name) => [name, pathParam(name)])));
  route.schema = schema;
}

/** Multipart only where a route reads it; a multipart route takes nothing else. */
export function registerContentTypeGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const body = request.routeOptions.schema?.body;
    if (body === undefined) return;
    const wantsMultipart = body === ZMultipartBody;
    if (wantsMultipart === request.isMultipart()) return;
    throw new AppError(
      'UnsupportedMediaTypeError',
      wantsMultipart
        ? 'Unsupported content type: send multipart/form-data'
        : 'Unsupported content type: send application/json',
    );
  });
}
