/**
 * The organizations table's filters (status, created dates, name, location), applied on submit. The locations
 * are those the business's organizations are in (`GET /locations`), plus one a shared URL names that the list
 * does not; platform staff looking at another business type one instead.
 */
import { organizationStatuses } from '@verity/client';
import { ListFilters } from '../../../components/list-filters';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { FilterKeyOf } from '../../../lib/filter-search';
import type { ListFilterProps } from '../../../lib/use-list-url';
import { useLocations } from '../api';
import { type organizationSearch, organizationStatusLabels } from '../lib/organization-search';

const statusOptions = organizationStatuses.map((status) => ({
  value: status,
  label: organizationStatusLabels[status],
}));

/** 'Any location', then the known locations, plus the one a shared URL names that they do not. */
function locationOptions(locations: readonly string[], chosen: string) {
  const known = chosen && !locations.includes(chosen) ? [...locations, chosen] : locations;
  return [
    { value: '', label: 'Any location' },
    ...known.map((location) => ({ value: location, label: location })),
  ];
}

export interface OrganizationFiltersProps extends ListFilterProps<FilterKeyOf<typeof organizationSearch>> {
  /** Offer the caller's own business's locations as choices (false: a text field). */
  locationChoices?: boolean;
}

export function OrganizationFilters({ locationChoices = true, ...props }: OrganizationFiltersProps) {
  const locations = useLocations(locationChoices).data ?? [];
  return (
    <ListFilters
      label="Filter organizations"
      nameLabel="Organization name"
      statusOptions={statusOptions}
      {...props}
    >
      {({ draft, set }) =>
        locationChoices ? (
          <SelectField
            label="Location"
            value={draft.location}
            onChange={set('location')}
            options={locationOptions(locations, draft.location)}
          />
        ) : (
          <TextField label="Location" autoComplete="off" value={draft.location} onChange={set('location')} />
        )
      }
    </ListFilters>
  );
}
