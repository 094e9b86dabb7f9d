/**
 * The database schema. Change it here, then `npm run db:generate -w @verity/api` writes the next
 * versioned migration into `drizzle/`; PGlite and PostgreSQL run the same migrations.
 */
// Types only: drizzle-kit loads this file through require(), which the client's ESM-only exports refuse.
import type {
  CaptureDocumentType,
  CaptureKind,
  CaptureSessionStatus,
  LivenessAction,
  TBusinessCheck,
  TBusinessContact,
  TBusinessInformation,
  TBusinessStatus,
  TCaptureResult,
  TDocumentText,
  TLivenessSettings,
  TOnboardingDocumentKind,
  TPaymentMode,
  TPaymentType,
  TPlanProduct,
  TSettlementAccount,
  TSignatureRequest,
  TSlaSignee,
  TSubscriptionAndPricing,
  TSubscriptionStatus,
  TTransactionItemType,
  TTransactionStatus,
} from '@verity/client';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Mirrors of the client's lists (types only may be imported here): `satisfies` keeps them in step.
const businessStatuses = [
  'not_activated',
  'pending_activation',
  'activated',
  'declined',
  'suspended',
] as const satisfies readonly TBusinessStatus[];
const organizationStatuses = ['pending', 'active'] as const;
const signatureRequestStatuses = [
  'pending',
  'signed',
  'countersigned',
  'cancelled',
  'expired',
] as const satisfies readonly TSignatureRequest['status'][];

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

export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    description: text('description'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_business_name_idx').on(t.businessId, sql`lower(${t.name})`)],
);

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

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use secrets sent to people or handed to the browser: login challenges, 2FA login tokens,
 * emailed/SMS codes, password-reset tokens. Only a keyed hash is stored.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', {
      enum: [
        'login_challenge',
        'two_factor_login',
        'two_factor_code',
        'password_reset',
        'phone_verification',
      ],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email'),
    userId: text('user_id').references(() => users.id),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('one_time_tokens_hash_idx').on(t.purpose, t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId),
  ],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

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

/** Failed attempts counted by the rate limiter: one row per failure, read within the window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: text('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.scope, t.key, t.createdAt)],
);

/** Every email and SMS the platform sends, whether or not a relay is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['recorded', 'sent', 'failed'] })
      .notNull()
      .default('recorded'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

export const mediaFiles = pgTable(
  'media_files',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').references(() => businesses.id),
    uploadedBy: text('uploaded_by').references(() => users.id),
    kind: text('kind', { enum: ['media', 'document'] }).notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storagePath: text('storage_path').notNull(),
    /**
     * A respondent's upload belongs to one form and one answer (`fieldId` or `fieldId.photo`); a response
     * may carry it only there. No foreign key: a deleted form's responses keep their files.
     */
    vformTemplateId: text('vform_template_id'),
    vformAnswerPath: text('vform_answer_path'),
    createdAt: createdAt(),
    expiresAt: at('expires_at'),
  },
  (t) => [index('media_files_business_idx').on(t.businessId)],
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

/**
 * Every identity check. Ids are UUIDv7, so ordering by id is ordering by time: history pages are keyset
 * scans of `(business_id, environment, id)`, and date filters become id bounds on the same index.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').notNull(),
    organizationId: text('organization_id'),
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    country: text('country').notNull(),
    /** The type's filter code (nin, ghVoter, keNationalId...), what the history's `type` filter matches. */
    type: text('type').notNull(),
    /** The path value it was run under (nin, new_voter_card, national-id...). */
    typeValue: text('type_value').notNull(),
    status: text('status', { enum: ['found', 'not_found', 'failed'] }).notNull(),
    reference: text('reference').notNull(),
    /** Lower-cased full name from the record, for the name filter. */
    searchName: text('search_name'),
    result: jsonb('result'),
    match: jsonb('match').notNull(),
    failureReason: text('failure_reason'),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    costAmount: integer('cost_amount').notNull(),
    currency: text('currency').notNull(),
    /** The risk label: the latest AML screening's, else the credit report's; null when neither ran. */
    riskLevel: text('risk_level'),
    createdAt: createdAt(),
  },
  (t) => [
    index('identity_checks_scope_idx').on(t.businessId, t.environment, t.id),
    index('identity_checks_status_idx').on(t.businessId, t.environment, t.status, t.id),
    index('identity_checks_type_idx').on(t.businessId, t.environment, t.type, t.id),
    index('identity_checks_org_idx').on(t.organizationId, t.environment, t.id),
  ],
);

