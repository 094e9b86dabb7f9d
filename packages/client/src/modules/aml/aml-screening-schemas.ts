/**
 * The screening of a person an identity check found (`POST /verifications/identity/{id}/aml`): screened by
 * the Sanction & PEP module's matcher and lists (and the business's watchlist), its hits in the module's
 * shape (`hits`: entity, score, reasons), and `matches`, the short view of each hit kept for its callers.
 */
import { z } from 'zod';
import { strictObject } from '../../rules/validation.js';
import { ZAmlHit } from './aml-schemas.js';

export const amlMatchCategories = ['sanction', 'pep', 'watchlist'] as const;
export type AmlMatchCategory = (typeof amlMatchCategories)[number];

/** How a person reads a hit's category. */
export const amlCategoryLabels: Readonly<Record<AmlMatchCategory, string>> = {
  sanction: 'Sanction',
  pep: 'PEP',
  watchlist: 'Watchlist',
};

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
  /** Risk wording: low_risk when clear, potential_high_risk for a PEP, critical_high_risk for a sanction. */
  riskLevel: z.string(),
  matches: z.array(ZAmlMatch),
  /** The same hits in full, as a Sanction & PEP check keeps them (empty on screenings made before). */
  hits: z.array(ZAmlHit),
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
