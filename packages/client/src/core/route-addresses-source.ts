/**
 * The text of route-addresses.generated.ts: each table's routes as addresses (service, method, path,
 * access), without their schemas, typed by the declarations they come from. The client calls routes
 * through these, so nothing that sends a request loads zod. A test keeps the file equal to this.
 */
import type { RouteTable } from './route-table.js';

export const GENERATED_ADDRESSES_FILE = 'src/route-addresses.generated.ts';

/** `roles` -> `rolesRouteAddresses`. */
export const addressesExportName = (table: string) => `${table}RouteAddresses`;

export function routeAddressesSource(tables: Readonly<Record<string, RouteTable>>): string {
  const names = Object.keys(tables).sort();
  const lines = [
    '// Generated from the route tables (route-tables.ts) by `npm run generate:routes -w @verity/client`.',
    '// Do not edit: change the table, then run that command (a test fails while this file is stale).',
    "import type { RouteAddresses } from './core/route-call.js';",
    "import type { routeTables } from './route-tables.js';",
    '',
    'type Tables = typeof routeTables;',
  ];
  for (const name of names) {
    const table = tables[name] as RouteTable;
    lines.push('', `export const ${addressesExportName(name)} = {`);
    for (const [key, route] of Object.entries(table.routes)) {
      const address = {
        service: table.service,
        method: route.method,
        path: route.path,
        access: route.access,
      };
      lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(address)},`);
    }
    lines.push(`} as unknown as RouteAddresses<Tables['${name}']>;`);
  }
  lines.push(
    '',
    "/** Every table's addresses, by table name (the route-access table reads them). */",
    'export const routeAddresses = {',
    ...names.map((name) => `  ${name}: ${addressesExportName(name)},`),
    '} as const;',
    '',
  );
  return lines.join('\n');
}
