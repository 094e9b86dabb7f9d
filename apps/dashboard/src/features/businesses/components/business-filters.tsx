/**
 * The businesses table's filters (status, sign-up dates, name, to be contacted, country), applied on submit.
 * The countries are the options-data's, plus one a shared URL names that they do not (so the select still
 * shows what is applied).
 */
import { DateRangeFields, FiltersForm, useFilterDraft } from '../../../components/filters-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { countryName } from '../../../lib/country-name';
import { useBusinessOptions } from '../api';
import type { BusinessDraft, BusinessFilterKey } from '../lib/business-search';
import { businessStatusOptions } from '../lib/business-status';

const contactOptions = [
  { value: '', label: 'Either' },
  { value: 'true', label: 'Asked to be contacted' },
  { value: 'false', label: 'Not asked' },
];

export interface BusinessFiltersProps {
  initial: BusinessDraft;
  applied: boolean;
  /** The applied fields as a query string, for the URL reader to check. */
  onApply(search: string): void;
  onClear(): void;
}

export function BusinessFilters(props: BusinessFiltersProps) {
  const { draft, set, dateError, submit } = useFilterDraft<BusinessFilterKey>(() => props.initial);
  const options = useBusinessOptions();
  const countries = options.data?.countries ?? [];
  const countryOptions = [
    { value: '', label: 'Any country' },
    ...countries,
    ...(draft.country_code && !countries.some((country) => country.value === draft.country_code)
      ? [{ value: draft.country_code, label: countryName(draft.country_code) }]
      : []),
  ];
  return (
    <FiltersForm
      label="Filter businesses"
      onSubmit={submit(props.onApply)}
      active={props.applied}
      onClear={props.onClear}
      columns={3}
    >
      <TextField label="Business name" autoComplete="off" value={draft.name} onChange={set('name')} />
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set('status')}
        options={[{ value: '', label: 'Any status' }, ...businessStatusOptions]}
      />
      <SelectField
        label="Country"
        value={draft.country_code}
        onChange={set('country_code')}
        options={countryOptions}
      />
      <SelectField
        label="To be contacted"
        hint="The business asked our sales team to call"
        value={draft.toBeContacted}
        onChange={set('toBeContacted')}
        options={contactOptions}
      />
      <DateRangeFields draft={draft} set={set} error={dateError} />
    </FiltersForm>
  );
}
