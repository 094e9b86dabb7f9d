/**
 * A credit bureau's report on a person or business: the score on its 300–850 scale with its risk
 * wording, the summary and every facility. Carried by the Credit report module's records and by an
 * identity check's individual report by BVN (`POST /verifications/identity/ng/credit-report/individual`).
 */
import { z } from 'zod';

export const creditAccountStatuses = ['performing', 'non_performing', 'closed'] as const;

/** One credit facility the bureau knows of. Amounts in minor units of `currency`. */
export const ZCreditAccount = z.object({
  lender: z.string(),
  facilityType: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
  overdue: z.number().int(),
  status: z.enum(creditAccountStatuses),
  openedOn: z.string(),
  /** Days past due at the last report; 0 when current. */
  daysPastDue: z.number().int(),
});
export type TCreditAccount = z.infer<typeof ZCreditAccount>;

export const ZCreditReport = z.object({
  bureau: z.string(),
  /** 300 to 850. */
  score: z.number().int(),
  /** The risk wording the score falls in (very_low_risk … critical_high_risk). */
  riskLevel: z.string(),
  summary: z.object({
    totalAccounts: z.number().int(),
    openAccounts: z.number().int(),
    performingAccounts: z.number().int(),
    nonPerformingAccounts: z.number().int(),
    totalOutstanding: z.number().int(),
    totalOverdue: z.number().int(),
    enquiriesLast12Months: z.number().int(),
    currency: z.string(),
  }),
  accounts: z.array(ZCreditAccount),
  reportedAt: z.string(),
});
export type TCreditReport = z.infer<typeof ZCreditReport>;

/** A score's risk wording: the bands most Nigerian bureaus print on their reports. */
export function creditRiskLevelOf(score: number): string {
  if (score >= 750) return 'very_low_risk';
  if (score >= 650) return 'low_risk';
  if (score >= 550) return 'potential_medium_risk';
  if (score >= 450) return 'potential_high_risk';
  return 'critical_high_risk';
}
