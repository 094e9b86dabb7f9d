/**
 * The database schema: every feature's tables, re-exported. Each table lives with the feature that writes
 * it (features/<feature>/*-tables.ts); this index exists because drizzle-kit reads one schema entry
 * (drizzle.config.ts) and `drizzle(…, { schema })` needs all tables. Change a table in its feature's
 * file, then `npm run db:generate -w @verity/api` writes the next versioned migration into `drizzle/`;
 * PGlite and PostgreSQL run the same migrations. A new tables file must be added here.
 */
export * from '../features/accounts/accounts-tables.js';
export * from '../features/aml/aml-tables.js';
export * from '../features/audit/audit-tables.js';
export * from '../features/auth/auth-tables.js';
export * from '../features/billing/billing-tables.js';
export * from '../features/billing/invoice-tables.js';
export * from '../features/billing/ledger-tables.js';
export * from '../features/billing/plan-tables.js';
export * from '../features/businesses/businesses-tables.js';
export * from '../features/capture/capture-tables.js';
export * from '../features/developer/api-key-tables.js';
export * from '../features/developer/webhook-tables.js';
export * from '../features/identity/identity-tables.js';
export * from '../features/media/media-tables.js';
export * from '../features/onboarding/onboarding-tables.js';
export * from '../features/outbox/outbox-tables.js';
export * from '../features/team/team-tables.js';
export * from '../features/two-factor/two-factor-tables.js';
export * from '../features/users/users-tables.js';
export * from '../features/verification-kit/verification-kit-tables.js';
export * from '../features/vforms/vforms-tables.js';
