/** What the benches need from the API beyond a running server: bulk history rows, webhook endpoints and events. */

export { buildApp } from '../app.js';
export { openDatabase } from '../db/database.js';
export { businesses, identityChecks, webhookEndpoints, webhookSecrets } from '../db/schema.js';
export { enqueueWebhook } from '../features/developer/webhook-outbox.js';
export { newId } from '../lib/ids.js';
export { seed } from '../seed/seed.js';
export { syntheticChecks } from '../seed/seed-identity-history.js';
