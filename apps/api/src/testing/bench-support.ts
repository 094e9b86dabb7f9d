/**
 * What the benches need from the API beyond a running server: bulk history rows, webhook endpoints and
 * events, the ledger and a live identity provider that answers offline.
 */

export { buildApp } from '../app.js';
export { openDatabase } from '../db/database.js';
export {
  businesses,
  identityChecks,
  ledgerAccounts,
  ledgerEntries,
  webhookEndpoints,
  webhookSecrets,
} from '../db/schema.js';
export { walletOf } from '../features/billing/ledger.js';
export { adjustWallet } from '../features/billing/wallet-charges.js';
export { enqueueWebhook } from '../features/developer/webhook-outbox.js';
export { SandboxIdentityProvider } from '../features/identity/providers/sandbox-provider.js';
export { newId } from '../lib/ids.js';
export { seed } from '../seed/seed.js';
export { syntheticChecks } from '../seed/seed-identity-history.js';
