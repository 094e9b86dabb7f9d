/**
 * Sanction and PEP screening's requests and records. A check screens one subject (a person, a company or a
 * wallet) against the sanction and PEP lists and the business's own watchlist; each hit carries the listed
 * entity, a score 0 to 1 and the reasons the matcher weighed, and an officer's decision once one is made.
 * Names are bounded (200 characters) so a pasted document is refused, not screened.
 */
import { z } from 'zod';
import { oneOf, optionalText, requiredText, strictObject } from '../../rules/validation.js';
import { isWalletAddress, type WalletChain, walletChains } from '../../rules/wallet-addresses.js';
import { ZRequestedBy } from '../../schemas/common.js';
import { cursorPaging, dateRange } from '../../schemas/history-query.js';
import { checkRecordFields } from '../kit/module-schemas.js';
import { amlCheckStatuses, amlCheckTypes } from './aml-module.js';

const NAME_MAX = 200;

/** YYYY, YYYY-MM or YYYY-MM-DD: lists often know only the year of a birth. */
const BIRTH_DATE = 'The birth date field should be a date (YYYY, YYYY-MM or YYYY-MM-DD)';
const birthDate = z
  .string({ error: BIRTH_DATE })
  .trim()
  .regex(/^(19|20)\d{2}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, { error: BIRTH_DATE })
  .optional();

/** ISO 3166 alpha-2, kept in lower case as the rest of the product writes countries. */
const country = (field: string, error = `The ${field} field should be a country code`) =>
  z
    .string({ error })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: `The ${field} field should be a two-letter country code` })
    .transform((value) => value.toLowerCase());

const identifiers = z
  .array(requiredText('identifier', { max: 64 }), { error: 'The identifiers field should be a list' })
  .max(10, { error: 'The identifiers field should not list more than 10' })
  .optional();

export const amlEntityTypes = ['individual', 'business'] as const;
export type AmlEntityType = (typeof amlEntityTypes)[number];

/** Who is screened by name: everything but the name is optional and only sharpens the score. */
const subjectFields = {
  name: requiredText('name', { max: NAME_MAX }),
  birthDate,
  country: country('country').optional(),
  nationality: country('nationality').optional(),
  gender: oneOf('gender', ['male', 'female'] as const).optional(),
  identifiers,
};

export const ZAmlNameCheckRequest = strictObject({
  entityType: oneOf('entity type', amlEntityTypes),
  ...subjectFields,
});
/** The score a hit needs: below 0.5 a screening raises shared first names; 1 is an exact match only. */
const threshold = (field: string) =>
  z
    .number({ error: `The ${field} field should be a number` })
    .min(0.5, { error: `The ${field} field should be at least 0.5` })
    .max(1, { error: `The ${field} field should not be more than 1` });

export const ZAmlAdvancedCheckRequest = strictObject({
  ...subjectFields,
  /** The score a hit needs for this check, when it is not the business's setting. */
  threshold: threshold('threshold').optional(),
});
export const ZAmlAdvancedParams = z.strictObject({ type: oneOf('type', amlEntityTypes) });

/** The domestic PEP check: the national registers of one country; `type` says what the subject is. */
export const ZAmlDomesticPepRequest = strictObject({
  type: oneOf('type', amlEntityTypes),
  ...subjectFields,
  country: country('country', 'The country field is required'),
});

/** A person an identity check found, by that check's id. */
export const ZAmlIdentityCheckRequest = strictObject({
  verificationId: requiredText('verification id', { max: 64 }),
});

/** A wallet address in its chain's format (rules/wallet-addresses.ts). */
export const walletFields = {
  chain: oneOf('chain', walletChains),
  address: requiredText('address', { max: 100 }),
};
function checkWallet(body: { chain: WalletChain; address: string }, context: z.RefinementCtx) {
  if (!isWalletAddress(body.chain, body.address))
    context.addIssue({
      code: 'custom',
      path: ['address'],
      message: `The address field should be a valid ${body.chain} address`,
    });
}
export const ZAmlCryptoCheckRequest = strictObject(walletFields).superRefine(checkWallet);

export type TAmlNameCheckRequest = z.input<typeof ZAmlNameCheckRequest>;
export type TAmlAdvancedCheckRequest = z.input<typeof ZAmlAdvancedCheckRequest>;
export type TAmlDomesticPepRequest = z.input<typeof ZAmlDomesticPepRequest>;
export type TAmlIdentityCheckRequest = z.input<typeof ZAmlIdentityCheckRequest>;
export type TAmlCryptoCheckRequest = z.input<typeof ZAmlCryptoCheckRequest>;

