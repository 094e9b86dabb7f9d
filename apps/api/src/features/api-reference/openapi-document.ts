/**
 * The API's OpenAPI 3.1 document, built from the route tables (packages/client route-tables.ts) with
 * zod-openapi: every declared route with its parameters, body and answer schemas, who may call it
 * (`security`, and `x-verity-access` for tenancy and permissions), and the failures it may answer, each
 * under its HTTP status with its stable codes. Only the routes the app registered are listed (a table it
 * withholds is not); the CORS preflights, which no table declares, answer browsers and are not operations.
 */
import {
  acceptsApiKey,
  type ErrorCode,
  errorCodes,
  errorNameOfCode,
  errorStatusByName,
  isFileAnswer,
  type RouteAccessRule,
  type RouteDeclaration,
  routeKey,
  routeTables,
  ZMultipartBody,
} from '@verity/client';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { RegisteredRoute } from '../../http/app-instance.js';
import { API_VERSION } from '../health/health-route.js';

/** The document zod-openapi writes (OpenAPI 3.1). */
export type OpenApiDocument = ReturnType<typeof createDocument>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Responses = ZodOpenApiOperationObject['responses'];

const ZFailure = z
  .object({
    success: z.literal(false),
    statusCode: z.number().int(),
    name: z.string(),
    code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    errors: z.array(z.string()).optional(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Failure', description: 'Every failure: branch on `code`; `message` is for people' });

const envelope = (data: z.ZodType) =>
  z.object({ success: z.literal(true), statusCode: z.number().int(), message: z.string(), data });

/** `/roles/:id` -> `/roles/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The failures every route of its kind may answer, beside those it declares. */
function failureCodes(route: RouteDeclaration, hasInput: boolean) {
  const codes = new Set<ErrorCode>(route.errors ?? []);
  if (hasInput) codes.add('validation_failed');
  if (route.access.tenancy !== 'public') {
    codes.add('unauthenticated');
    if ((route.access.permissions?.length ?? 0) > 0) codes.add('permission_missing');
  }
  codes.add('internal_error');
  return [...codes];
}

function failureResponses(codes: readonly ErrorCode[]): Responses {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = errorStatusByName[errorNameOfCode[code]];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Responses = {};
  for (const [status, list] of byStatus)
    responses[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: list.map((code) => `\`${code}\`: ${errorCodes[code]}`).join('\n\n'),
      content: { 'application/json': { schema: ZFailure } },
    };
  return responses;
}

/** A signed-in route takes the session cookie or a bearer token (a session's, or an API key where allowed). */
function security(access: RouteAccessRule): Array<Record<string, string[]>> {
  return access.tenancy === 'public' ? [] : [{ bearer: [] }, { session: [] }];
}

const TENANCY_WORDS: Record<RouteAccessRule['tenancy'], string> = {
  public: 'anyone, without signing in',
  session: 'anyone signed in, for their own account',
  tenant: "the business's staff, or an organization's staff for their organization's records",
  business: "the business's own staff (not organization staff)",
  scoped: 'staff of the organization the path names, or of its business',
  platform: 'platform staff',
  'own-business': "the business's own staff, or platform staff",
};

/** Who may call the route, as the reference shows it to a reader. */
function accessText(key: string, access: RouteAccessRule): string {
  const needs = access.permissions?.length
    ? `Needs ${access.permissions.map((permission) => `\`${permission}\``).join(', ')}`
    : 'Needs no permission';
  const keys = acceptsApiKey(key, access) ? 'An API key may call it.' : 'API keys cannot call it.';
  return access.tenancy === 'public'
    ? 'Public: no session or key needed.'
    : `${needs}; for ${TENANCY_WORDS[access.tenancy]}. ${keys}`;
}

function accessExtension(key: string, access: RouteAccessRule) {
  return {
    description: accessText(key, access),
    'x-verity-access': {
      tenancy: access.tenancy,
      permissions: [...(access.permissions ?? [])],
      ...(access.platformPermissions ? { platformPermissions: [...access.platformPermissions] } : {}),
      ...(access.actsOn ? { actsOn: access.actsOn } : {}),
      apiKeys: acceptsApiKey(key, access),
    },
  };
}

function declaredOperation(table: string, name: string, key: string, route: RouteDeclaration) {
  const hasInput = Boolean(route.params || route.query || route.body);
  const success = isFileAnswer(route.response)
    ? {
        description: 'The file',
        content: { [route.response.file]: { schema: { type: 'string' as const, format: 'binary' } } },
      }
    : { description: 'Success', content: { 'application/json': { schema: envelope(route.response) } } };
  const body = route.body
    ? {
        requestBody: {
          required: true,
          content:
            route.body === ZMultipartBody
              ? { 'multipart/form-data': { schema: { type: 'object' as const } } }
              : { 'application/json': { schema: route.body } },
        },
      }
    : {};
  const operation: ZodOpenApiOperationObject = {
    operationId: `${table}.${name}`,
    summary: route.summary,
    tags: [table],
    requestParams: {
      ...(route.params ? { path: route.params as z.ZodObject } : {}),
      ...(route.query ? { query: route.query as z.ZodObject } : {}),
    },
    ...body,
    responses: {
      [String(route.status ?? 200)]: success,
      ...failureResponses(failureCodes(route, hasInput)),
    },
    security: security(route.access),
    ...accessExtension(key, route.access),
  };
  return operation;
}

/** The document, for the routes an app registered (its route list) and the tables they come from. */
export function buildOpenApiDocument(registered: readonly RegisteredRoute[]): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  const add = (url: string, method: string, operation: ZodOpenApiOperationObject) => {
    const path = openApiPath(url);
    paths[path] = { ...paths[path], [method.toLowerCase() as Method]: operation };
  };
  // A table the app withholds (the development mailbox in production) is not served, so not listed.
  const served = new Set(registered.map((route) => `${route.method} ${route.url}`));
  for (const [table, { service, routes }] of Object.entries(routeTables))
    for (const [name, route] of Object.entries(routes as Record<string, RouteDeclaration>)) {
      const key = routeKey(service, route);
      if (served.has(key))
        add(key.split(' ')[1] ?? '', route.method, declaredOperation(table, name, key, route));
    }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Verity API',
        version: API_VERSION,
        description:
          'Identity, company and compliance verification. Every answer is an envelope: `{ success, statusCode, message, data }` on success, `{ success: false, statusCode, name, code, message }` on failure.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session token from sign-in, or an API key (Developer settings)',
          },
          session: { type: 'apiKey', in: 'cookie', name: 'verity_session' },
        },
      },
      paths,
    },
    { allowEmptySchema: { custom: true, transform: true, date: true, pipe: { output: true } } },
  );
}
