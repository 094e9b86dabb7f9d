/**
 * The history and detail screens serve three scopes (spec/modules.md §2, §7): the caller's business,
 * a business seen by a platform admin, and an organization. The scope decides the API path (the client's
 * `HistoryScope`) and where the screens link to.
 */
import type { HistoryScope } from '@verity/client';

export const businessScope: HistoryScope = { kind: 'business' };

/** '/customer-verification', or the same under '/businesses/{id}' or '/organizations/{id}'. */
export function historyPath(scope: HistoryScope): string {
  if (scope.kind === 'admin')
    return `/businesses/${encodeURIComponent(scope.businessId)}/customer-verification`;
  if (scope.kind === 'organization')
    return `/organizations/${encodeURIComponent(scope.organizationId)}/customer-verification`;
  return '/customer-verification';
}

export function checkPath(scope: HistoryScope, identityId: string): string {
  return `${historyPath(scope)}/${encodeURIComponent(identityId)}`;
}

/** A stable key part for the query cache: the same scope always reads the same cache entry. */
export function scopeKey(scope: HistoryScope): string {
  if (scope.kind === 'admin') return `admin:${scope.businessId}`;
  if (scope.kind === 'organization') return `organization:${scope.organizationId}`;
  return 'business';
}