/** What the matcher weighed, in words, and how much it moved the score. */
export const ZAmlMatchReason = z.object({
  feature: z.enum(['name', 'identifier', 'birth_date', 'country', 'gender']),
  effect: z.number(),
  text: z.string(),
});
export type TAmlMatchReason = z.infer<typeof ZAmlMatchReason>;

export const ZAmlWallet = z.object({ chain: z.enum(walletChains), address: z.string() });

/** A listed entity as a hit shows it: who it is, why it is listed and on which lists. */
export const ZAmlListedEntity = z.object({
  id: z.string(),
  schema: z.enum(['Person', 'Company']),
  category: z.enum(['sanction', 'pep', 'watchlist']),
  names: z.array(z.string()),
  birthDates: z.array(z.string()),
  countries: z.array(z.string()),
  /** PEPs: the public positions held. */
  positions: z.array(z.string()),
  /** Sanctions: the programmes listing the entity, and since when. */
  programs: z.array(z.string()),
  listedOn: z.string().nullable(),
  wallets: z.array(ZAmlWallet),
  /** The lists that carry it (the business's watchlist is one). */
  datasets: z.array(z.string()),
});
export type TAmlListedEntity = z.infer<typeof ZAmlListedEntity>;

export const amlDecisions = ['false_positive', 'confirmed'] as const;
export type AmlDecision = (typeof amlDecisions)[number];

export const ZAmlHitDecision = z.object({
  outcome: z.enum(amlDecisions),
  note: z.string(),
  decidedBy: ZRequestedBy,
  decidedAt: z.string(),
});

export const ZAmlHit = z.object({
  /** The hit's id within its check (its entity's id). */
  id: z.string(),
  entity: ZAmlListedEntity,
  score: z.number(),
  reasons: z.array(ZAmlMatchReason),
  decision: ZAmlHitDecision.nullable(),
});
export type TAmlHit = z.infer<typeof ZAmlHit>;

/** Who or what was screened, as the check received it. */
export const ZAmlSubject = z.object({
  entityType: z.enum([...amlEntityTypes, 'wallet']),
  name: z.string().nullable(),
  birthDate: z.string().nullable(),
  country: z.string().nullable(),
  nationality: z.string().nullable(),
  gender: z.string().nullable(),
  identifiers: z.array(z.string()),
  wallet: ZAmlWallet.nullable(),
  /** The identity check whose person was screened (an identity check). */
  verificationId: z.string().nullable(),
});
export type TAmlSubject = z.infer<typeof ZAmlSubject>;

/** A check: the fields of every check record (its `reference` is the name or wallet screened) and its hits. */
export const ZAmlCheck = z.object({
  ...checkRecordFields,
  type: z.enum(amlCheckTypes),
  status: z.enum(amlCheckStatuses),
  subject: ZAmlSubject,
  /** Sanctions outrank PEPs: critical_high_risk, potential_high_risk, or low_risk when nothing is open. */
  riskLevel: z.string(),
  /** The score a hit needed. */
  threshold: z.number(),
  lists: z.array(z.string()),
  hits: z.array(ZAmlHit),
});
export type TAmlCheck = z.infer<typeof ZAmlCheck>;

/** The history's filters: status, dates, a text in the name or wallet screened, who asked, and the type. */
export const ZAmlHistoryQuery = z.strictObject({
  ...cursorPaging,
  status: oneOf('status', amlCheckStatuses).optional(),
  type: oneOf('type', amlCheckTypes).optional(),
  query: z.string().trim().max(100).optional(),
  requested_by: z.string().max(64).optional(),
  ...dateRange,
});
export type TAmlHistoryQuery = z.input<typeof ZAmlHistoryQuery>;

/**
 * A business's thresholds: one for every check, and one per type of check where it differs (a stricter
 * one for crypto, a looser one for the domestic PEP check...). An advanced check may still name its own.
 */
export const ZAmlSettings = z.object({
  defaultThreshold: z.number(),
  thresholds: z.partialRecord(z.enum(amlCheckTypes), z.number()),
});
export type TAmlSettings = z.infer<typeof ZAmlSettings>;
export const ZAmlSettingsRequest = strictObject({
  defaultThreshold: threshold('default threshold'),
  thresholds: z
    .strictObject(
      Object.fromEntries(amlCheckTypes.map((type) => [type, threshold(`${type} threshold`).optional()])),
    )
    .optional(),
});
export type TAmlSettingsRequest = z.input<typeof ZAmlSettingsRequest>;

