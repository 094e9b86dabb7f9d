import {
  checkStatuses,
  hasModuleFilters,
  type ModuleFilters,
  readModuleSearch,
} from '../lib/module-history-search';
import { checkStatusLabels } from '../lib/status-labels';
import { DateRangeFields, FiltersForm, RequestedByField, useFilterDraft } from './filters-form';
import { SelectField } from './ui/select-field';
import { TextField } from './ui/text-field';

const statusOptions = checkStatuses.map((status) => ({ value: status, label: checkStatusLabels[status] }));

export interface ModuleFiltersFormProps {
  /** The search landmark's name ('Filter business verifications'). */
  label: string;
  /** What the name filter matches ('Company name', 'Name'). */
  nameLabel: string;
  /** The module's type codes and how the type choice reads them. */
  types: readonly string[];
  typeOptions: readonly { value: string; label: string }[];
  filters: ModuleFilters;
  onApply(filters: ModuleFilters): void;
}

/** A kit module's filters: name, type, status, requester and dates (components/filters-form.tsx). */
export function ModuleFiltersForm({
  label,
  nameLabel,
  types,
  typeOptions,
  filters,
  onApply,
}: ModuleFiltersFormProps) {
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
      onSubmit={submit((search) => onApply(readModuleSearch(search, types).filters))}
      active={hasModuleFilters(filters)}
      onClear={() => onApply({})}
      columns={3}
    >
      <TextField label={nameLabel} value={draft.name} onChange={set('name')} autoComplete="off" />
      <SelectField
        label="Type"
        options={typeOptions}
        placeholder="All types"
        value={draft.type}
        onChange={set('type')}
      />
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