/** Sanction and PEP screenings of the person an identity check found; a check may be screened again. */
export const amlScreenings = pgTable(
  'aml_screenings',
  {
    id: text('id').primaryKey(),
    checkId: text('check_id')
      .notNull()
      .references(() => identityChecks.id),
    businessId: text('business_id').notNull(),
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    status: text('status', { enum: ['clear', 'potential_match'] }).notNull(),
    riskLevel: text('risk_level').notNull(),
    screenedName: text('screened_name').notNull(),
    matches: jsonb('matches').notNull(),
    lists: jsonb('lists').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    costAmount: integer('cost_amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('aml_screenings_check_idx').on(t.checkId, t.id)],
);

/**
 * The records of the verification modules built on the kit (features/verification-kit): one row per check,
 * whatever the module (`module` is the declaration's key). The columns are what every module's history,
 * filters and CSV need; what the registry answered is `result`, shaped by the module's record schema.
 */
export const verificationChecks = pgTable(
  'verification_checks',
  {
    id: text('id').primaryKey(),
    module: text('module').notNull(),
    businessId: text('business_id').notNull(),
    organizationId: text('organization_id'),
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    country: text('country').notNull(),
    /** The check's type code (companyModule.checks[*].type...): what the `type` filter matches. */
    type: text('type').notNull(),
    status: text('status', { enum: ['found', 'not_found', 'failed'] }).notNull(),
    /** The number or name checked, as the module presents it. */
    reference: text('reference').notNull(),
    /** Lower-cased name of what was found (company, person), for the `name` filter. */
    searchName: text('search_name'),
    result: jsonb('result'),
    failureReason: text('failure_reason'),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    costAmount: integer('cost_amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_checks_scope_idx').on(t.businessId, t.environment, t.module, t.id),
    index('verification_checks_status_idx').on(t.businessId, t.environment, t.module, t.status, t.id),
    index('verification_checks_type_idx').on(t.businessId, t.environment, t.module, t.type, t.id),
    index('verification_checks_org_idx').on(t.organizationId, t.environment, t.module, t.id),
  ],
);

/**
 * API keys: a business's, in one environment, with scopes. Only a keyed hash of the key is kept
 * (secrets.hashToken('api-key', key)); `prefix` and `last4` are what a person recognises it by.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    scopes: text('scopes').array().notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    last4: text('last4').notNull(),
    /** The person who created it: records its checks are filed under. */
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    index('api_keys_business_idx').on(t.businessId, t.id),
  ],
);

/** The addresses a business's API keys may call from; an empty list lets keys call from anywhere. */
export const ipAllowlist = pgTable(
  'ip_allowlist',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    /** One address or a CIDR range, as entered (validated by ZIpAllowlistRequest). */
    ipAddress: text('ip_address').notNull(),
    comment: text('comment'),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ip_allowlist_business_idx').on(t.businessId, t.id)],
);

/** A business's webhook endpoint: one per business, with the events it wants. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  /** The first failed attempt since the last success: five days of failures disable the endpoint. */
  failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
  /** Set when deliveries stopped; saving the endpoint again re-enables it. */
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
  /** When the owner was told of the disabling: the next success sends the recovered notice and clears it. */
  disabledNoticeAt: timestamp('disabled_notice_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Webhook signing secrets, encrypted (secrets.encrypt). The current one has no `expires_at`; a replaced one
 * keeps signing until its `expires_at`, 24 hours after the replacement.
 */
export const webhookSecrets = pgTable(
  'webhook_secrets',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    secretEncrypted: text('secret_encrypted').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('webhook_secrets_business_idx').on(t.businessId, t.id)],
);

/**
 * The webhook outbox: each event a business's endpoint wants, written in the transaction of the
 * change that causes it, with the exact body that is signed and sent.
 */
