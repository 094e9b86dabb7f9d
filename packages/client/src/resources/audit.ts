import type { PageList } from '../core/envelope.js';
import type { QueryValue, RequestOptions, Transport } from '../core/transport.js';
import type { TAuditEventsAndResources, TAuditLog, TAuditLogQuery } from '../schemas/audit.js';

/** The audit log: who did what to which resource, newest first. */
export class AuditResource {
  constructor(private readonly t: Transport) {}

  list(query: Pick<TAuditLogQuery, 'page' | 'limit'> = {}, options?: RequestOptions) {
    return this.t.json<PageList<TAuditLog>>({
      service: 'audit',
      method: 'GET',
      path: '/auditlogs',
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  filter(query: TAuditLogQuery = {}, options?: RequestOptions) {
    return this.t.json<PageList<TAuditLog>>({
      service: 'audit',
      method: 'GET',
      path: '/auditlogs/filter',
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  eventsAndResources(options?: RequestOptions) {
    return this.t.json<TAuditEventsAndResources>({
      service: 'audit',
      method: 'GET',
      path: '/auditlogs/events-and-resources',
      options,
    });
  }
}
