/**
 * The businesses table's filters (status, sign-up dates, name, to be contacted, country), applied on submit.
 * The countries are the options-data's, plus one a shared URL names that they do not (so the select still
 * shows what is applied).
 */
import { ListFilters } from '../../../components/list-filters';
import { SelectField } from '../../../components/ui/select-field';
import { countryName } from '../../../lib/country-name';
import type { FilterKeyOf } from '../../../lib/filter-search';
import type { ListFilterProps } from '../../../lib/use-list-url';
import { useBusinessOptions } from '../api';
import type { businessSearch } from '../lib/business-search';
import { businessStatusOptions } from '../lib/business-status';

const contactOptions = [
  { value: '', label: 'Either' },
  { value: 'true', label: 'Asked to be contacted' },
  { value: 'false', label: 'Not asked' },
];

export function BusinessFilters(props: ListFilterProps<FilterKeyOf<typeof businessSearch>>) {
  const options = useBusinessOptions();
  const countries = options.data?.countries ?? [];
  /** The options-data's countries, plus the one a shared URL names that they do not. */
  const countryOptions = (chosen: string) => [
    { value: '', label: 'Any country' },
    ...countries,
    ...(chosen && !countries.some((country) => country.value === chosen)
      ? [{ value: chosen, label: countryName(chosen) }]
      : []),
  ];
  return (
    <ListFilters
      label="Filter businesses"
      nameLabel="Business name"
      statusOptions={businessStatusOptions}
      {...props}
    >
      {({ draft, set }) => (
        <>
          <SelectField
            label="Country"
            value={draft.country_code}
            onChange={set('country_code')}
            options={countryOptions(draft.country_code)}
          />
          <SelectField
            label="To be contacted"
            hint="The business asked our sales team to call"
            value={draft.toBeContacted}
            onChange={set('toBeContacted')}
            options={contactOptions}
          />
        </>
      )}
    </ListFilters>
  );
}
