/**
 * Sanction and PEP checks as records, on the kit's record reading (verification-kit/check-records.ts): how
 * a row is shown, the history's filters (status, type, a text in the name or wallet screened, who asked,
 * dates), one check within the caller's scope (else 404), and the CSV export: the store the kit's record
 * handlers read at every scope.
 */
import {
  type AmlCheckType,
  amlCheckTypeLabels,
  type TAmlCheck,
  type TAmlHit,
  type TAmlSubject,
  type ZAmlHistoryQuery,
} from '@verity/client';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { HistoryScope } from '../auth/history-scope.js';
import {
  type CsvCells,
  type CsvColumns,
  findRecord,
  historyConditions,
  listRecords,
  presentCheckRecord,
  recordsCsv,
} from '../verification-kit/check-records.js';
import type { ModuleRecordStore } from '../verification-kit/record-routes.js';
import { amlChecks } from './aml-tables.js';

export type AmlCheckRow = typeof amlChecks.$inferSelect;
export type AmlHistoryQuery = z.output<typeof ZAmlHistoryQuery>;
export type AmlHistoryFilters = Omit<AmlHistoryQuery, 'start_after' | 'ending_before' | 'limit' | 'page'>;

const t = amlChecks;

export function presentAmlCheck(row: AmlCheckRow): TAmlCheck {
  return {
    ...presentCheckRecord(row),
    type: row.type as AmlCheckType,
    subject: row.subject as TAmlSubject,
    riskLevel: row.riskLevel,
    threshold: row.threshold,
    lists: row.lists as string[],
    hits: row.hits as TAmlHit[],
  };
}

const conditions = (scope: HistoryScope, filters: AmlHistoryFilters): SQL[] =>
  historyConditions({ ...t, search: t.searchText }, scope, { ...filters, search: filters.query });

/** The CSV's columns by header, each with its cell, so a header and its cell cannot drift apart. */
const csvCells: Readonly<Record<string, (row: AmlCheckRow, hits: TAmlHit[]) => CsvCells[number]>> = {
  id: (row) => row.id,
  createdAt: (row) => row.createdAt.toISOString(),
  type: (row) => row.type,
  typeLabel: (row) => amlCheckTypeLabels[row.type as AmlCheckType] ?? row.type,
  status: (row) => row.status,
  riskLevel: (row) => row.riskLevel,
  reference: (row) => row.reference,
  hits: (_row, hits) => hits.length,
  topHit: (_row, hits) => hits[0]?.entity.names[0] ?? null,
  topScore: (_row, hits) => hits[0]?.score ?? null,
  requestedBy: (row) => row.requestedByName,
  environment: (row) => row.environment,
  cost: (row) => (row.costAmount / 100).toFixed(2),
  currency: (row) => row.currency,
};
const csvColumns: CsvColumns<AmlCheckRow> = {
  header: Object.keys(csvCells),
  cells: (row) => Object.values(csvCells).map((cell) => cell(row, row.hits as TAmlHit[])),
};

/** The checks as the kit's record handlers read them: history pages, one check in a scope, the CSV. */
export function amlRecords(ctx: AppContext): ModuleRecordStore<AmlHistoryQuery, AmlHistoryFilters> {
  return {
    list: (scope, query) => listRecords(ctx, t, conditions(scope, query), query, presentAmlCheck),
    find: async (scope, id) => presentAmlCheck(await findRecord(ctx, t, scope, id)),
    csv: (scope, filters, onRow) => recordsCsv(ctx, t, conditions(scope, filters), csvColumns, onRow),
  };
}
