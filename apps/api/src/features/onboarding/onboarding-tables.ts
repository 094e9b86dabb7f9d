/**
 * A business's activation: its answers, and the service agreement sent for signing. They live with the
 * onboarding feature, which writes them (onboarding-profile.ts, signature-requests.ts).
 * db/schema.ts re-exports every feature's tables.
 */
// Types only: drizzle-kit loads this file through require(), which the client's ESM-only exports refuse.
import type {
  TBusinessCheck,
  TBusinessContact,
  TBusinessInformation,
  TOnboardingDocumentKind,
  TSettlementAccount,
  TSignatureRequest,
  TSlaSignee,
  TSubscriptionAndPricing,
} from '@verity/client';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from '../../db/columns.js';
import { businesses } from '../businesses/businesses-tables.js';

// Mirrors the client's list (types only may be imported here): `satisfies` keeps it in step.
const signatureRequestStatuses = [
  'pending',
  'signed',
  'countersigned',
  'cancelled',
  'expired',
] as const satisfies readonly TSignatureRequest['status'][];

/**
 * A business's activation answers, one jsonb per step:
 * each step replaces its own section whole, and the sections are read together.
 */
export const businessOnboarding = pgTable('business_onboarding', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id),
  information: jsonb('information').$type<TBusinessInformation>(),
  contact: jsonb('contact').$type<TBusinessContact>(),
  /** File ids by kind; the files themselves are media_files rows of the business. */
  documents: jsonb('documents').$type<Record<TOnboardingDocumentKind, string>>(),
  settlementAccount: jsonb('settlement_account').$type<TSettlementAccount>(),
  subscriptionAndPricing: jsonb('subscription_and_pricing').$type<TSubscriptionAndPricing>(),
  slaSignee: jsonb('sla_signee').$type<TSlaSignee>(),
  businessCheck: jsonb('business_check').$type<TBusinessCheck>(),
  updatedAt: updatedAt(),
});

/**
 * The service agreement sent to a signee (features/sla): the mailed link's token (hashed), its life, and
 * what signing recorded. The PDFs live on disk under the data folder; the row names them. A business has
 * at most one open request (pending, signed or countersigned); cancelled and expired ones stay as history.
 */
export const slaSignatureRequests = pgTable(
  'sla_signature_requests',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    tokenHash: text('token_hash').notNull(),
    agreementNumber: text('agreement_number').notNull(),
    status: text('status', { enum: signatureRequestStatuses }).notNull(),
    signeeName: text('signee_name').notNull(),
    signeeEmail: text('signee_email').notNull(),
    signeeTitle: text('signee_title'),
    /** SHA-256 of the agreement as generated, before anyone signed: printed on the audit page. */
    documentSha256: text('document_sha256').notNull(),
    expiresAt: at('expires_at').notNull(),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: at('last_reminded_at'),
    signedAt: at('signed_at'),
    signedName: text('signed_name'),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    countersignedAt: at('countersigned_at'),
    countersignedBy: text('countersigned_by'),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sla_signature_requests_token_idx').on(t.tokenHash),
    index('sla_signature_requests_business_idx').on(t.businessId, t.createdAt),
    uniqueIndex('sla_signature_requests_open_idx')
      .on(t.businessId)
      .where(sql`${t.status} in ('pending', 'signed', 'countersigned')`),
  ],
);