export const webhookMessages = pgTable('webhook_messages', {
  id: text('id').primaryKey(),
  businessId: text('business_id').notNull(),
  type: text('type').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** One message on its way to one URL: retried on the schedule until it succeeds or runs out of attempts. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id),
    businessId: text('business_id').notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_business_idx').on(t.businessId, t.id),
    // The dispatcher's claim: each endpoint's oldest due deliveries, one probe per endpoint.
    index('webhook_deliveries_endpoint_due_idx')
      .on(t.businessId, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Each attempt of a delivery: the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    statusCode: integer('status_code'),
    /** The start of the response body, or why there was none (timeout, refused). */
    excerpt: text('excerpt').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

/** Price of one live check per type (country:value), in minor units of its currency. */
export const checkPrices = pgTable('check_prices', {
  key: text('key').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
});

/**
 * The double-entry ledger (features/billing/ledger.ts). Every money movement is one
 * transaction whose entries sum to zero; an entry's amount is positive when it credits its account (a
 * wallet's money grows) and negative when it debits it. The database keeps the rules whatever the code
 * does (migration 0021): inserting an entry moves its account's balance and records `balance_after`
 * under the account's row lock; a wallet cannot go below `-floor` (its credit line, 0 by default); a
 * transaction that does not balance cannot commit; entries and transactions cannot be changed or deleted
 * (a correction is a new transaction).
 */
export const ledgerAccountKinds = [
  'business_wallet',
  'organization_wallet',
  'platform_revenue',
  'card_clearing',
  'bank_clearing',
  'credit',
  'vat',
  'adjustments',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    /** The business or organization a wallet (or credit line) belongs to; null for the platform's accounts. */
    ownerId: text('owner_id'),
    currency: text('currency').notNull(),
    /** Minor units; kept by the entries' trigger, never written by the code. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** How far below zero the balance may go (a credit line); null for accounts with no floor. */
    floor: bigint('floor', { mode: 'number' }),
    /**
     * When the credit line behind `floor` ends. After it the wallet may not spend further into it: the
     * next debit first lowers the floor to what is already owed (features/billing/ledger.ts).
     */
    floorExpiresAt: at('floor_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_idx').on(t.kind, sql`coalesce(${t.ownerId}, '')`, t.currency),
    check('ledger_accounts_floor', sql`${t.floor} is null or ${t.balance} >= -${t.floor}`),
  ],
);

export const ledgerTransactionKinds = [
  'charge',
  'funding',
  'refund',
  'transfer',
  'credit',
  'adjustment',
  'opening',
] as const;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ledgerTransactionKinds }).notNull(),
    /** Whose money moved (the wallet's business), for the business's transaction list. */
    businessId: text('business_id'),
    description: text('description').notNull(),
    /** What it paid for or came from: a check's id, a capture session's, a payment's. */
    reference: text('reference'),
    /** A provider's payment or event id, or an idempotency key: a transaction with one is posted once. */
    externalId: text('external_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_transactions_business_idx').on(t.businessId, t.createdAt, t.id)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Positive credits the account, negative debits it; never zero. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The account's balance once this entry was applied (set by the trigger). */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount', sql`${t.amount} <> 0`),
  ],
);

/**
 * A business's saved cards. Stripe holds the card; this is what the dashboard lists and what
 * payments charge. Removed cards stay (transactions name them) with `removed_at` set.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    /** Stripe's payment method (pm_…): each is saved once however often its webhook arrives. */
    stripePaymentMethodId: text('stripe_payment_method_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    cardLabel: text('card_label'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    removedAt: at('removed_at'),
  },
  (t) => [
    index('payment_cards_business_idx').on(t.businessId, t.createdAt),
    // Labels tell a business's cards apart: unique among its cards, any case.
    uniqueIndex('payment_cards_label_idx')
      .on(t.businessId, sql`lower(${t.cardLabel})`)
      .where(sql`${t.removedAt} is null and ${t.cardLabel} is not null`),
    uniqueIndex('payment_cards_default_idx')
      .on(t.businessId)
      .where(sql`${t.isDefault} and ${t.removedAt} is null`),
  ],
);

