import type { TIdentityCheck, TIdentityMatch, TIdentityPerson } from '@verity/client';
import { presentCheckRecord } from '../verification-kit/check-records.js';
import type { identityChecks } from './identity-tables.js';

export type IdentityCheckRow = typeof identityChecks.$inferSelect;

/** A stored check as the API shows it; personal data is withheld once the retention window passed. */
export function presentCheck(row: IdentityCheckRow, retentionCutoff: Date): TIdentityCheck {
  const hasExpired = row.createdAt.getTime() < retentionCutoff.getTime();
  return {
    ...presentCheckRecord(row),
    type: row.type,
    country: row.country as TIdentityCheck['country'],
    result: hasExpired ? null : (row.result as TIdentityPerson | null),
    match: row.match as TIdentityMatch,
    hasExpired,
    riskLevel: row.riskLevel,
  };
}