export interface AmlCheckRequests {
  name: TAmlNameCheckRequest;
  identity: TAmlIdentityCheckRequest;
  crypto: TAmlCryptoCheckRequest;
  advanced: TAmlAdvancedCheckRequest;
  domesticPep: TAmlDomesticPepRequest;
}

/** An officer's decision on one hit: the check's status follows from every hit's decision. */
export const ZAmlHitDecisionRequest = strictObject({
  decision: oneOf('decision', amlDecisions),
  note: requiredText('note', { max: 2000 }),
});
export type TAmlHitDecisionRequest = z.input<typeof ZAmlHitDecisionRequest>;
export const ZAmlHitParams = z.strictObject({ id: z.string().max(64), hitId: z.string().max(200) });

// The watchlist: the business's own entries, screened beside the lists in every check it runs.

const watchlistFields = {
  entityType: oneOf('entity type', [...amlEntityTypes, 'wallet'] as const),
  name: optionalText('name', { max: NAME_MAX }),
  aliases: z
    .array(requiredText('alias', { max: NAME_MAX }), { error: 'The aliases field should be a list' })
    .max(20, { error: 'The aliases field should not list more than 20' })
    .optional(),
  birthDate,
  country: country('country').optional(),
  identifiers,
  chain: oneOf('chain', walletChains).optional(),
  address: optionalText('address', { max: 100 }),
  /** Why the business lists it, for whoever reviews a hit. */
  reason: optionalText('reason', { max: 500 }),
};

const ZWatchlistFields = strictObject(watchlistFields);

/** A person or business needs a name; a wallet needs its chain and an address in that chain's format. */
function checkWatchlistEntry(entry: z.output<typeof ZWatchlistFields>, context: z.RefinementCtx) {
  if (entry.entityType !== 'wallet') {
    if (!entry.name)
      context.addIssue({ code: 'custom', path: ['name'], message: 'The name field is required' });
    return;
  }
  if (!entry.chain)
    context.addIssue({ code: 'custom', path: ['chain'], message: 'The chain field is required' });
  else if (!entry.address)
    context.addIssue({ code: 'custom', path: ['address'], message: 'The address field is required' });
  else checkWallet({ chain: entry.chain, address: entry.address }, context);
}

export const ZAmlWatchlistEntryRequest = ZWatchlistFields.superRefine(checkWatchlistEntry);
export type TAmlWatchlistEntryRequest = z.input<typeof ZAmlWatchlistEntryRequest>;

/** An entry as the API shows it: a subject as a check keeps one, with its aliases and the business's reason. */
const notOnEntries = { nationality: true, gender: true, verificationId: true } as const;
export const ZAmlWatchlistEntry = ZAmlSubject.omit(notOnEntries).extend({
  id: z.string(),
  aliases: z.array(z.string()),
  reason: z.string().nullable(),
  createdBy: ZRequestedBy,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAmlWatchlistEntry = z.infer<typeof ZAmlWatchlistEntry>;

/** The history's filters but status and type. */
export const ZAmlWatchlistQuery = ZAmlHistoryQuery.omit({ status: true, type: true });
export type TAmlWatchlistQuery = z.input<typeof ZAmlWatchlistQuery>;

/** A CSV uploaded through the media service, by the `location` its upload answered. */
export const ZAmlWatchlistUploadRequest = strictObject({
  csvLink: requiredText('CSV link', { max: 1000 }),
});
export type TAmlWatchlistUploadRequest = z.input<typeof ZAmlWatchlistUploadRequest>;

/** What an upload added, and each row it refused with the field and the reason. */
export const ZAmlWatchlistUploadReport = z.object({
  added: z.number().int(),
  refused: z.array(z.object({ row: z.number().int(), field: z.string().nullable(), message: z.string() })),
});
export type TAmlWatchlistUploadReport = z.infer<typeof ZAmlWatchlistUploadReport>;

/** The columns a watchlist CSV has, an entry's fields (a header row names them; lists are separated by `;`). */
export const amlWatchlistCsvColumns = Object.keys(watchlistFields) as Array<keyof typeof watchlistFields>;
