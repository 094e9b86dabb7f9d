/** The OpenAPI document the API reference renders, unversioned beside the services at `{origin}/api`. */
import { defineRoutes } from '../core/route-table.js';

export const apiReferenceRoutes = defineRoutes('root', {
  openApiDocument: {
    method: 'GET',
    path: '/openapi.json',
    summary:
      "The API's OpenAPI 3.1 document: every route, who may call it, what it takes and what it answers",
    access: { tenancy: 'public' },
    response: { file: 'application/json' },
  },
});
