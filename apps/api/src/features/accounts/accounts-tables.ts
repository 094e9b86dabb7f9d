/**
 * Sign-ups waiting for their emailed OTP, and invitations to join a business. They live with the accounts
 * feature, which writes them (account-routes.ts, invitations.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.js';
import { businesses } from '../businesses/businesses-tables.js';
import { roles } from '../team/team-tables.js';
import { users } from '../users/users-tables.js';

/** Sign-ups waiting for their emailed OTP. */
export const pendingAccounts = pgTable(
  'pending_accounts',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    otpHash: text('otp_hash').notNull(),
    email: text('email').notNull(),
    details: jsonb('details').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('pending_accounts_token_idx').on(t.tokenHash),
    index('pending_accounts_email_idx').on(t.email),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id),
    /** Organization staff: registering makes them a member of this organization (and makes it active). */
    organizationId: text('organization_id'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
  },
  (t) => [
    uniqueIndex('invitations_token_idx').on(t.tokenHash),
    index('invitations_business_idx').on(t.businessId),
  ],
);
