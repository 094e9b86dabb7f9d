/**
 * The identity history as CSV, produced batch by batch from the same keyset scan as the pages, so memory
 * stays flat however many rows match. The caller streams what this yields straight into the response.
 */
import { identityTypeLabel } from '@verity/client';
import { and, desc, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { csvRow } from '../../lib/csv.js';
import type { HistoryScope } from '../auth/history-scope.js';
import { identityChecks } from './identity-tables.js';
import { type HistoryFilters, historyConditions } from './list-identity-history.js';
import { retentionCutoff } from './run-identity-check.js';

const BATCH = 1000;

const t = identityChecks;
/** Only what the file holds: the stored result can carry a photo per row, which a CSV never shows. */
const exportColumns = {
  id: t.id,
  createdAt: t.createdAt,
  type: t.type,
  country: t.country,
  status: t.status,
  reference: t.reference,
  fullName: sql<string | null>`${t.result}->>'fullName'`,
  dateOfBirth: sql<string | null>`${t.result}->>'dateOfBirth'`,
  match: t.match,
  requestedByName: t.requestedByName,
  environment: t.environment,
  costAmount: t.costAmount,
  currency: t.currency,
};

export const identityCsvHeader = [
  'id',
  'createdAt',
  'type',
  'typeLabel',
  'country',
  'status',
  'reference',
  'fullName',
  'dateOfBirth',
  'firstNameMatch',
  'lastNameMatch',
  'dateOfBirthMatch',
  'requestedBy',
  'environment',
  'cost',
  'currency',
  'hasExpired',
] as const;

export async function* identityCsv(
  ctx: AppContext,
  scope: HistoryScope,
  filters: HistoryFilters,
  onRow: () => void,
): AsyncGenerator<string> {
  yield csvRow(identityCsvHeader);
  const base = historyConditions(ctx, scope, filters);
  const cutoff = retentionCutoff(ctx).getTime();
  let cursor: string | undefined;
  for (;;) {
    const rows = await ctx.db
      .select(exportColumns)
      .from(t)
      .where(and(...base, cursor ? lt(t.id, cursor) : undefined))
      .orderBy(desc(t.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) {
      const expired = row.createdAt.getTime() < cutoff;
      const match = row.match as {
        firstName: boolean | null;
        lastName: boolean | null;
        dateOfBirth: boolean | null;
      };
      chunk += csvRow([
        row.id,
        row.createdAt.toISOString(),
        row.type,
        identityTypeLabel(row.type),
        row.country,
        row.status,
        row.reference,
        // The record is withheld once retention passes, as on the detail page.
        expired ? null : row.fullName,
        expired ? null : row.dateOfBirth,
        match.firstName,
        match.lastName,
        match.dateOfBirth,
        row.requestedByName,
        row.environment,
        (row.costAmount / 100).toFixed(2),
        row.currency,
        expired,
      ]);
      onRow();
    }
    yield chunk;
    cursor = rows.at(-1)?.id;
    if (rows.length < BATCH) return;
  }
}
