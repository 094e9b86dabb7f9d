/**
 * The text of route-addresses.generated.ts: each table's routes as addresses (`'GET vform /v-forms/:id'`:
 * method, service and path in one short string, which is what a size-budgeted bundle pays for), typed by
 * the declarations they come from, and every route's access for the route-access table. The client calls
 * routes through these, so nothing that sends a request loads zod. A test keeps the file equal to this.
 */
import { type RouteTable, routeKey } from './route-table.js';

export const GENERATED_ADDRESSES_FILE = 'src/route-addresses.generated.ts';

/** `roles` -> `rolesRouteAddresses`. */
export const addressesExportName = (table: string) => `${table}RouteAddresses`;

export function routeAddressesSource(tables: Readonly<Record<string, RouteTable>>): string {
  const names = Object.keys(tables).sort();
  const lines = [
    '// Generated from the route tables (route-tables.ts) by `npm run generate:routes -w @verity/client`.',
    '// Do not edit: change the table, then run that command (a test fails while this file is stale).',
    "import type { RouteAddresses } from './core/route-call.js';",
    "import type { RouteAccessRule } from './route-access.js';",
    "import type { routeTables } from './route-tables.js';",
    '',
    'type Tables = typeof routeTables;',
  ];
  const access: string[] = [];
  for (const name of names) {
    const table = tables[name] as RouteTable;
    lines.push('', `export const ${addressesExportName(name)} = {`);
    for (const [key, route] of Object.entries(table.routes)) {
      lines.push(`  ${JSON.stringify(key)}: '${route.method} ${table.service} ${route.path}',`);
      access.push(`  '${routeKey(table.service, route)}': ${JSON.stringify(route.access)},`);
    }
    lines.push(`} as unknown as RouteAddresses<Tables['${name}']>;`);
  }
  lines.push(
    '',
    '/** Who may call each route of the tables, by its key (core/route-table.ts `routeKey`); the route-access table reads it. */',
    'export const tableRouteAccess: Readonly<Record<string, RouteAccessRule>> = {',
    ...access,
    '};',
    '',
  );
  return lines.join('\n');
}
