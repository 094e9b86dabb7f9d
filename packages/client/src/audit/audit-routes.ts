/** The audit log's routes: who did what to which resource in the caller's business, newest first. */
import { defineRoutes } from '../core/route-table.js';
import { ZAuditEventsAndResources, ZAuditLog, ZAuditLogQuery } from '../schemas/audit.js';
import { ZPageList } from '../schemas/common.js';

const VIEW = { tenancy: 'business', permissions: ['auditlog:view'] } as const;

export const auditRoutes = defineRoutes('audit', {
  list: {
    method: 'GET',
    path: '/auditlogs',
    summary: 'A page of the audit log, newest first',
    access: VIEW,
    query: ZAuditLogQuery.pick({ page: true, limit: true }),
    response: ZPageList(ZAuditLog),
  },
  filter: {
    method: 'GET',
    path: '/auditlogs/filter',
    summary: 'A page of the audit log filtered by event, resource, record, person and dates',
    access: VIEW,
    query: ZAuditLogQuery,
    response: ZPageList(ZAuditLog),
  },
  eventsAndResources: {
    method: 'GET',
    path: '/auditlogs/events-and-resources',
    summary: "The events, and the resources the business's log names, for the filter's options",
    access: VIEW,
    response: ZAuditEventsAndResources,
  },
});
