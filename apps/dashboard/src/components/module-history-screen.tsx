import type { UseQueryResult } from '@tanstack/react-query';
import type { CursorList, HistoryScope } from '@verity/client';
import type { ReactNode } from 'react';
import {
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

export interface ModuleHistoryScreenProps<T> {
  scope: HistoryScope;
  title: string;
  /** What the rows are, plural ('business verifications'). */
  noun: string;
  filters: Pick<ModuleFiltersFormProps, 'label' | 'nameLabel' | 'types' | 'typeOptions'>;
  /** The page of the history the URL names (a query hook: the same one the route prefetches). */
  useHistory(scope: HistoryScope, search: ModuleSearch): UseQueryResult<CursorList<T>>;
  exportCsv(filters: ModuleFilters): Promise<Blob>;
  exportFileName: string;
  /** Where to run a check, at the business's own scope. */
  start: { href: string; label: string };
  table(rows: readonly T[], loading: boolean): ReactNode;
  /** Shown between the heading and the filters (an overview). */
  children?: ReactNode;
}

/** The history of a module the kit stores: its filters are the kit's (status, dates, type, name, requester). */
export function ModuleHistoryScreen<T>(props: ModuleHistoryScreenProps<T>) {
  const { filters, start } = props;
  return (
    <HistoryScreen<T, ModuleFilters>
      scope={props.scope}
      title={props.title}
      noun={props.noun}
      search={{
        read: (search) => readModuleSearch(search, filters.types),
        write: writeModuleSearch,
        isFiltered: hasModuleFilters,
        none: {},
      }}
      useHistory={props.useHistory}
      exportButton={(chosen) => (
        <ExportCsvButton download={() => props.exportCsv(chosen)} fileName={props.exportFileName} />
      )}
      start={start}
      startAction={<ButtonLink href={start.href}>{start.label}</ButtonLink>}
      filtersForm={(chosen, apply) => <ModuleFiltersForm {...filters} filters={chosen} onApply={apply} />}
      table={props.table}
    >
      {props.children}
    </HistoryScreen>
  );
}
