import { FiltersForm, useFilterDraft } from '../../../../components/filters-form';
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
 * The vForm filters a list takes. Applied on submit, not per keystroke, so typing a title does not fire a
 * request per letter. Key it by the URL outside, so it always starts from what the URL says.
 */
export function ResponseFiltersForm({ keys, filters, onApply, label }: ResponseFiltersFormProps) {
  const { draft, set, dateError, submit } = useFilterDraft<FilterKey>(() => draftOf(filters));
  const has = (key: FilterKey) => keys.includes(key);
  return (
    <FiltersForm
      label={label}
      onSubmit={submit((search) => onApply(readListSearch(search, keys).filters))}
      active={hasActiveFilters(filters)}
      onClear={() => onApply({})}
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
    </FiltersForm>
  );
}
