import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { responseStatusOptions } from '../../lib/response-format';
import {
  type FilterKey,
  hasActiveFilters,
  type ResponseFilters,
  readListSearch,
} from '../../lib/response-search';

type Draft = Record<FilterKey, string>;

function draftOf(filters: ResponseFilters): Draft {
  return {
    status: filters.status ?? '',
    startDate: filters.startDate ?? '',
    endDate: filters.endDate ?? '',
    title: filters.title ?? '',
    verificationId: filters.verificationId ?? '',
  };
}

export interface ResponseFiltersFormProps {
  /** The filters this list takes, in the URL's order. */
  keys: readonly FilterKey[];
  filters: ResponseFilters;
  onApply(filters: ResponseFilters): void;
  /** The search landmark's name: 'Filter responses', 'Date range'. */
  label: string;
}

/**
 * The §9 vForm filters a list takes. Applied on submit, not per keystroke, so typing a title does not
 * fire a request per letter. Key it by the URL outside, so it always starts from what the URL says.
 */
export function ResponseFiltersForm({ keys, filters, onApply, label }: ResponseFiltersFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [dateError, setDateError] = useState<string | undefined>();
  const has = (key: FilterKey) => keys.includes(key);
  const set = (key: FilterKey) => (event: { target: { value: string } }) =>
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
    onApply(readListSearch(params.toString(), keys).filters);
  }

  return (
    <search aria-label={label}>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {has('title') && (
          <TextField label="Form title" value={draft.title} onChange={set('title')} autoComplete="off" />
        )}
        {has('status') && (
          <SelectField
            label="Status"
            options={responseStatusOptions}
            placeholder="All statuses"
            value={draft.status}
            onChange={set('status')}
          />
        )}
        {has('startDate') && (
          <TextField label="Start date" type="date" value={draft.startDate} onChange={set('startDate')} />
        )}
        {has('endDate') && (
          <TextField
            label="End date"
            type="date"
            value={draft.endDate}
            onChange={set('endDate')}
            error={dateError}
          />
        )}
        {has('verificationId') && (
          <TextField
            label="Verification ID"
            hint="A response ID, or the ID of a check one of its fields ran"
            value={draft.verificationId}
            onChange={set('verificationId')}
            autoComplete="off"
          />
        )}
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
