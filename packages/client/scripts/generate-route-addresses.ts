/** Writes src/route-addresses.generated.ts from the route tables: `npm run generate:routes -w @verity/client`. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GENERATED_ADDRESSES_FILE, routeAddressesSource } from '../src/core/route-addresses-source.js';
import { routeTables } from '../src/route-tables.js';

const target = fileURLToPath(new URL(`../${GENERATED_ADDRESSES_FILE}`, import.meta.url));
writeFileSync(target, routeAddressesSource(routeTables));
console.log(`wrote ${target}`);
