/**
 * Capture: liveness settings, capture sessions and what their attempts uploaded. They live with the capture
 * feature, which writes them (capture-routes.ts, create-capture-session.ts, capture-flow-routes.ts).
 * db/schema.ts re-exports every feature's tables.
 */
// Types only: drizzle-kit loads this file through require(), which the client's ESM-only exports refuse.
import type {
  CaptureDocumentType,
  CaptureKind,
  CaptureSessionStatus,
  LivenessAction,
  TCaptureResult,
  TDocumentText,
  TLivenessSettings,
} from '@verity/client';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.js';
import { businesses } from '../businesses/businesses-tables.js';

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
