/**
 * Organizations through the client: the table (staff of one organization see only theirs: the server narrows
 * it), the locations its filter offers, one organization, creating one (with its logo through the media
 * upload), and the countries and states the form offers. Queries are declared once as options, for the hooks
 * and the route data.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateOrganizationRequest } from '@verity/client';
import { api } from '../../lib/api-client';
import type { SearchOf } from '../../lib/filter-search';
import { billingKeys } from '../billing';
import { withLogo } from './lib/organization-form';
import { organizationSearch } from './lib/organization-search';

type OrganizationSearch = SearchOf<typeof organizationSearch>;

export const organizationKeys = {
  all: ['organizations'] as const,
  lists: ['organizations', 'list'] as const,
  locations: ['organizations', 'locations'] as const,
  /** `businessId`: platform staff's view of that business's organizations; null: the caller's own. */
  one: (organizationId: string, businessId: string | null = null) =>
    ['organizations', 'one', organizationId, businessId] as const,
  countries: ['reference', 'countries'] as const,
  states: (countryCode: string) => ['reference', 'states', countryCode] as const,
};

/**
 * A page of the table: the plain list without filters, the filter call with them; platform staff's one
 * call for a business takes both.
 */
export const organizationsQuery = (search: OrganizationSearch, businessId: string | null = null) => {
  const filtered = organizationSearch.isFiltered(search.draft);
  const query = organizationSearch.query(search);
  return queryOptions({
    queryKey: [...organizationKeys.lists, businessId, query] as const,
    queryFn: async ({ signal }) => {
      if (businessId) return (await api.businesses.businessOrganizations(businessId, query, { signal })).data;
      return (
        filtered
          ? await api.businesses.filterOrganizations(query, { signal })
          : await api.businesses.organizations(query, { signal })
      ).data;
    },
  });
};

export const useOrganizations = (search: OrganizationSearch, businessId: string | null = null) =>
  useQuery({ ...organizationsQuery(search, businessId), placeholderData: keepPreviousData });

export const locationsQuery = () =>
  queryOptions({
    queryKey: organizationKeys.locations,
    queryFn: async ({ signal }) => (await api.businesses.locations({ signal })).data.items,
  });

export const useLocations = (enabled = true) => useQuery({ ...locationsQuery(), enabled });

export const organizationQuery = (organizationId: string, businessId: string | null = null) =>
  queryOptions({
    queryKey: organizationKeys.one(organizationId, businessId),
    queryFn: async ({ signal }) =>
      (businessId
        ? await api.businesses.businessOrganization(businessId, organizationId, { signal })
        : await api.businesses.organization(organizationId, { signal })
      ).data,
  });

export const useOrganization = (organizationId: string, businessId: string | null = null) =>
  useQuery(organizationQuery(organizationId, businessId));

// Reference data: the same for everyone and for the whole session.
export const countriesQuery = () =>
  queryOptions({
    queryKey: organizationKeys.countries,
    queryFn: async ({ signal }) => (await api.countries.list({ signal })).data.items,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(countriesQuery());

export const useStates = (countryCode: string) =>
  useQuery({
    queryKey: organizationKeys.states(countryCode),
    queryFn: async ({ signal }) => (await api.countries.states(countryCode, { signal })).data.items,
    enabled: /^[A-Z]{2}$/.test(countryCode),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Uploads the logo when one was chosen (its location goes in the request), then creates the organization
 * (for `businessId` when platform staff create it) and invites its first staff member. The tables,
 * locations and the wallet's transfer choices read again.
 */
export function useCreateOrganization(businessId: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, logo }: { values: TCreateOrganizationRequest; logo: File | null }) => {
      const uploaded = logo ? (await api.media.uploadMedia([{ blob: logo, name: logo.name }])).data : null;
      const location = uploaded?.items[0]?.location ?? null;
      if (logo && !location) throw new Error('The logo could not be uploaded');
      const body = withLogo(values, location);
      return businessId
        ? api.businesses.createBusinessOrganization(businessId, body)
        : api.businesses.createOrganization(body);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.lists }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.locations }),
        queryClient.invalidateQueries({ queryKey: billingKeys.organizations }),
      ]),
  });
}
