/**
 * Whose organizations a page shows: the signed-in business's own, at /organizations, or a business's seen by
 * platform staff, at /businesses/admin/{business_id}/organizations. The pages are the same; the paths they
 * link to and the calls they make follow the scope.
 */
import { useParams } from 'wouter';

export interface OrganizationsScope {
  /** The business platform staff are looking at; null for the business's own staff. */
  businessId: string | null;
  listPath: string;
  createPath: string;
  organizationPath(organizationId: string): string;
}

export function organizationsScope(businessId: string | null): OrganizationsScope {
  const listPath = businessId
    ? `/businesses/admin/${encodeURIComponent(businessId)}/organizations`
    : '/organizations';
  return {
    businessId,
    listPath,
    createPath: `${listPath}/create`,
    organizationPath: (organizationId) => `${listPath}/${encodeURIComponent(organizationId)}`,
  };
}

/** The scope the current route names: its `businessId` parameter, when it has one. */
export function useOrganizationsScope(): OrganizationsScope {
  const { businessId } = useParams<{ businessId?: string }>();
  return organizationsScope(businessId ?? null);
}
