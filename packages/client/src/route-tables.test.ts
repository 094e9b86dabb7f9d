/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERATED_ADDRESSES_FILE, routeAddressesSource } from './core/route-addresses-source.js';
import { routeKey } from './core/route-table.js';
import { routeAccess } from './route-access.js';
import { routeTables } from './route-tables.js';

describe('route tables', () => {
  it('the generated addresses are those of the tables as they stand (npm run generate:routes -w @verity/client)', () => {
    const file = fileURLToPath(new URL(`../${GENERATED_ADDRESSES_FILE}`, import.meta.url));
    expect(readFileSync(file, 'utf8')).toBe(routeAddressesSource(routeTables));
  });

  it("the route-access table holds each declared route's access, once", () => {
    for (const table of Object.values(routeTables))
      for (const route of Object.values(table.routes))
        expect(routeAccess[routeKey(table.service, route) as keyof typeof routeAccess]).toEqual(route.access);
  });

  it('no two routes share a method and path', () => {
    const keys = Object.values(routeTables).flatMap((table) =>
      Object.values(table.routes).map((route) => routeKey(table.service, route)),
    );
    expect(keys.length).toBe(new Set(keys).size);
  });
});