const transactionStatusValues = [
  'pending',
  'requires_action',
  'successful',
  'failed',
] as const satisfies readonly TTransactionStatus[];
const transactionItemTypeValues = [
  'wallet_funding',
  'wallet_transfer',
  'subscription',
  'adjustment',
  'credit',
  'check',
] as const satisfies readonly TTransactionItemType[];
const paymentModeValues = [
  'card',
  'bank_transfer',
  'wallet',
  'admin',
] as const satisfies readonly TPaymentMode[];
const paymentTypeValues = ['credit', 'debit'] as const satisfies readonly TPaymentType[];

/**
 * A payment or money movement a business sees on /billing, with its lifecycle: pending (or
 * waiting for the payer's bank) until the provider answers; it moves wallet money only on success, as
 * one ledger posting (`ledger_transaction_id`).
 */
export const billingTransactions = pgTable(
  'billing_transactions',
  {
    id: text('id').primaryKey(),
    /** What the payer quotes and support searches by. */
    reference: text('reference').notNull().unique(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    organizationId: text('organization_id'),
    itemType: text('item_type', { enum: transactionItemTypeValues }).notNull(),
    paymentMode: text('payment_mode', { enum: paymentModeValues }).notNull(),
    paymentType: text('payment_type', { enum: paymentTypeValues }).notNull(),
    status: text('status', { enum: transactionStatusValues }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    cardId: text('card_id').references(() => paymentCards.id),
    /** The card as it was charged (a removed card still names its payments). */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Stripe's PaymentIntent (pi_…). */
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    /** The caller's Idempotency-Key (business:user:key): a retried request finds its transaction here. */
    requestKey: text('request_key').unique(),
    failureReason: text('failure_reason'),
    initiatedBy: text('initiated_by'),
    initiatedByName: text('initiated_by_name'),
    ledgerTransactionId: text('ledger_transaction_id').references(() => ledgerTransactions.id),
    /** A bank transfer's reconciliation: what arrived (VAT included), and who matched it. */
    amountReceived: bigint('amount_received', { mode: 'number' }),
    reconciledBy: text('reconciled_by'),
    reconciledByName: text('reconciled_by_name'),
    reconciledAt: at('reconciled_at'),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('billing_transactions_business_idx').on(t.businessId, t.id),
    index('billing_transactions_organization_idx').on(t.organizationId, t.id),
    // Platform staff's reconciliation list: the bank transfers, newest first.
    index('billing_transactions_mode_idx').on(t.paymentMode, t.id),
    check('billing_transactions_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * Credit lines platform staff give a business: the wallet may go below zero by
 * `credit_amount` until `expires_at`; clearing records what was paid back and what was written off.
 * At most one line per business is open (not cleared) at a time.
 */
export const businessCredits = pgTable(
  'business_credits',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    creditAmount: bigint('credit_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The first moment the line may no longer be used (the day after its last day, 00:00 UTC). */
    expiresAt: at('expires_at').notNull(),
    amountReceived: bigint('amount_received', { mode: 'number' }),
    disputeAmount: bigint('dispute_amount', { mode: 'number' }),
    issuedBy: text('issued_by'),
    issuedByName: text('issued_by_name'),
    createdAt: createdAt(),
    clearedAt: at('cleared_at'),
  },
  (t) => [
    index('business_credits_business_idx').on(t.businessId, t.id),
    uniqueIndex('business_credits_open_idx').on(t.businessId).where(sql`${t.clearedAt} is null`),
    check('business_credits_amount', sql`${t.creditAmount} > 0`),
  ],
);

/** A business's own price for a check, in place of `check_prices`. */
export const businessPrices = pgTable(
  'business_prices',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    key: text('key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.key] }),
    check('business_prices_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * The plan catalogue: one plan per product, each with tiers (sub-plans) and
 * add-ons, prices per currency in minor units. Reference data, written by the migrations like
 * `check_prices`.
 */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  product: text('product').$type<TPlanProduct>().notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sort: integer('sort').notNull(),
});

export const subplans = pgTable(
  'subplans',
  {
    id: text('id').primaryKey(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    name: text('name').notNull(),
    tier: integer('tier').notNull(),
    /** Enterprise: no list price; terms are agreed per business. */
    enterprise: boolean('enterprise').notNull().default(false),
    includedChecks: integer('included_checks'),
    monthlyNgn: bigint('monthly_ngn', { mode: 'number' }),
    overageNgn: bigint('overage_ngn', { mode: 'number' }),
    monthlyUsd: bigint('monthly_usd', { mode: 'number' }),
    overageUsd: bigint('overage_usd', { mode: 'number' }),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('subplans_plan_tier_idx').on(t.planId, t.tier)],
);

export const addons = pgTable('addons', {
  id: text('id').primaryKey(),
  planId: text('plan_id')
    .notNull()
    .references(() => plans.id),
  name: text('name').notNull(),
  description: text('description').notNull(),
  monthlyNgn: bigint('monthly_ngn', { mode: 'number' }).notNull(),
  monthlyUsd: bigint('monthly_usd', { mode: 'number' }).notNull(),
});

const subscriptionStatusValues = [
  'active',
  'cancellation_scheduled',
  'enterprise_requested',
] as const satisfies readonly TSubscriptionStatus[];

/**
 * A business's subscription to a plan, at most one per plan; it is removed when a cancellation takes
 * effect. The period is a calendar month from the day it started; downgrades and cancellations wait for
 * its end (the billing run applies them).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    subplanId: text('subplan_id')
      .notNull()
      .references(() => subplans.id),
    status: text('status', { enum: subscriptionStatusValues }).notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    scheduledSubplanId: text('scheduled_subplan_id').references(() => subplans.id),
    cancelAt: at('cancel_at'),
    /** Enterprise terms, in the business's currency. */
    customMonthly: bigint('custom_monthly', { mode: 'number' }),
    customIncludedChecks: integer('custom_included_checks'),
    customOverage: bigint('custom_overage', { mode: 'number' }),
    enterpriseRequest: jsonb('enterprise_request').$type<{
      expectedChecksPerMonth?: number;
      message?: string;
    }>(),
    /** Its checks are refused: an invoice went unpaid through every retry (billing-run.ts). */
    usageSuspendedAt: at('usage_suspended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('subscriptions_business_plan_idx').on(t.businessId, t.planId)],
);

/** Add-ons a business has switched on. */
export const businessAddons = pgTable(
  'business_addons',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    addonId: text('addon_id')
      .notNull()
      .references(() => addons.id),
    enabledAt: createdAt(),
    enabledBy: text('enabled_by'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.addonId] })],
);

/**
 * Checks a subscription covered: a live check of a subscribed product is not charged to the
 * wallet; it is counted here, and the billing run invoices what is beyond the tier's included checks.
 */
export const planUsage = pgTable(
  'plan_usage',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    product: text('product').$type<TPlanProduct>().notNull(),
    priceKey: text('price_key').notNull(),
    /** The check's id (or capture session's). */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('plan_usage_subscription_idx').on(t.subscriptionId, t.createdAt)],
);

export const invoiceStatuses = ['open', 'paid', 'failed'] as const;

/**
 * An invoice for one subscription's period (the billing run writes it at the period's end, once: unique
 * per subscription and period). Numbers are gap-free per year (`invoice_sequences`, taken in the same
 * transaction). Lines, VAT and total in minor units of `currency`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    subscriptionId: text('subscription_id').notNull(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines')
      .$type<Array<{ description: string; quantity: number; unitAmount: number; amount: number }>>()
      .notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the billing run tries a failed payment again (a day apart, four tries). */
    nextAttemptAt: at('next_attempt_at'),
    paidWith: text('paid_with', { enum: ['card', 'wallet'] }),
    paidAt: at('paid_at'),
    ledgerTransactionId: text('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_subscription_period_idx').on(t.subscriptionId, t.periodStart),
    index('invoices_business_idx').on(t.businessId, t.id),
    index('invoices_status_idx').on(t.status),
  ],
);

/** The next invoice number per year: taken under the row's lock, so numbers are gap-free. */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  next: integer('next').notNull(),
});

