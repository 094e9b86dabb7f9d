/** Where the capture lists live and what they are called, at each scope (lib/history-scope.ts). */
import type { HistoryScope } from '@verity/client';
import type { CaptureListKind } from '../api';

/** Each kind's list at the business's own scope; `scopedPath` puts a scope's prefix in front. */
export const captureListPaths: Record<CaptureListKind, string> = {
  document: '/document-capture',
  liveness: '/liveness-check',
};

const titles: Record<CaptureListKind, string> = { document: 'Document capture', liveness: 'Liveness checks' };

/** 'Document capture', or 'Business document capture' beneath a scope, as the scoped histories are titled. */
export function captureTitle(kind: CaptureListKind, scope: HistoryScope): string {
  if (scope.kind === 'business') return titles[kind];
  return `${scope.kind === 'admin' ? 'Business' : 'Organization'} ${titles[kind].toLowerCase()}`;
}
