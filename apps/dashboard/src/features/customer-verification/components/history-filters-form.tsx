import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
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
 * The §9 identity filters. Applied on submit rather than per keystroke, so typing a name does not fire
 * a request per letter. Keyed by the URL outside, so it always starts from what the URL says.
 */
export function HistoryFiltersForm({ filters, onApply }: HistoryFiltersFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [dateError, setDateError] = useState<string | undefined>();
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.startDate && draft.endDate && draft.startDate > draft.endDate) {
      setDateError('The end date should be on or after the start date');
      return;
    }
    setDateError(undefined);
    // The draft's keys are the URL's, so the URL reader checks it: what is applied is what a reload shows.
    const params = new URLSearchParams(Object.entries(draft).filter(([, value]) => value !== ''));
    onApply(readHistorySearch(params.toString()).filters);
  }

  return (
    <search aria-label="Filter verifications">
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
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
        <TextField
          label="Requested by"
          hint="A team member's user ID, or pick a name in the table"
          value={draft.requestedBy}
          onChange={set('requestedBy')}
          autoComplete="off"
        />
        <TextField label="Start date" type="date" value={draft.startDate} onChange={set('startDate')} />
        <TextField
          label="End date"
          type="date"
          value={draft.endDate}
          onChange={set('endDate')}
          error={dateError}
        />
        <SelectField
          label="Expired"
          options={expiredOptions}
          placeholder="Any"
          value={draft.hasExpired}
          onChange={set('hasExpired')}
        />
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">Apply filters</Button>
          {hasActiveFilters(filters) && (
            <Button variant="secondary" onClick={() => onApply({})}>
              Clear filters
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
