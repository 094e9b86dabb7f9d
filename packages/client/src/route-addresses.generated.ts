// Generated from the route tables (route-tables.ts) by `npm run generate:routes -w @verity/client`.
// Do not edit: change the table, then run that command (a test fails while this file is stale).
import type { RouteAddresses } from './core/route-call.js';
import type { routeTables } from './route-tables.js';

type Tables = typeof routeTables;

export const auditRouteAddresses = {
  "list": {"service":"audit","method":"GET","path":"/auditlogs","access":{"tenancy":"business","permissions":["auditlog:view"]}},
  "filter": {"service":"audit","method":"GET","path":"/auditlogs/filter","access":{"tenancy":"business","permissions":["auditlog:view"]}},
  "eventsAndResources": {"service":"audit","method":"GET","path":"/auditlogs/events-and-resources","access":{"tenancy":"business","permissions":["auditlog:view"]}},
} as unknown as RouteAddresses<Tables['audit']>;

export const rolesRouteAddresses = {
  "list": {"service":"user","method":"GET","path":"/roles","access":{"tenancy":"business","permissions":["user:view"]}},
  "permissions": {"service":"user","method":"GET","path":"/roles/business/permissions","access":{"tenancy":"business","permissions":["user:view"]}},
  "get": {"service":"user","method":"GET","path":"/roles/:id","access":{"tenancy":"business","permissions":["user:view"]}},
  "users": {"service":"user","method":"GET","path":"/roles/:id/users","access":{"tenancy":"business","permissions":["user:view"]}},
  "create": {"service":"user","method":"POST","path":"/roles","access":{"tenancy":"business","permissions":["user:manage"]}},
  "update": {"service":"user","method":"PUT","path":"/roles/:id","access":{"tenancy":"business","permissions":["user:manage"],"actsOn":"role"}},
  "delete": {"service":"user","method":"DELETE","path":"/roles/:id","access":{"tenancy":"business","permissions":["user:manage"],"actsOn":"role"}},
} as unknown as RouteAddresses<Tables['roles']>;

/** Every table's addresses, by table name (the route-access table reads them). */
export const routeAddresses = {
  audit: auditRouteAddresses,
  roles: rolesRouteAddresses,
} as const;
