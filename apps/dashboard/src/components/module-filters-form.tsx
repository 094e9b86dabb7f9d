import {
  type CheckStatus,
  checkStatuses,
  hasModuleFilters,
  type ModuleFilters,
  readModuleSearch,
} from '../lib/module-history-search';
import { checkStatusLabels } from '../lib/status-labels';
import { DateRangeFields, FiltersForm, RequestedByField, useFilterDraft } from './filters-form';
import { SelectField } from './ui/select-field';
import { TextField } from './ui/text-field';

type Options<V extends string = string> = readonly { value: V; label: string }[];
const kitStatusOptions: Options = checkStatuses.map((status) => ({
  value: status,
  label: checkStatusLabels[status],
}));

export interface ModuleFiltersFormProps<S extends string = CheckStatus> {
  /** The search landmark's name ('Filter business verifications'). */
  label: string;
  /** What the name filter matches ('Company name', 'Name'). */
  nameLabel: string;
  /** The module's type codes and how the type choice reads them (none: no type choice). */
  types: readonly string[];
  typeOptions: Options;
  /** The module's own statuses and their labels, when not the kit's three. */
  statusOptions?: Options<S>;
  filters: ModuleFilters<S>;
  onApply(filters: ModuleFilters<S>): void;
}

/** A kit module's filters: name, type, status, requester and dates (components/filters-form.tsx). */
export function ModuleFiltersForm<S extends string = CheckStatus>({
  label,
  nameLabel,
  types,
  typeOptions,
  statusOptions = kitStatusOptions as Options<S>,
  filters,
  onApply,
}: ModuleFiltersFormProps<S>) {
  const statuses = statusOptions.map((option) => option.value);
  const { draft, set, dateError, submit } = useFilterDraft(() => ({
    status: filters.status ?? '',
    startDate: filters.startDate ?? '',
    endDate: filters.endDate ?? '',
    type: filters.type ?? '',
    name: filters.name ?? '',
    requestedBy: filters.requestedBy ?? '',
  }));
  return (
    <FiltersForm
      label={label}
      onSubmit={submit((search) => onApply(readModuleSearch(search, types, statuses).filters))}
      active={hasModuleFilters(filters)}
      onClear={() => onApply({})}
      columns={3}
    >
      <TextField label={nameLabel} value={draft.name} onChange={set('name')} autoComplete="off" />
      {typeOptions.length > 0 && (
        <SelectField
          label="Type"
          options={typeOptions}
          placeholder="All types"
          value={draft.type}
          onChange={set('type')}
        />
      )}
      <SelectField
        label="Status"
        options={statusOptions}
        placeholder="All statuses"
        value={draft.status}
        onChange={set('status')}
      />
      <RequestedByField value={draft.requestedBy} onChange={set('requestedBy')} />
      <DateRangeFields draft={draft} set={set} error={dateError} />
    </FiltersForm>
  );
}
