/** One stored check, read the way every route must: within the caller's scope, else 404. */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/app-error.js';
import type { HistoryScope } from '../auth/history-scope.js';
import { identityChecks } from './identity-tables.js';
import type { IdentityCheckRow } from './present-check.js';

export async function findCheck(ctx: AppContext, scope: HistoryScope, id: string): Promise<IdentityCheckRow> {
  const [row] = await ctx.db
    .select()
    .from(identityChecks)
    .where(
      and(
        eq(identityChecks.id, id),
        eq(identityChecks.businessId, scope.businessId),
        scope.organizationId ? eq(identityChecks.organizationId, scope.organizationId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound('Verification not found');
  return row;
}
