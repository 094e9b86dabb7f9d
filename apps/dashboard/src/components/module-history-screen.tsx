import type { UseQueryResult } from '@tanstack/react-query';
import type { CursorList, HistoryScope } from '@verity/client';
import type { ReactNode } from 'react';
import {
  type CheckStatus,
  hasModuleFilters,
  type ModuleFilters,
  type ModuleSearch,
  readModuleSearch,
  writeModuleSearch,
} from '../lib/module-history-search';
import { ExportCsvButton } from './export-csv-button';
import { HistoryScreen } from './history-screen';
import { ModuleFiltersForm, type ModuleFiltersFormProps } from './module-filters-form';
import { ButtonLink } from './ui/button-link';

/** `S`: the module's statuses, the kit's three unless it has its own (`filters.statusOptions` names them). */
export interface ModuleHistoryScreenProps<T, S extends string = CheckStatus> {
  scope: HistoryScope;
  title: string;
  /** What the rows are, plural ('business verifications'). */
  noun: string;
  filters: Pick<ModuleFiltersFormProps<S>, 'label' | 'nameLabel' | 'types' | 'typeOptions' | 'statusOptions'>;
  /** The page of the history the URL names (a query hook: the same one the route prefetches). */
  useHistory(scope: HistoryScope, search: ModuleSearch<S>): UseQueryResult<CursorList<T>>;
  exportCsv(filters: ModuleFilters<S>): Promise<Blob>;
  exportFileName: string;
  /** Where to run a check, at the business's own scope. */
  start: { href: string; label: string };
  /** Before the link to `start`, at the business's own scope (the screening's thresholds). */
  actions?: ReactNode;
  table(rows: readonly T[], loading: boolean): ReactNode;
  /** Shown between the heading and the filters (an overview). */
  children?: ReactNode;
}

/** The history of a module the kit stores: its filters are the kit's (status, dates, type, name, requester). */
export function ModuleHistoryScreen<T, S extends string = CheckStatus>(
  props: ModuleHistoryScreenProps<T, S>,
) {
  const { filters, start } = props;
  const statuses = filters.statusOptions?.map((option) => option.value);
  return (
    <HistoryScreen<T, ModuleFilters<S>>
      scope={props.scope}
      title={props.title}
      noun={props.noun}
      search={{
        read: (search) => readModuleSearch(search, filters.types, statuses),
        write: writeModuleSearch,
        isFiltered: hasModuleFilters,
        none: {},
      }}
      useHistory={props.useHistory}
      exportButton={(chosen) => (
        <ExportCsvButton download={() => props.exportCsv(chosen)} fileName={props.exportFileName} />
      )}
      start={start}
      startAction={
        <>
          {props.actions}
          <ButtonLink href={start.href}>{start.label}</ButtonLink>
        </>
      }
      filtersForm={(chosen, apply) => <ModuleFiltersForm<S> {...filters} filters={chosen} onApply={apply} />}
      table={props.table}
    >
      {props.children}
    </HistoryScreen>
  );
}
