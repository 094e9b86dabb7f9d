/**
 * Field positions: dense and 0-based (0..n-1), the order the form shows. Every change of order runs in
 * the caller's transaction with the template row locked, so two builders editing one form at once queue
 * instead of writing the same position twice.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { listFieldRows, type VFormFieldRow } from './vform-store.js';
import { vformFields, vformTemplates } from './vforms-tables.js';

/** Locks the template for the rest of the transaction and answers its fields in order. */
export async function lockFields(tx: Tx, templateId: string): Promise<VFormFieldRow[]> {
  await tx
    .select({ id: vformTemplates.id })
    .from(vformTemplates)
    .where(eq(vformTemplates.id, templateId))
    .for('update');
  return listFieldRows(tx, templateId);
}

/** `items` with the one at `from` moved to `to` (clamped to the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * Writes each row's index as its position, touching only rows whose position changes. A `null` holds a
 * place for a row about to be inserted there.
 */
export async function writePositions(
  tx: Tx,
  ordered: ReadonlyArray<VFormFieldRow | null>,
  now: Date,
): Promise<void> {
  for (const [position, row] of ordered.entries()) {
    if (row === null || row.position === position) continue;
    await tx
      .update(vformFields)
      .set({ position, updatedAt: now })
      .where(and(eq(vformFields.id, row.id), eq(vformFields.templateId, row.templateId)));
    row.position = position;
  }
}

export type NewField = Omit<typeof vformFields.$inferInsert, 'position' | 'templateId'>;

/** Inserts a field at `position` (default: the end), moving the ones at and after it down by one. */
export async function insertField(
  tx: Tx,
  templateId: string,
  field: NewField,
  position: number | undefined,
  now: Date,
): Promise<VFormFieldRow> {
  const rows = await lockFields(tx, templateId);
  const at = Math.min(position ?? rows.length, rows.length);
  await writePositions(tx, [...rows.slice(0, at), null, ...rows.slice(at)], now);
  const [inserted] = await tx
    .insert(vformFields)
    .values({ ...field, templateId, position: at, createdAt: now, updatedAt: now })
    .returning();
  if (!inserted) throw new Error('field insert returned no row');
  return inserted;
}