/** Stripe's webhook events already applied: a redelivered event is acknowledged and ignored. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * The first answer to a request with an Idempotency-Key, per caller (business and user), with the request
 * it answered (method, path, body hash) so the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    businessId: text('business_id').notNull(),
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_caller_key').on(t.businessId, t.userId, t.key)],
);

export const exportRequests = pgTable(
  'export_requests',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    resource: text('resource').notNull(),
    filters: jsonb('filters').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull(),
    rowCount: integer('row_count'),
    reportLink: text('report_link'),
    createdAt: createdAt(),
  },
  (t) => [index('export_requests_business_idx').on(t.businessId, t.createdAt)],
);

/** Who did what to which resource. Written after every successful write (features/audit). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').notNull(),
    userId: text('user_id'),
    userName: text('user_name'),
    userEmail: text('user_email'),
    event: text('event', { enum: ['create', 'update', 'delete', 'login', 'logout'] }).notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    description: text('description').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** [{ field, before, after }] for the fields the write changed; secrets are never put here. */
    changes: jsonb('changes').$type<Array<{ field: string; before: unknown; after: unknown }>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_business_idx').on(t.businessId, t.id),
    // The log's filters: each is one business's range of an index in id order, and the other two filter
    // columns ride after id (it is unique, so they do not change the order), so any combination is read
    // from the index alone (index-only scans) however deep the page.
    index('audit_logs_event_idx').on(t.businessId, t.event, t.id, t.resource, t.userId),
    index('audit_logs_resource_type_idx').on(t.businessId, t.resource, t.id, t.event, t.userId),
    index('audit_logs_user_idx').on(t.businessId, t.userId, t.id, t.event, t.resource),
    // Event and resource together (the log's usual pair, with or without a person): their own range, so a
    // deep page of the combination skips only matching rows (bench/audit-log, event + resource + user, page 500:
    // p95 89 ms → 22 ms on PGlite with 1,000,000 rows).
    index('audit_logs_event_resource_idx').on(t.businessId, t.event, t.resource, t.id, t.userId),
    // One record's activities (a vForm's last 10 in the builder).
    index('audit_logs_resource_idx').on(t.businessId, t.resourceId, t.id),
  ],
);

