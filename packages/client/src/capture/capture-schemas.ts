/**
 * Document capture and liveness: the business's liveness settings, and capture sessions. The session call is
 * our own design; it is modelled on Onfido's SDK token and Veriff's session URL: the business (a signed-in
 * user or an API key) creates a session and gets a one-time URL and token for the person being verified,
 * valid 10 minutes, for at most the settings' attempts. The capture flow starts an attempt with the token and
 * gets the liveness challenge the server chose; the server decides, the client never sends a verdict.
 */
import { z } from 'zod';
import { hexColor, number, oneOf, optionalText, strictObject } from '../rules/validation.js';
import { dateRange, pageLimit, pageNumber } from '../schemas/history-query.js';
import { type CaptureDocumentType, captureDocumentTypes, captureKinds } from './capture-kinds.js';

export * from './capture-kinds.js';

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

export const captureSessionStatuses = ['created', 'in_progress', 'completed', 'failed', 'expired'] as const;
export type CaptureSessionStatus = (typeof captureSessionStatuses)[number];

/** A document capture's missing document type (the server says it too when the settings choose the kind). */
export const DOCUMENT_TYPE_REQUIRED = 'The document type field is required for a document capture';

export const ZCreateCaptureSessionRequest = strictObject({
  /** What the session captures; without it, what the business's liveness settings turn on (`checks`). */
  kind: oneOf('kind', captureKinds).optional(),
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
}).refine((body) => body.kind === undefined || body.kind === 'liveness' || body.documentType !== undefined, {
  error: DOCUMENT_TYPE_REQUIRED,
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

/** GET /sdk/identity/liveness/filter: dates. */
export const ZLivenessFilterQuery = ZCapturePageQuery.extend(dateRange);
export interface TLivenessFilterQuery extends TCapturePageQuery {
  start_date?: string;
  end_date?: string;
}

/** GET /sdk/identity/document-capture/filter: status, document type, name, dates. */
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

// ---------------------------------------------------------------------------------------------------
// The capture flow's uploads and its end. Each is a call with the session token and the
// attempt `start` answered; the server analyses every upload as it arrives and decides at `complete`.
// ---------------------------------------------------------------------------------------------------

/** Whole numbers sent as multipart text fields. */
const wholeNumber = (field: string, max: number) =>
  z.coerce
    .number({ error: `The ${field} field should be a whole number` })
    .int({ error: `The ${field} field should be a whole number` })
    .min(0, { error: `The ${field} field should be at least 0` })
    .max(max, { error: `The ${field} field should be at most ${max}` });

const captureToken = ZStartCaptureRequest.shape.token;

/** Frames a liveness attempt may send: the flow sends a few per challenge step. */
export const MAX_CAPTURE_FRAMES = 40;
/** An uploaded image (a frame or a document side): JPEG or PNG, at most this many bytes. */
export const CAPTURE_IMAGE_MAX_BYTES = 6 * 1024 * 1024;

/** The text fields beside a frame's `image` file (multipart). */
export const ZCaptureFrameFields = strictObject({
  token: captureToken,
  attempt: wholeNumber('attempt', 10),
  /** The frame's place in the attempt, from 0: the server reads the challenge in this order. */
  sequence: wholeNumber('sequence', MAX_CAPTURE_FRAMES - 1),
});
export type TCaptureFrameFields = z.input<typeof ZCaptureFrameFields>;

/** What the flow can tell the person about a frame while they follow the challenge. */
export const frameHints = ['no_face', 'several_faces', 'too_far', 'too_dark'] as const;
export type FrameHint = (typeof frameHints)[number];

export const ZCaptureFrameResult = z.object({
  sequence: z.number().int(),
  faceFound: z.boolean(),
  hint: z.enum(frameHints).nullable(),
  framesReceived: z.number().int(),
});
export type TCaptureFrameResult = z.infer<typeof ZCaptureFrameResult>;

export const documentSides = ['front', 'back'] as const;
export type DocumentSide = (typeof documentSides)[number];

/** The text fields beside a document side's `image` file (multipart). */
export const ZCaptureDocumentFields = strictObject({
  token: captureToken,
  attempt: wholeNumber('attempt', 10),
  side: oneOf('side', documentSides),
});
export type TCaptureDocumentFields = z.input<typeof ZCaptureDocumentFields>;

/** Why a document photo should be taken again. */
export const documentProblems = ['blurry', 'glare', 'too_dark', 'cropped', 'no_face'] as const;
export type DocumentProblem = (typeof documentProblems)[number];

export const ZCaptureDocumentResult = z.object({
  side: z.enum(documentSides),
  /** False when a problem makes the photo unusable: the flow asks for it again. */
  accepted: z.boolean(),
  problems: z.array(z.enum(documentProblems)),
});
export type TCaptureDocumentResult = z.infer<typeof ZCaptureDocumentResult>;

export const ZCompleteCaptureRequest = strictObject({ token: captureToken, attempt: number('attempt') });
export type TCompleteCaptureRequest = z.infer<typeof ZCompleteCaptureRequest>;

/** Why a capture was declined (or asked again): stable codes, shown to the business with their labels. */
export const captureReasons = [
  'too_few_frames',
  'no_face',
  'different_faces',
  'challenge_not_followed',
  'spoof_suspected',
  'liveness_low',
  'face_mismatch',
  'document_missing',
  'document_quality',
  'document_unreadable',
  'mrz_invalid',
  'details_mismatch',
] as const;
export type CaptureReason = (typeof captureReasons)[number];
export const captureReasonLabels: Record<CaptureReason, string> = {
  too_few_frames: 'Too few frames were sent to judge the challenge',
  no_face: 'No face was found',
  different_faces: 'The frames show more than one person',
  challenge_not_followed: 'The movements asked for were not made, or not in order',
  spoof_suspected: 'The face looks like a photo, screen or mask',
  liveness_low: 'The liveness score is below the threshold',
  face_mismatch: 'The selfie does not match the document’s portrait',
  document_missing: 'A side of the document was not captured',
  document_quality: 'The document photo is blurred, glared, dark or cut off',
  document_unreadable: 'The document’s text could not be read',
  mrz_invalid: 'The machine-readable zone fails its check digits',
  details_mismatch: 'The document’s details differ from what was supplied',
};

export const captureDecisions = ['approved', 'declined'] as const;
export type CaptureDecision = (typeof captureDecisions)[number];

/**
 * What the capture flow learns at the end: the decision and what the person can do. Scores and the
 * reasons' detail are the business's (the capture's record); the person sees the outcome only.
 */
export const ZCaptureOutcome = z.object({
  sessionId: z.string(),
  status: z.enum(captureSessionStatuses),
  decision: z.enum(captureDecisions),
  /** True when a declined attempt may be tried again (attempts left, session not expired). */
  canRetry: z.boolean(),
  attemptsLeft: z.number().int(),
});
export type TCaptureOutcome = z.infer<typeof ZCaptureOutcome>;

/** One of the challenge's actions and the frame that showed it (null: never seen in order). */
export const ZChallengeStep = z.object({
  action: z.enum(livenessActions),
  frame: z.number().int().nullable(),
});

/** A document field read from the document and compared with what the business supplied. */
export const ZFieldComparison = z.object({
  field: z.enum(['firstName', 'lastName', 'dateOfBirth', 'documentNumber']),
  supplied: z.string().nullable(),
  extracted: z.string().nullable(),
  match: z.boolean().nullable(),
});
export type TFieldComparison = z.infer<typeof ZFieldComparison>;

/** The machine-readable zone, parsed and its check digits verified. */
export const ZMrzReading = z.object({
  format: z.enum(['TD1', 'TD2', 'TD3']),
  valid: z.boolean(),
  /** Check digits that do not add up (documentNumber, birthDate, expirationDate, composite…). */
  failedChecks: z.array(z.string()),
  fields: z.object({
    documentCode: z.string().nullable(),
    issuingState: z.string().nullable(),
    lastName: z.string().nullable(),
    firstName: z.string().nullable(),
    documentNumber: z.string().nullable(),
    nationality: z.string().nullable(),
    birthDate: z.string().nullable(),
    sex: z.string().nullable(),
    expirationDate: z.string().nullable(),
  }),
  lines: z.array(z.string()),
});
export type TMrzReading = z.infer<typeof ZMrzReading>;

/** The text fields beside the OCR call's `image` file: none, the image is all it reads. */
export const ZDocumentOcrFields = z.strictObject({});

/** A document image's text (POST /sdk/identity/document-capture/ocr, and each captured side). */
export const ZDocumentText = z.object({
  text: z.string(),
  /** Tesseract's mean word confidence, 0 to 1. */
  confidence: z.number(),
  mrz: ZMrzReading.nullable(),
});
export type TDocumentText = z.infer<typeof ZDocumentText>;

/** The server's decision on a capture, with everything it was made from (the business's view). */
export const ZCaptureResult = z.object({
  decision: z.enum(captureDecisions),
  reasons: z.array(z.enum(captureReasons)),
  decidedAt: z.string(),
  attempt: z.number().int(),
  liveness: z
    .object({
      frames: z.number().int(),
      challenge: z.array(ZChallengeStep),
      /** Medians over the frames with a face, 0 to 1. */
      livenessScore: z.number().nullable(),
      antiSpoofScore: z.number().nullable(),
      /** Lowest similarity between the frames' faces: one person throughout. */
      consistency: z.number().nullable(),
      /** The business's thresholds the scores were held to when this was decided. */
      thresholds: z.object({ liveness: z.number(), antiSpoof: z.number() }),
    })
    .nullable(),
  faceMatch: z.object({ similarity: z.number(), match: z.boolean(), threshold: z.number() }).nullable(),
  document: z
    .object({
      sides: z.array(ZCaptureDocumentResult),
      text: ZDocumentText.nullable(),
      fields: z.array(ZFieldComparison),
    })
    .nullable(),
});
export type TCaptureResult = z.infer<typeof ZCaptureResult>;

/** A capture as the lists and the detail show it: the session, the person's name as supplied, the decision. */
export const ZCaptureRecord = ZCaptureSession.extend({
  name: z.string().nullable(),
  requestedBy: z.object({ id: z.string(), name: z.string() }),
  result: ZCaptureResult.nullable(),
});
export type TCaptureRecord = z.infer<typeof ZCaptureRecord>;

/** One captured image of a session: a liveness frame or a document side, by a link signed for minutes. */
export const ZCaptureImage = z.object({
  attempt: z.number().int(),
  kind: z.enum(['frame', 'document']),
  /** The frame's sequence ('00', '01'…) or the side ('front', 'back'). */
  key: z.string(),
  /** Null once the business's image retention has passed: the numbers stay, the image is gone. */
  url: z.string().nullable(),
});
export type TCaptureImage = z.infer<typeof ZCaptureImage>;

/** One capture with its images (GET /sdk/identity/document-capture/{id} and /liveness/{id}). */
export const ZCaptureDetail = ZCaptureRecord.extend({ images: z.array(ZCaptureImage) });
export type TCaptureDetail = z.infer<typeof ZCaptureDetail>;

/** A captured image's signed link: the session, the image's name, and the signature with its expiry. */
export const ZCaptureImageParams = z.strictObject({
  sessionId: z.string().max(64),
  name: z.string().max(40),
});
export const ZCaptureImageQuery = z.strictObject({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});
