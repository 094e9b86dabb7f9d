/**
 * Document capture and liveness (spec/modules.md §7 "Document capture and liveness", issue #17): the
 * business's liveness settings, and capture sessions. The spec leaves the session call open; it is modelled
 * on Onfido's SDK token and Veriff's session URL: the business (a signed-in user or an API key) creates a
 * session and gets a one-time URL and token for the person being verified, valid 10 minutes, for at most
 * the settings' attempts. The capture flow starts an attempt with the token and gets the liveness
 * challenge the server chose; the server decides, the client never sends a verdict.
 */
import { z } from 'zod';
import { hexColor, number, oneOf, optionalText, strictObject } from '../rules/validation.js';
import { dateRange, pageLimit, pageNumber } from '../schemas/history-query.js';

/** What the person is asked to do, in the order the server drew. */
export const livenessActions = ['turn_left', 'turn_right', 'look_up', 'look_down', 'blink'] as const;
export type LivenessAction = (typeof livenessActions)[number];

export const ZLivenessSettings = z.object({
  /** Which checks a session runs unless it says otherwise. */
  checks: z.object({ document: z.boolean(), liveness: z.boolean(), faceMatch: z.boolean() }),
  /** How many actions the liveness challenge asks for (a blink and head turns). */
  challengeLength: z.number().int(),
  /** Scores a capture must reach, 0 to 1. */
  thresholds: z.object({ liveness: z.number(), antiSpoof: z.number(), faceMatch: z.number() }),
  /** Attempts a session allows before it is spent. */
  maxAttempts: z.number().int(),
  /** Days the captured images are kept (encrypted); the decision and scores stay. */
  imageRetentionDays: z.number().int(),
  branding: z.object({ primaryColor: z.string(), textColor: z.string(), logoUrl: z.string().nullable() }),
});
export type TLivenessSettings = z.infer<typeof ZLivenessSettings>;

/** The defaults a business starts with. */
export const DEFAULT_LIVENESS_SETTINGS: TLivenessSettings = {
  checks: { document: true, liveness: true, faceMatch: true },
  challengeLength: 3,
  thresholds: { liveness: 0.8, antiSpoof: 0.8, faceMatch: 0.6 },
  maxAttempts: 3,
  imageRetentionDays: 90,
  branding: { primaryColor: '#1F6FEB', textColor: '#0F172A', logoUrl: null },
};

const score = (field: string) => number(field, { min: 0.5, max: 0.99 });
const flag = (field: string) => z.boolean({ error: `The ${field} field should be true or false` });

/** A change to the settings: only what it names changes (nested objects key by key). */
export const ZLivenessSettingsRequest = strictObject({
  checks: strictObject({
    document: flag('document check').optional(),
    liveness: flag('liveness check').optional(),
    faceMatch: flag('face match check').optional(),
  }).optional(),
  challengeLength: number('challenge length', { integer: true, min: 2, max: 5 }).optional(),
  thresholds: strictObject({
    liveness: score('liveness threshold').optional(),
    antiSpoof: score('anti-spoofing threshold').optional(),
    faceMatch: score('face match threshold').optional(),
  }).optional(),
  maxAttempts: number('attempts', { integer: true, min: 1, max: 5 }).optional(),
  imageRetentionDays: number('image retention', { integer: true, min: 1, max: 3650 }).optional(),
  branding: strictObject({
    primaryColor: hexColor('primary colour').optional(),
    textColor: hexColor('text colour').optional(),
    logoUrl: z
      .url({ protocol: /^https$/, error: 'The logo URL field should be an https:// address' })
      .max(2048)
      .nullable()
      .optional(),
  }).optional(),
});
export type TLivenessSettingsRequest = z.input<typeof ZLivenessSettingsRequest>;

export const captureKinds = ['document', 'liveness', 'document_and_liveness'] as const;
export type CaptureKind = (typeof captureKinds)[number];
/** spec/modules.md §3 Document capture: the types and their labels. */
export const captureDocumentTypes = ['drivers_license', 'national_id', 'passport', 'voters_card'] as const;
export type CaptureDocumentType = (typeof captureDocumentTypes)[number];
export const captureDocumentLabels: Record<CaptureDocumentType, string> = {
  national_id: 'NIN',
  voters_card: 'PVC',
  passport: 'Passport',
  drivers_license: 'Drivers License',
};
/** The sides to capture: a passport's data page is one; the cards have a back too. */
export const captureDocumentSides: Record<CaptureDocumentType, ReadonlyArray<'front' | 'back'>> = {
  passport: ['front'],
  drivers_license: ['front', 'back'],
  national_id: ['front', 'back'],
  voters_card: ['front', 'back'],
};
export const captureSessionStatuses = ['created', 'in_progress', 'completed', 'failed', 'expired'] as const;
export type CaptureSessionStatus = (typeof captureSessionStatuses)[number];

