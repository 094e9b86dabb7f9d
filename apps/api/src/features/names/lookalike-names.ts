/**
 * Names people choose for things others must tell apart (roles, API keys, organizations, watchlists) are
 * compared as a reader sees them, not byte by byte: "Оwner" with a Cyrillic О, "Admin" with a zero-width
 * space, or "ﬁnance" with a ligature would otherwise sit beside the real one and borrow its trust (an audit
 * row reads "API key Production" whichever of two look-alike keys acted).
 *
 * `nameSkeleton` follows the skeleton of Unicode's confusable detection (UTS #39): compatibility-normalise
 * and fold case, drop invisible characters, decompose, map every confusable character to its prototype
 * (the `unhomoglyph` table, generated from Unicode's confusables.txt), decompose again; spaces are
 * collapsed. Two names with the same skeleton are the same name.
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import unhomoglyph from 'unhomoglyph';
import type { DbOrTx } from '../../db/database.js';
import { businesses } from '../../db/schema.js';
import { conflict } from '../../http/app-error.js';

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

export function nameSkeleton(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase().replace(INVISIBLE, '').normalize('NFD');
  return unhomoglyph(folded).normalize('NFD').replace(/\s+/gu, ' ').trim();
}

export function looksAlike(a: string, b: string): boolean {
  return nameSkeleton(a) === nameSkeleton(b);
}

/** A table of named things a business owns. */
interface NamedTable {
  table: PgTable;
  id: PgColumn;
  businessId: PgColumn;
  name: PgColumn;
}

/**
 * 409 with `message` when the business already has a thing in `named` whose name looks like `name`
 * (another than `exceptId`, the one being renamed). Call it inside the transaction that writes the name:
 * it locks the business row first, so two look-alike names written at once cannot both pass.
 */
export async function assertNameFree(
  tx: DbOrTx,
  named: NamedTable,
  scope: { businessId: string; exceptId?: string; where?: SQL },
  name: string,
  message: string,
): Promise<void> {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId))
    .for('update');
  const rows = await tx
    .select({ name: named.name })
    .from(named.table)
    .where(
      and(
        eq(named.businessId, scope.businessId),
        scope.exceptId ? ne(named.id, scope.exceptId) : undefined,
        scope.where,
      ),
    );
  const skeleton = nameSkeleton(name);
  if (rows.some((row) => nameSkeleton(String(row.name)) === skeleton)) throw conflict(message);
}
