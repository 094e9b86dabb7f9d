/**
 * The businesses (the platform's customers, and its own staff account) and their organizations. They
 * live with the businesses feature, which keeps them (update-business.ts, organization-routes.ts); nearly
 * every other feature's tables reference `businesses`.
 * db/schema.ts re-exports every feature's tables.
 */
// Types only: drizzle-kit loads this file through require(), which the client's ESM-only exports refuse.
import type { TBusinessStatus } from '@verity/client';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from '../../db/columns.js';

// Mirrors of the client's lists (types only may be imported here): `satisfies` keeps them in step.
const businessStatuses = [
  'not_activated',
  'pending_activation',
  'activated',
  'declined',
  'suspended',
] as const satisfies readonly TBusinessStatus[];

const organizationStatuses = ['pending', 'active'] as const;

export const businesses = pgTable(
  'businesses',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** 'business' for customers, 'admin' for the platform's own staff account. */
    type: text('type', { enum: ['business', 'admin'] }).notNull(),
    registrationNumber: text('registration_number'),
    countryCode: text('country_code').notNull(),
    currency: text('currency', { enum: ['NGN', 'USD'] }).notNull(),
    force2FA: boolean('force_2fa').notNull().default(false),
    /**
     * Onboarding status: pending_activation and activated count as completed; staff
     * decline a submission or suspend an active business (features/onboarding/activation-status.ts).
     */
    status: text('status', { enum: businessStatuses }).notNull().default('not_activated'),
    tin: text('tin'),
    industry: text('industry'),
    /** The business asked sales to call it (contact-sales); the admin table filters on it. */
    toBeContacted: boolean('to_be_contacted').notNull().default(false),
    submittedAt: at('submitted_at'),
    activatedAt: at('activated_at'),
    reasonsForDecline: text('reasons_for_decline').array(),
    reasonsForSuspension: text('reasons_for_suspension').array(),
    billingType: text('billing_type').notNull().default('subscription'),
    logo: text('logo'),
    /** Public details (`PUT /businesses/me`), first taken from the activation's contact step. */
    supportEmail: text('support_email'),
    supportPhone: text('support_phone'),
    website: text('website'),
    /** A cap on every member's idle timeout (`PUT /businesses/me/settings`); null leaves it to each user. */
    maxSessionTimeoutInMinutes: integer('max_session_timeout_in_minutes'),
    /** Set by the billing service once it exists; read by the activation banner. */
    hasPaymentMethod: boolean('has_payment_method').notNull().default(false),
    hasSubscription: boolean('has_subscription').notNull().default(false),
    /** The business as a customer of the card provider (Stripe), made when it first adds a card. */
    stripeCustomerId: text('stripe_customer_id'),
    expectedChecksPerMonth: integer('expected_checks_per_month'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin's businesses table: newest first, filtered by status (ids are UUIDv7, so time-ordered).
  (t) => [index('businesses_status_idx').on(t.status, t.id)],
);

/** Sub-organizations of a business (branches, subsidiaries); their staff see their own checks. */
export const organizations = pgTable(
  'organizations',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    /** The contact email: its first staff member's. */
    email: text('email'),
    /** `pending` until the first staff member accepts the invitation. */
    status: text('status', { enum: organizationStatuses }).notNull().default('active'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    supportEmail: text('support_email'),
    countryCode: text('country_code'),
    mobile: text('mobile'),
    location: text('location'),
    branchAddress: text('branch_address'),
    logo: text('logo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('organizations_business_idx').on(t.businessId),
    index('organizations_business_location_idx').on(t.businessId, t.location),
  ],
);
