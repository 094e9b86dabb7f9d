/**
 * An identity capture field's settings as the panel changes them. The server replaces `capture` whole and
 * refuses a document kind without a document type, so every change yields both parts.
 */
import type { CaptureDocumentType, CaptureKind, TVFormCaptureSettings } from '@verity/client';

/** The palette's defaults (apps/api field-templates.ts); a field that somehow has none starts from them. */
export const defaultCapture: TVFormCaptureSettings = {
  kind: 'document_and_liveness',
  documentType: 'passport',
};

export type CaptureChange = { kind: CaptureKind } | { documentType: CaptureDocumentType };

export function changedCapture(
  current: TVFormCaptureSettings | null,
  change: CaptureChange,
): TVFormCaptureSettings {
  const from = current ?? defaultCapture;
  if ('kind' in change) {
    if (change.kind === 'liveness') return { kind: 'liveness', documentType: null };
    // Coming from a liveness check there is no document yet: the palette's default one.
    return { kind: change.kind, documentType: from.documentType ?? defaultCapture.documentType };
  }
  // A liveness check captures no document, whatever the type says.
  return from.kind === 'liveness' ? from : { kind: from.kind, documentType: change.documentType };
}
