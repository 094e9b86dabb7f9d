/**
 * An identity capture in words, for the builder's choices, the canvas and the responses screens, and an
 * identity capture answer read from the response. Document names are the client's
 * (`captureDocumentLabels`), as the capture screens write them.
 */
import {
  type CaptureDocumentType,
  type CaptureKind,
  captureDocumentLabels,
  captureDocumentTypes,
  captureKinds,
  captureKindText,
  type TVFormCaptureSettings,
} from '@verity/client';

/** The builder's "What to capture" choices, the palette's default first. */
export const captureKindOptions: ReadonlyArray<{ value: CaptureKind; label: string }> = [
  { value: 'document_and_liveness', label: 'Document and liveness' },
  { value: 'document', label: 'Document only' },
  { value: 'liveness', label: 'Liveness only' },
];

export const captureDocumentOptions: ReadonlyArray<{ value: CaptureDocumentType; label: string }> =
  captureDocumentTypes.map((value) => ({ value, label: captureDocumentLabels[value] }));

// The server refuses a document kind without a type, so 'Identity document' only covers older answers.
const documentName = (documentType: CaptureDocumentType | null) =>
  documentType ? captureDocumentLabels[documentType] : 'Identity document';

/** What a response captured: 'Passport and selfie', 'Passport' or 'Liveness check' (the client's words). */
export const captureText = (capture: TVFormCaptureSettings): string =>
  captureKindText(capture.kind, capture.documentType);

/** What a field asks for, on the canvas: 'Passport · document and selfie'. */
export function captureSummary(capture: TVFormCaptureSettings): string {
  switch (capture.kind) {
    case 'liveness':
      return 'Liveness check · selfie only';
    case 'document':
      return `${documentName(capture.documentType)} · document only`;
    case 'document_and_liveness':
      return `${documentName(capture.documentType)} · document and selfie`;
  }
}

/** An identity capture field's answer: the capture session the respondent completed. */
export interface CaptureAnswer extends TVFormCaptureSettings {
  captureId: string;
}

export const isCaptureKind = (value: unknown): value is CaptureKind =>
  captureKinds.some((kind) => kind === value);
export const isCaptureDocumentType = (value: unknown): value is CaptureDocumentType =>
  captureDocumentTypes.some((type) => type === value);

/** The capture an answer's value names, or null when the value is not one (answers are stored untyped). */
export function captureAnswerOf(value: unknown): CaptureAnswer | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { captureId, kind, documentType } = value as Record<string, unknown>;
  if (typeof captureId !== 'string' || captureId === '' || !isCaptureKind(kind)) return null;
  return { captureId, kind, documentType: isCaptureDocumentType(documentType) ? documentType : null };
}
