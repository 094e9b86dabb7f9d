/**
 * Where an identity capture answer's capture is: its detail page among the document captures or the
 * liveness checks, in the scope the response was read in (the capture feature owns those paths).
 */
import type { CaptureKind, HistoryScope } from '@verity/client';
import { scopedPath } from '../../../lib/history-scope';
import type { CaptureListKind } from '../../capture';
import { captureListPaths } from '../../capture';

// The server lists a document and liveness capture among the document captures (and the liveness checks);
// the document capture's page shows both parts, so it is the one linked.
const listKinds: Record<CaptureKind, CaptureListKind> = {
  document: 'document',
  document_and_liveness: 'document',
  liveness: 'liveness',
};

const linkTexts: Record<CaptureListKind, string> = {
  document: 'View the document capture',
  liveness: 'View the liveness check',
};

export interface CaptureLink {
  href: string;
  text: string;
}

export function captureLink(
  scope: HistoryScope,
  capture: { captureId: string; kind: CaptureKind },
): CaptureLink {
  const list = listKinds[capture.kind];
  return {
    href: `${scopedPath(scope, captureListPaths[list])}/${encodeURIComponent(capture.captureId)}`,
    text: linkTexts[list],
  };
}
