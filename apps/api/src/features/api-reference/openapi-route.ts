/**
 * `GET /api/openapi.json`: the API's OpenAPI 3.1 document (openapi-document.ts), public like the reference
 * it feeds. Built on first request, once the app has registered every route, and kept: routes do not
 * change while the app runs.
 */
import type { AppInstance } from '../../http/app-instance.js';
import { buildOpenApiDocument } from './openapi-document.js';

export const OPENAPI_PATH = '/api/openapi.json';

export function registerOpenApiRoute(app: AppInstance): void {
  let document: string | undefined;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(app.routeList));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
}
