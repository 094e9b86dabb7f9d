/**
 * vForms: templates and their fields, responses, views, themes, and the captcha solutions already spent.
 * They live with the vforms feature, which writes them.
 * db/schema.ts re-exports every feature's tables.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from '../../db/columns.js';
import { businesses } from '../businesses/businesses-tables.js';

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
