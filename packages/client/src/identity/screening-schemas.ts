/**
 * What a check can carry beyond the person (spec/modules.md §7 Identity): the sanction and PEP screening
 * of a found person (`POST /verifications/identity/{id}/aml`) and the individual credit report
 * (`POST /verifications/identity/ng/credit-report/individual`).
 */
import { z } from 'zod';
import { strictObject } from '../rules/validation.js';

export const amlMatchCategories = ['sanction', 'pep'] as const;
export type AmlMatchCategory = (typeof amlMatchCategories)[number];

/** One list entry the person resembles closely enough to be looked at by a person. */
export const ZAmlMatch = z.object({
  name: z.string(),
  category: z.enum(amlMatchCategories),
  /** The list it is on (OFAC SDN, UN Consolidated, a national PEP register...). */
  list: z.string(),
  country: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** Why the entry is listed: the programme, or the office held. */
  reason: z.string().nullable(),
  /** Name similarity, 0 to 1. */
  score: z.number(),
});
export type TAmlMatch = z.infer<typeof ZAmlMatch>;

export const ZAmlScreening = z.object({
  id: z.string(),
  /** The identity check whose person was screened. */
  checkId: z.string(),
  status: z.enum(['clear', 'potential_match']),
  /** The §3 risk wording: low_risk when clear, potential_high_risk for a PEP, critical_high_risk for a sanction. */
  riskLevel: z.string(),
  matches: z.array(ZAmlMatch),
  /** The lists that were searched. */
  lists: z.array(z.string()),
  screenedName: z.string(),
  environment: z.enum(['sandbox', 'live']),
  cost: z.object({ amount: z.number().int(), currency: z.string() }),
  requestedBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type TAmlScreening = z.infer<typeof ZAmlScreening>;

/** The screening takes everything from the check; the body is empty (or omitted). */
export const ZAmlScreeningRequest = strictObject({});
export type TAmlScreeningRequest = z.infer<typeof ZAmlScreeningRequest>;

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
  /** The §3 risk wording the score falls in (very_low_risk … critical_high_risk). */
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
