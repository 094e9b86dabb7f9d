/**
 * The filters of an admin table searched by name, status and dates (the businesses, the organizations): the
 * name, the status ('Any status' first), the list's own fields, then the date range, applied on submit into
 * the URL (lib/use-list-url.ts's useCursorListUrl gives the props). One piece, so both tables' filters read,
 * check and apply alike; each adds only what is its own.
 */
import type { ReactNode } from 'react';
import type { ListFilterProps } from '../lib/use-list-url';
import { DateRangeFields, type FilterDraft, FiltersForm, useFilterDraft } from './filters-form';
import { SelectField } from './ui/select-field';
import { TextField } from './ui/text-field';

type Shared = 'name' | 'status' | 'startDate' | 'endDate';

/** `E`: the list's own filter keys besides the shared ones. */
export interface ListFiltersProps<E extends string> extends ListFilterProps<Shared | E> {
  /** The search landmark's name ('Filter businesses'). */
  label: string;
  /** The name field's label ('Business name'). */
  nameLabel: string;
  /** Each status by its label; 'Any status' comes first. */
  statusOptions: readonly { value: string; label: string }[];
  /** The list's own fields, between the status and the dates, from the draft as typed. */
  children?(filter: FilterDraft<Shared | E>): ReactNode;
}

export function ListFilters<E extends string = never>({
  label,
  nameLabel,
  statusOptions,
  children,
  ...props
}: ListFiltersProps<E>) {
  const filter = useFilterDraft<Shared | E>(() => props.initial);
  const { draft, set } = filter;
  return (
    <FiltersForm
      label={label}
      onSubmit={filter.submit(props.onApply)}
      active={props.applied}
      onClear={props.onClear}
      columns={3}
    >
      <TextField label={nameLabel} autoComplete="off" value={draft.name} onChange={set('name')} />
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set('status')}
        options={[{ value: '', label: 'Any status' }, ...statusOptions]}
      />
      {children?.(filter)}
      <DateRangeFields draft={draft} set={set} error={filter.dateError} />
    </FiltersForm>
  );
}
