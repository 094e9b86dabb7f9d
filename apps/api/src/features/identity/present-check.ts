import type { TIdentityCheck, TIdentityMatch, TIdentityPerson } from '@verity/client';
import type { identityChecks } from './identity-tables.js';

export type IdentityCheckRow = typeof identityChecks.$inferSelect;

/** A stored check as the API shows it; personal data is withheld once the retention window passed. */
export function presentCheck(row: IdentityCheckRow, retentionCutoff: Date): TIdentityCheck {
  const hasExpired = row.createdAt.getTime() < retentionCutoff.getTime();
  return {
    id: row.id,
    type: row.type,
    country: row.country as TIdentityCheck['country'],
    status: row.status,
    reference: row.reference,
    result: hasExpired ? null : (row.result as TIdentityPerson | null),
    match: row.match as TIdentityMatch,
    failureReason: row.failureReason,
    environment: row.environment,
    businessId: row.businessId,
    organizationId: row.organizationId,
    requestedBy: { id: row.requestedBy, name: row.requestedByName },
    cost: { amount: row.costAmount, currency: row.currency },
    hasExpired,
    riskLevel: row.riskLevel,
    createdAt: row.createdAt.toISOString(),
  };
}
