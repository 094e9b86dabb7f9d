/** Where customer verification's history and detail live at each scope (lib/history-scope.ts). */
import type { HistoryScope } from '@verity/client';
import { scopedPath } from '../../../lib/history-scope';

export { businessScope, scopeKey } from '../../../lib/history-scope';

/** '/customer-verification', or the same under '/businesses/{id}' or '/organizations/{id}'. */
export function historyPath(scope: HistoryScope): string {
  return scopedPath(scope, '/customer-verification');
}

export function checkPath(scope: HistoryScope, identityId: string): string {
  return `${historyPath(scope)}/${encodeURIComponent(identityId)}`;
}
