/**
 * The people who sign in, with their password and second-factor settings. The table lives with the users
 * feature (me-routes.ts); accounts, team, auth and two-factor write their own columns of it.
 * db/schema.ts re-exports every feature's tables.
 */
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from '../../db/columns.js';
import { businesses } from '../businesses/businesses-tables.js';
import { roles } from '../team/team-tables.js';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    /** Stored lower-cased; unique across the platform because sign-in starts from the email alone. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    mobile: text('mobile'),
    countryCode: text('country_code'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    photo: text('photo'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    firstTimeLogin: boolean('first_time_login').notNull().default(false),
    environment: text('environment', { enum: ['sandbox', 'live'] })
      .notNull()
      .default('sandbox'),
    sessionTimeoutInMinutes: integer('session_timeout_in_minutes').notNull().default(30),
    status: text('status', { enum: ['active', 'deactivated'] })
      .notNull()
      .default('active'),
    /** AES-256-GCM ciphertext of the TOTP secret; set once 2FA is activated. */
    twoFactorSecret: text('two_factor_secret'),
    /** Secret of a set-up in progress, encrypted; becomes `twoFactorSecret` on activation. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    twoFactorEnabledAt: at('two_factor_enabled_at'),
    /** Time-step of the last TOTP accepted: a code is never accepted twice. */
    twoFactorLastStep: integer('two_factor_last_step'),
    /** Verified number for SMS codes, and one awaiting verification. */
    twoFactorPhone: text('two_factor_phone'),
    /** Organization staff belong to one organization of their business. */
    organizationId: text('organization_id'),
    twoFactorPendingPhone: text('two_factor_pending_phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), index('users_business_idx').on(t.businessId)],
);
