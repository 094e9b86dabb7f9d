/**
 * The organizations table's filters (status, created dates, name, location), applied on submit. The locations
 * are those the business's organizations are in (`GET /locations`), plus one a shared URL names that the list
 * does not; platform staff looking at another business type one instead.
 */
import { organizationStatuses } from '@verity/client';
import { DateRangeFields, FiltersForm, useFilterDraft } from '../../../components/filters-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useLocations } from '../api';
import {
  type OrganizationDraft,
  type OrganizationFilterKey,
  organizationStatusLabels,
} from '../lib/organization-search';

export interface OrganizationFiltersProps {
  initial: OrganizationDraft;
  applied: boolean;
  onApply(search: string): void;
  onClear(): void;
  /** Offer the caller's own business's locations as choices (false: a text field). */
  locationChoices?: boolean;
}

export function OrganizationFilters(props: OrganizationFiltersProps) {
  const { draft, set, dateError, submit } = useFilterDraft<OrganizationFilterKey>(() => props.initial);
  const locationChoices = props.locationChoices ?? true;
  const locations = useLocations(locationChoices).data ?? [];
  const known = draft.location && !locations.includes(draft.location) ? [draft.location] : [];
  return (
    <FiltersForm
      label="Filter organizations"
      onSubmit={submit(props.onApply)}
      active={props.applied}
      onClear={props.onClear}
      columns={3}
    >
      <TextField label="Organization name" autoComplete="off" value={draft.name} onChange={set('name')} />
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set('status')}
        options={[
          { value: '', label: 'Any status' },
          ...organizationStatuses.map((status) => ({
            value: status,
            label: organizationStatusLabels[status],
          })),
        ]}
      />
      {locationChoices ? (
        <SelectField
          label="Location"
          value={draft.location}
          onChange={set('location')}
          options={[
            { value: '', label: 'Any location' },
            ...[...locations, ...known].map((location) => ({ value: location, label: location })),
          ]}
        />
      ) : (
        <TextField label="Location" autoComplete="off" value={draft.location} onChange={set('location')} />
      )}
      <DateRangeFields draft={draft} set={set} error={dateError} />
    </FiltersForm>
  );
}
