/**
 * `GET /api/openapi.json`: the API's OpenAPI 3.1 document (openapi-document.ts), public like the reference
 * it feeds. Built on first request, once the app has registered every route, and kept: routes do not
 * change while the app runs. Registered on the `/api` scope.
 */
import { apiReferenceRoutes, servicePrefix } from '@verity/client';
import type { AppInstance } from '../../http/app-instance.js';
import { registerRoutes } from '../../http/register-routes.js';
import { buildOpenApiDocument } from './openapi-document.js';

/** `/api/openapi.json`, where the reference page fetches the document. */
export const OPENAPI_PATH = `${servicePrefix(apiReferenceRoutes.service)}${apiReferenceRoutes.routes.openApiDocument.path}`;

export function registerOpenApiRoute(app: AppInstance): void {
  let document: string | undefined;
  registerRoutes(app, apiReferenceRoutes, {
    openApiDocument: async (_request, reply) => {
      document ??= JSON.stringify(buildOpenApiDocument(app.routeList));
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
    },
  });
}