/**
 * vForm templates and presets (`business_id` null). Settings the server reads in queries or updates
 * atomically are columns (status, entries, allowed_entries); the rest of the settings are one jsonb.
 */
export const vformTemplates = pgTable(
  'vform_templates',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').references(() => businesses.id),
    organizationId: text('organization_id'),
    createdBy: text('created_by'),
    kind: text('kind', { enum: ['VFormTemplate', 'PresetVFormTemplate'] }).notNull(),
    /** Verification fields run their checks in this environment (the creator's at creation). */
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    presetId: text('preset_id'),
    status: text('status', { enum: ['unpublished', 'published', 'archived'] }).notNull(),
    title: text('title').notNull(),
    /** Lower-cased title, for search. */
    searchTitle: text('search_title').notNull(),
    settings: jsonb('settings').notNull(),
    entries: integer('entries').notNull().default(0),
    allowedEntries: integer('allowed_entries'),
    shared: boolean('shared').notNull().default(false),
    publishedAt: at('published_at'),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vform_templates_business_idx').on(t.businessId, t.status, t.id),
    index('vform_templates_kind_idx').on(t.kind, t.status),
  ],
);

/** A template's fields; `position` orders them (0-based, dense). */
export const vformFields = pgTable(
  'vform_fields',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => vformTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    /** Every setting of ZVFormFieldSettings but the label. */
    settings: jsonb('settings').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vform_fields_template_idx').on(t.templateId, t.position)],
);

/** One submitted response. `ip_hash` (HMAC of the IP) serves the one-entry-per-IP rule without storing IPs. */
export const vformResponses = pgTable(
  'vform_responses',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => vformTemplates.id, { onDelete: 'cascade' }),
    businessId: text('business_id').notNull(),
    organizationId: text('organization_id'),
    presetId: text('preset_id'),
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    status: text('status', { enum: ['completed', 'verified', 'unverified', 'failed'] }).notNull(),
    /** TVFormAnswer[] as answered, with each verification's outcome. */
    answers: jsonb('answers').notNull(),
    respondentEmail: text('respondent_email'),
    ipHash: text('ip_hash'),
    country: text('country'),
    accessId: text('access_id'),
    durationMs: integer('duration_ms'),
    tracking: jsonb('tracking'),
    costAmount: integer('cost_amount').notNull().default(0),
    currency: text('currency').notNull(),
    /** Ids of the identity checks this response ran, for the history's verificationId filter. */
    checkIds: text('check_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('vform_responses_business_idx').on(t.businessId, t.id),
    index('vform_responses_template_idx').on(t.templateId, t.id),
    index('vform_responses_ip_idx').on(t.templateId, t.ipHash),
  ],
);

