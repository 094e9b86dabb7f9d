/**
 * The export-request log's routes: every CSV export a business ran (each module's), which platform support
 * can see across businesses and attach a report link to. Its paths sit beneath identity's history.
 */
import { defineRoutes } from '../../core/route-table.js';
import { ZIdParams, ZPageList } from '../../schemas/common.js';
import { identityModule } from './identity-module.js';
import { ZExportRequest, ZExportRequestsQuery, ZSupportUploadLinkRequest } from './identity-schemas.js';

const base = `${identityModule.history}/export/requests`;
const SUPPORT = { tenancy: 'platform', permissions: ['admin:business:view'] } as const;

export const exportRequestRoutes = defineRoutes('identity', {
  list: {
    method: 'GET',
    path: base,
    summary: "The business's CSV exports, newest first (organization staff see their organization's)",
    access: { tenancy: 'tenant', permissions: ['identity:view'] },
    query: ZExportRequestsQuery.omit({ business_id: true }),
    response: ZPageList(ZExportRequest),
  },
  support: {
    method: 'GET',
    path: `${base}/support`,
    summary: "Platform support: every business's CSV exports, newest first (business_id narrows them)",
    access: SUPPORT,
    query: ZExportRequestsQuery,
    response: ZPageList(ZExportRequest),
  },
  uploadLink: {
    method: 'POST',
    path: `${base}/:id/support/upload-link`,
    summary: "Platform support: attaches a report's link to an export, marking it completed",
    access: SUPPORT,
    params: ZIdParams,
    body: ZSupportUploadLinkRequest,
    response: ZExportRequest,
    audit: { event: 'update', resource: 'export-request' },
    errors: ['not_found'],
  },
});
