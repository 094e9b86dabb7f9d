/** The load balancer's health check, unversioned beside the services at `{origin}/api`. */
import { defineRoutes } from '../core/route-table.js';
import { ZHealthResponse } from '../schemas/reference.js';

export const healthRoutes = defineRoutes('root', {
  check: {
    method: 'GET',
    path: '/health',
    summary: 'Whether the API and its database answer, and the API version',
    access: { tenancy: 'public' },
    response: ZHealthResponse,
  },
});
