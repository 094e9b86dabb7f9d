import { callRoute } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import { auditRouteAddresses as routes } from '../route-addresses.generated.js';
import type { TAuditLogQuery } from '../schemas/audit.js';

/** The audit log: who did what to which resource, newest first. */
export class AuditResource {
  constructor(private readonly t: Transport) {}

  list(query: Pick<TAuditLogQuery, 'page' | 'limit'> = {}, options?: RequestOptions) {
    return callRoute(this.t, routes.list, { query }, options);
  }
  filter(query: TAuditLogQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, routes.filter, { query }, options);
  }
  eventsAndResources(options?: RequestOptions) {
    return callRoute(this.t, routes.eventsAndResources, {}, options);
  }
}
