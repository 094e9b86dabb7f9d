/**
 * Reading a kit module's records (the `verification_checks` table) on the kit's record reading
 * (check-records.ts): history pages, one record within the caller's scope (else 404), and the CSV export
 * batch by batch. One implementation for every module; a module says only how a record is presented and
 * which CSV columns it adds.
 */
import type { CursorList } from '@verity/client';
import { eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { CursorQuery } from '../../lib/keyset-page.js';
import type { HistoryScope } from '../auth/history-scope.js';
import {
  type CsvColumns,
  findRecord,
  historyConditions,
  listRecords,
  presentCheckRecord,
  recordsCsv,
} from './check-records.js';
import { type VerificationCheckRow, verificationChecks } from './verification-kit-tables.js';

export type { VerificationCheckRow } from './verification-kit-tables.js';

/** The filters every module's history takes (its zod query may narrow them: status, type as enums). */
export interface ModuleHistoryFilters {
  status?: string | undefined;
  type?: string | undefined;
  name?: string | undefined;
  requested_by?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

export interface ModuleHistoryQuery extends ModuleHistoryFilters, CursorQuery {}

const t = verificationChecks;

function conditions(module: string, scope: HistoryScope, filters: ModuleHistoryFilters): SQL[] {
  return [
    eq(t.module, module),
    ...historyConditions({ ...t, search: t.searchName }, scope, { ...filters, search: filters.name }),
  ];
}

export function listModuleHistory<Presented>(
  ctx: AppContext,
  module: string,
  scope: HistoryScope,
  query: ModuleHistoryQuery,
  present: (row: VerificationCheckRow) => Presented,
): Promise<CursorList<Presented>> {
  return listRecords(ctx, t, conditions(module, scope, query), query, present);
}

/** What every module's record shows besides its typed `type` and `result`. */
export function presentRecordBase(row: VerificationCheckRow) {
  return { ...presentCheckRecord(row), country: row.country };
}

/** One record of the module within the caller's scope; another business's (or organization's) is 404. */
export function findModuleRecord(
  ctx: AppContext,
  module: string,
  scope: Pick<HistoryScope, 'businessId' | 'organizationId'>,
  id: string,
): Promise<VerificationCheckRow> {
  return findRecord(ctx, t, scope, id, eq(t.module, module));
}

/** A module's CSV columns beyond the common ones, read from its stored result. */
export type ModuleCsvColumns = CsvColumns<VerificationCheckRow>;

/** The history as CSV: the common columns, the module's own, newest first, batch by batch. */
export function moduleCsv(
  ctx: AppContext,
  module: { key: string; typeLabel(type: string): string; columns: ModuleCsvColumns },
  scope: HistoryScope,
  filters: ModuleHistoryFilters,
  onRow: () => void,
): AsyncGenerator<string> {
  const header = ['id', 'createdAt', 'type', 'typeLabel', 'country', 'status', 'reference'];
  const trailer = ['requestedBy', 'environment', 'cost', 'currency'];
  const columns: ModuleCsvColumns = {
    header: [...header, ...module.columns.header, ...trailer],
    cells: (row) => [
      row.id,
      row.createdAt.toISOString(),
      row.type,
      module.typeLabel(row.type),
      row.country,
      row.status,
      row.reference,
      ...module.columns.cells(row),
      row.requestedByName,
      row.environment,
      (row.costAmount / 100).toFixed(2),
      row.currency,
    ],
  };
  return recordsCsv(ctx, t, conditions(module.key, scope, filters), columns, onRow);
}
