/**
 * The organizations table's filters and page in the URL (status, startDate, endDate, name, location), read
 * and written as lib/filter-search.ts says.
 */
import { organizationStatuses, type TOrganizationFilterQuery } from '@verity/client';
import {
  cursorQuery,
  dateRangeQuery,
  type FilterDraft,
  type FilterSearch,
  filterSearch,
  oneOf,
  realDate,
  textUpTo,
} from '../../../lib/filter-search';

const readers = {
  status: oneOf(organizationStatuses),
  name: textUpTo(200),
  location: textUpTo(100),
  startDate: realDate,
  endDate: realDate,
};

const organizations = filterSearch(readers);

export type OrganizationFilterKey = keyof typeof readers;
export type OrganizationDraft = FilterDraft<OrganizationFilterKey>;
export type OrganizationSearch = FilterSearch<OrganizationFilterKey>;

export const noOrganizationFilters: OrganizationDraft = organizations.empty;
export const readOrganizationSearch = organizations.read;
export const writeOrganizationSearch = organizations.write;
export const isOrganizationFiltered = organizations.isFiltered;

export function toOrganizationFilterQuery({ draft, cursor }: OrganizationSearch): TOrganizationFilterQuery {
  const query: TOrganizationFilterQuery = {};
  if (draft.status) query.status = draft.status as TOrganizationFilterQuery['status'];
  if (draft.name) query.name = draft.name;
  if (draft.location) query.location = draft.location;
  return { ...query, ...dateRangeQuery(draft), ...cursorQuery(cursor) };
}

export const organizationStatusLabels = { pending: 'Invitation sent', active: 'Active' } as const;