/** Someone opened a form (views, for the completion rate; `accessId` on a response points here). */
export const vformAccessPoints = pgTable(
  'vform_access_points',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => vformTemplates.id, { onDelete: 'cascade' }),
    businessId: text('business_id').notNull(),
    country: text('country'),
    details: jsonb('details').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vform_access_points_template_idx').on(t.templateId, t.id)],
);

/** The business's default component theme (ZVFormTheme). */
export const vformThemes = pgTable('vform_themes', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id),
  theme: jsonb('theme').notNull(),
  updatedAt: updatedAt(),
});

/** Captcha solutions already spent: a solved challenge is good for one submission. */
export const captchaSolutions = pgTable('captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

// The client's lists, restated for drizzle-kit (see the import); the types keep them the same.
const captureKindValues = [
  'document',
  'liveness',
  'document_and_liveness',
] as const satisfies readonly CaptureKind[];
const captureDocumentTypeValues = [
  'drivers_license',
  'national_id',
  'passport',
  'voters_card',
] as const satisfies readonly CaptureDocumentType[];
const captureStatusValues = [
  'created',
  'in_progress',
  'completed',
  'failed',
  'expired',
] as const satisfies readonly CaptureSessionStatus[];

/** Each business's liveness settings; a business without a row has the client's defaults. */
export const livenessSettings = pgTable('liveness_settings', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id),
  /** TLivenessSettings, whole (defaults merged in when stored). */
  settings: jsonb('settings').$type<TLivenessSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A capture session: created by a business for one person, started by the capture flow with
 * its token (only the token's keyed hash is stored), at most `max_attempts` times, until `expires_at`.
 */
export const captureSessions = pgTable(
  'capture_sessions',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    organizationId: text('organization_id'),
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    kind: text('kind', { enum: captureKindValues }).notNull(),
    documentType: text('document_type', { enum: captureDocumentTypeValues }),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: captureStatusValues }).notNull(),
    attemptsUsed: integer('attempts_used').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** The current attempt's challenge, drawn by the server when the attempt starts. */
    challenge: jsonb('challenge').$type<LivenessAction[]>(),
    reference: text('reference'),
    supplied: jsonb('supplied').$type<Record<string, string>>(),
    /** The person's name as supplied, lower-cased, for the list's name filter. */
    searchName: text('search_name'),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The server's decision on the last decided attempt, with what it was made from. */
    result: jsonb('result').$type<TCaptureResult>(),
    decidedAt: at('decided_at'),
    /** A vForm's identity capture step: the form and field it was made for, then the response it answered. */
    vformTemplateId: text('vform_template_id'),
    vformFieldId: text('vform_field_id'),
    vformResponseId: text('vform_response_id'),
    createdAt: createdAt(),
  },
  (t) => [index('capture_sessions_scope_idx').on(t.businessId, t.environment, t.id)],
);

/**
 * What the capture flow uploaded for an attempt and what the server saw in it: a liveness
 * frame (`key` its sequence, zero-padded) or a document side (`key` 'front' or 'back'). One row per key:
 * a frame sent twice is refused, a document side sent again replaces the earlier photo. The face
 * descriptor is kept only until the attempt is decided; the image itself is sealed on disk
 * (features/capture/capture-images.ts).
 */
export const captureUploads = pgTable(
  'capture_uploads',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => captureSessions.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    kind: text('kind', { enum: ['frame', 'document'] }).notNull(),
    key: text('key').notNull(),
    /** FrameObservation or DocumentQuality (features/capture/image-analysis.ts). */
    observation: jsonb('observation').$type<Record<string, unknown>>().notNull(),
    embedding: jsonb('embedding').$type<number[]>(),
    /** A document side's text and MRZ, read when it was uploaded. */
    text: jsonb('text').$type<TDocumentText>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.attempt, t.kind, t.key] })],
);
