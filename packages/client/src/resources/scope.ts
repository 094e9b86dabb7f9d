import { path } from '../core/path.js';

/**
 * Whose history: the caller's business (default), a business as platform admin, or an organization.
 * The identity and vForm lists take one as their last, optional argument.
 */
export type HistoryScope =
  | { kind: 'business' }
  | { kind: 'admin'; businessId: string }
  | { kind: 'organization'; organizationId: string };

/** The prefix a history list repeats beneath: a platform admin's view of a business, an organization. */
export function scopePrefix(scope: HistoryScope): string {
  if (scope.kind === 'admin') return path`/admin/businesses/${scope.businessId}`;
  if (scope.kind === 'organization') return path`/organizations/${scope.organizationId}`;
  return '';
}
