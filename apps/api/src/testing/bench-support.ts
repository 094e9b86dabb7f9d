/** What the benches need from the API beyond a running server: bulk history rows and their table. */

export { buildApp } from '../app.js';
export { openDatabase } from '../db/database.js';
export { identityChecks } from '../db/schema.js';
export { seed } from '../seed/seed.js';
export { syntheticChecks } from '../seed/seed-identity-history.js';
