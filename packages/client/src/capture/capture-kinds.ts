/**
 * What a capture session captures and which documents it knows, as plain data with no zod: the vForm widget's
 * capture step reads it, and the widget bundle must stay small.
 */
export const captureKinds = ['document', 'liveness', 'document_and_liveness'] as const;
export type CaptureKind = (typeof captureKinds)[number];
/** The document types a capture takes, and their labels. */
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

/** What a session captures, in words: 'Passport and selfie', 'NIN', 'Liveness check'. */
export function captureKindText(kind: CaptureKind, documentType: CaptureDocumentType | null): string {
  if (kind === 'liveness') return 'Liveness check';
  const document = documentType ? captureDocumentLabels[documentType] : 'Identity document';
  return kind === 'document_and_liveness' ? `${document} and selfie` : document;
}
