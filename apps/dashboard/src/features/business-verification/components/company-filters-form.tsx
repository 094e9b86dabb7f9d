import {
  DateRangeFields,
  FiltersForm,
  RequestedByField,
  useFilterDraft,
} from '../../../components/filters-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import {
  checkStatuses,
  checkStatusLabels,
  hasModuleFilters,
  type ModuleFilters,
  readModuleSearch,
} from '../../../lib/module-history-search';
import { companyTypeOptions, companyTypes } from '../lib/company-paths';

const statusOptions = checkStatuses.map((status) => ({ value: status, label: checkStatusLabels[status] }));

/** The §9 company filters (components/filters-form.tsx). */
export function CompanyFiltersForm({
  filters,
  onApply,
}: {
  filters: ModuleFilters;
  onApply(filters: ModuleFilters): void;
}) {
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
      label="Filter business verifications"
      onSubmit={submit((search) => onApply(readModuleSearch(search, companyTypes).filters))}
      active={hasModuleFilters(filters)}
      onClear={() => onApply({})}
      columns={3}
    >
      <TextField label="Company name" value={draft.name} onChange={set('name')} autoComplete="off" />
      <SelectField
        label="Type"
        options={companyTypeOptions}
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