export const ZCreateCaptureSessionRequest = strictObject({
  kind: oneOf('kind', captureKinds),
  documentType: oneOf('document type', captureDocumentTypes).optional(),
  /** The business's own reference for the person (its customer id), echoed back. */
  reference: optionalText('reference', { max: 100 }),
  /** What the business knows, compared with what the document says. */
  supplied: strictObject({
    firstName: optionalText('first name', { max: 100 }),
    lastName: optionalText('last name', { max: 100 }),
    dateOfBirth: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'The date of birth field should be a date like 1990-01-31' })
      .optional(),
    documentNumber: optionalText('document number', { max: 50 }),
  }).optional(),
}).refine((body) => body.kind === 'liveness' || body.documentType !== undefined, {
  error: 'The document type field is required for a document capture',
  path: ['documentType'],
});
export type TCreateCaptureSessionRequest = z.input<typeof ZCreateCaptureSessionRequest>;

export const ZCaptureSession = z.object({
  id: z.string(),
  kind: z.enum(captureKinds),
  documentType: z.enum(captureDocumentTypes).nullable(),
  status: z.enum(captureSessionStatuses),
  reference: z.string().nullable(),
  environment: z.enum(['sandbox', 'live']),
  attemptsUsed: z.number().int(),
  maxAttempts: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TCaptureSession = z.infer<typeof ZCaptureSession>;

/** The create call's answer: the only time the token is shown (it is stored hashed). */
export const ZCreatedCaptureSession = ZCaptureSession.extend({
  token: z.string(),
  /** The hosted capture page for this session: send the person here, or pass the token to the SDK. */
  url: z.string(),
});
export type TCreatedCaptureSession = z.infer<typeof ZCreatedCaptureSession>;

/** The capture flow starting an attempt: the token only. */
export const ZStartCaptureRequest = strictObject({
  token: z
    .string({ error: 'The token field is required' })
    .min(1, { error: 'The token field is required' })
    .max(200),
});
export type TStartCaptureRequest = z.infer<typeof ZStartCaptureRequest>;

/** What the capture flow needs for an attempt: what to capture, the challenge, and how it should look. */
export const ZCaptureAttempt = z.object({
  sessionId: z.string(),
  attempt: z.number().int(),
  attemptsLeft: z.number().int(),
  kind: z.enum(captureKinds),
  documentType: z.enum(captureDocumentTypes).nullable(),
  /** Two sides for documents that have them. */
  documentSides: z.array(z.enum(['front', 'back'])),
  challenge: z.array(z.enum(livenessActions)),
  expiresAt: z.string(),
  branding: ZLivenessSettings.shape.branding,
});
export type TCaptureAttempt = z.infer<typeof ZCaptureAttempt>;

/** A page of captures (GET /sdk/identity/document-capture and /liveness): newest first. */
export const ZCapturePageQuery = z.strictObject({ page: pageNumber, limit: pageLimit });
export interface TCapturePageQuery {
  page?: number;
  limit?: number;
}

/** GET /sdk/identity/liveness/filter (spec §7): dates. */
export const ZLivenessFilterQuery = ZCapturePageQuery.extend(dateRange);
export interface TLivenessFilterQuery extends TCapturePageQuery {
  start_date?: string;
  end_date?: string;
}

/** GET /sdk/identity/document-capture/filter (spec §7): status, document type, name, dates. */
export const ZDocumentCaptureFilterQuery = ZLivenessFilterQuery.extend({
  status: z
    .enum(captureSessionStatuses, {
      error: `The status field should be one of ${captureSessionStatuses.join(', ')}`,
    })
    .optional(),
  document_type: z
    .enum(captureDocumentTypes, {
      error: `The document type field should be one of ${captureDocumentTypes.join(', ')}`,
    })
    .optional(),
  name: z.string().trim().max(100).optional(),
});
export interface TDocumentCaptureFilterQuery extends TLivenessFilterQuery {
  status?: CaptureSessionStatus;
  document_type?: CaptureDocumentType;
  name?: string;
}

/** A capture as the lists and the detail show it: the session, with the person's name as supplied. */
export const ZCaptureRecord = ZCaptureSession.extend({
  name: z.string().nullable(),
  requestedBy: z.object({ id: z.string(), name: z.string() }),
});
export type TCaptureRecord = z.infer<typeof ZCaptureRecord>;
