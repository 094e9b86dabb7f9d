/**
 * The organizations table's filters and page in the URL (status, startDate, endDate, name, location), read
 * and written as lib/filter-search.ts says.
 */
import { organizationStatuses, type TOrganizationFilterQuery } from '@verity/client';
import { filterSearch, oneOf, realDate, textUpTo } from '../../../lib/filter-search';

/** The table's kind; its query is the filter call's (platform staff's call for a business takes it too). */
export const organizationSearch = filterSearch({
  status: oneOf(organizationStatuses),
  name: textUpTo(200),
  location: textUpTo(100),
  startDate: realDate,
  endDate: realDate,
}).queryAs<TOrganizationFilterQuery>();

export const organizationStatusLabels = { pending: 'Invitation sent', active: 'Active' } as const;
