import {
  DateRangeFields,
  FiltersForm,
  RequestedByField,
  useFilterDraft,
} from '../../../components/filters-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import {
  countryFilterOptions,
  type HistoryFilters,
  hasActiveFilters,
  readHistorySearch,
  statusFilterOptions,
  typeFilterOptions,
} from '../lib/history-filters';

const typeOptions = typeFilterOptions();
const expiredOptions = [
  { value: 'true', label: 'Expired' },
  { value: 'false', label: 'Not expired' },
];

/** The form's own text state: every field as typed, read through the URL rules when applied. */
type Draft = Record<
  'status' | 'startDate' | 'endDate' | 'type' | 'name' | 'country' | 'requestedBy' | 'hasExpired',
  string
>;

function draftOf(filters: HistoryFilters): Draft {
  return {
    status: filters.status ?? '',
    startDate: filters.startDate ?? '',
    endDate: filters.endDate ?? '',
    type: filters.type ?? '',
    name: filters.name ?? '',
    country: filters.country ?? '',
    requestedBy: filters.requestedBy ?? '',
    hasExpired: filters.hasExpired === undefined ? '' : String(filters.hasExpired),
  };
}

export interface HistoryFiltersFormProps {
  filters: HistoryFilters;
  onApply(filters: HistoryFilters): void;
}

/**
 * The identity filters. Applied on submit rather than per keystroke, so typing a name does not fire a request
 * per letter. Keyed by the URL outside, so it always starts from what the URL says.
 */
export function HistoryFiltersForm({ filters, onApply }: HistoryFiltersFormProps) {
  const { draft, set, dateError, submit } = useFilterDraft<keyof Draft>(() => draftOf(filters));
  return (
    <FiltersForm
      label="Filter verifications"
      onSubmit={submit((search) => onApply(readHistorySearch(search).filters))}
      active={hasActiveFilters(filters)}
      onClear={() => onApply({})}
    >
      <TextField label="Name" value={draft.name} onChange={set('name')} autoComplete="off" />
      <SelectField
        label="Type"
        options={typeOptions}
        placeholder="All types"
        value={draft.type}
        onChange={set('type')}
      />
      <SelectField
        label="Status"
        options={statusFilterOptions}
        placeholder="All statuses"
        value={draft.status}
        onChange={set('status')}
      />
      <SelectField
        label="Country"
        options={countryFilterOptions}
        placeholder="All countries"
        value={draft.country}
        onChange={set('country')}
      />
      <RequestedByField value={draft.requestedBy} onChange={set('requestedBy')} />
      <DateRangeFields draft={draft} set={set} error={dateError} />
      <SelectField
        label="Expired"
        options={expiredOptions}
        placeholder="Any"
        value={draft.hasExpired}
        onChange={set('hasExpired')}
      />
    </FiltersForm>
  );
}
