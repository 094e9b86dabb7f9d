/**
 * A module's history and detail screens serve three scopes: the caller's business, a business seen by a
 * platform admin, and an organization. The scope decides the API path (the client's `HistoryScope`), where
 * the screens link to, and the query-cache key.
 */
import type { HistoryScope } from '@verity/client';
import type { RouteParams } from './route-query';

export const businessScope: HistoryScope = { kind: 'business' };

/** A module's page (`/business-verification`) under its scope: as is, or beneath the business or organization. */
export function scopedPath(scope: HistoryScope, modulePath: string): string {
  if (scope.kind === 'admin') return `/businesses/${encodeURIComponent(scope.businessId)}${modulePath}`;
  if (scope.kind === 'organization')
    return `/organizations/${encodeURIComponent(scope.organizationId)}${modulePath}`;
  return modulePath;
}

/** A stable key part for the query cache: the same scope always reads the same cache entry. */
export function scopeKey(scope: HistoryScope): string {
  if (scope.kind === 'admin') return `admin:${scope.businessId}`;
  if (scope.kind === 'organization') return `organization:${scope.organizationId}`;
  return 'business';
}

export type ScopeKind = HistoryScope['kind'];

/** The scope a route names, from the same parameters its scoped pages read. */
export function scopeFromParams(
  kind: ScopeKind,
  { businessId = '', organizationId = '' }: RouteParams,
): HistoryScope {
  if (kind === 'admin') return { kind, businessId };
  if (kind === 'organization') return { kind, organizationId };
  return businessScope;
}
