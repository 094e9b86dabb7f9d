/**
 * Every feature's route table (core/route-table.ts), by name. The API checks at start-up that it registered
 * each one, the OpenAPI document lists them, and `npm run generate:routes -w @verity/client` derives the
 * client's zod-free addresses from them (route-addresses.generated.ts). A new table is added here.
 */
import { auditRoutes } from './audit/audit-routes.js';
import { roleRoutes } from './team/role-routes.js';

export const routeTables = {
  audit: auditRoutes,
  roles: roleRoutes,
} as const;

export type RouteTableName = keyof typeof routeTables;
