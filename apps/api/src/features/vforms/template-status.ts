/**
 * A template's life: unpublished <-> published, and deletion, which archives a form
 * that has responses instead of losing them. An archived form is read-only: it still owns its responses.
 */
import { isAnswerable, type VFormFieldType } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import { badRequest } from '../../http/app-error.js';
import type { Db, VFormFieldRow, VFormTemplateRow } from './vform-store.js';
import { vformTemplates } from './vforms-tables.js';

export const ARCHIVED_MESSAGE = 'This vForm is archived';

export function assertEditable(row: VFormTemplateRow): void {
  if (row.status === 'archived') throw badRequest(ARCHIVED_MESSAGE);
}

async function setStatus(
  db: Db,
  row: VFormTemplateRow,
  values: Partial<typeof vformTemplates.$inferInsert>,
  now: Date,
): Promise<VFormTemplateRow> {
  const [updated] = await db
    .update(vformTemplates)
    .set({ ...values, updatedAt: now })
    .where(eq(vformTemplates.id, row.id))
    .returning();
  return updated ?? row;
}

export async function publishTemplate(
  db: Db,
  row: VFormTemplateRow,
  fields: readonly VFormFieldRow[],
  now: Date,
): Promise<VFormTemplateRow> {
  assertEditable(row);
  if (!fields.some((field) => isAnswerable({ type: field.type as VFormFieldType })))
    throw badRequest('Add at least one question before publishing');
  if (row.status === 'published') return row;
  return setStatus(db, row, { status: 'published', publishedAt: now }, now);
}

export async function unpublishTemplate(db: Db, row: VFormTemplateRow, now: Date): Promise<VFormTemplateRow> {
  assertEditable(row);
  if (row.status === 'unpublished') return row;
  return setStatus(db, row, { status: 'unpublished' }, now);
}

/** Publishing a form to the business's shared list: only a published form can be shared. */
export async function shareTemplate(db: Db, row: VFormTemplateRow, now: Date): Promise<VFormTemplateRow> {
  if (row.status !== 'published') throw badRequest('Publish the vForm before sharing it');
  if (row.shared) return row;
  return setStatus(db, row, { shared: true }, now);
}

export interface Removal {
  outcome: 'archived' | 'deleted';
  row: VFormTemplateRow;
}

/**
 * Deletes a form without responses (its fields cascade); archives one with responses. The delete is
 * conditional on `entries = 0` in the same statement, so a response arriving meanwhile turns it into an
 * archive instead of losing the response.
 */
export async function deleteOrArchiveTemplate(db: Db, row: VFormTemplateRow, now: Date): Promise<Removal> {
  if (row.status !== 'archived') {
    const deleted = await db
      .delete(vformTemplates)
      .where(and(eq(vformTemplates.id, row.id), eq(vformTemplates.entries, 0)))
      .returning({ id: vformTemplates.id });
    if (deleted.length > 0) return { outcome: 'deleted', row };
  }
  const archived =
    row.status === 'archived' ? row : await setStatus(db, row, { status: 'archived', archivedAt: now }, now);
  return { outcome: 'archived', row: archived };
}
