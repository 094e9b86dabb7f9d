/**
 * The screening's forms (each kind of check, a watchlist entry, the note on a hit): every field typed text,
 * blanks left out and lists split at commas, then checked by the client's schema for the call.
 */
import type { TAmlWatchlistEntry } from '@verity/client';
import {
  walletChains,
  ZAmlAdvancedCheckRequest,
  ZAmlCryptoCheckRequest,
  ZAmlDomesticPepRequest,
  ZAmlIdentityCheckRequest,
  ZAmlWatchlistEntryRequest,
} from '@verity/client';
import type { z } from 'zod';
import { draftSchema } from '../../../lib/draft-schema';
import { capital } from './aml-hits';

const field = (label: string, hint?: string, choices?: readonly string[]) => ({
  label,
  hint,
  options: choices?.map((value) => ({ value, label: capital(value) || 'Not given' })),
});
const country = 'Two-letter country code, e.g. NG';
/** Each field's label, hint, and choices when it is a choice (the first is the default). */
export const fieldTexts = {
  entityType: field('Entry type', undefined, ['individual', 'business', 'wallet']),
  type: field('Subject type', undefined, ['individual', 'business']),
  name: field('Name'),
  aliases: field('Aliases (optional)', 'Other names, separated by commas'),
  birthDate: field('Birth date (optional)', 'YYYY-MM-DD, or YYYY-MM or YYYY when that is all you know'),
  gender: field('Gender (optional)', undefined, ['', 'male', 'female']),
  nationality: field('Nationality (optional)', country),
  country: field('Country (optional)', country),
  identifiers: field('Identifiers (optional)', 'Passport, ID or registration numbers, separated by commas'),
  chain: field('Chain', undefined, walletChains),
  address: field('Wallet address'),
  verificationId: field('Verification ID', 'The ID of a customer verification that found the person'),
  reason: field('Reason (optional)'),
  note: field('Note', 'What you checked, for whoever reviews this later'),
};
export type AmlField = keyof typeof fieldTexts;
export type AmlDraft = Partial<Record<string, string>>;

const person: AmlField[] = ['name', 'birthDate', 'gender', 'nationality', 'country', 'identifiers'];
/** The checks the check page offers, by their path segment (/sanction-pep-screening/check/{kind}). */
const checkKinds = {
  individual: [person, ZAmlAdvancedCheckRequest],
  business: [['name', 'country', 'identifiers'], ZAmlAdvancedCheckRequest],
  crypto: [['chain', 'address'], ZAmlCryptoCheckRequest],
  'domestic-pep': [['type', 'name', 'country'], ZAmlDomesticPepRequest],
  identity: [['verificationId'], ZAmlIdentityCheckRequest],
} satisfies Record<string, [AmlField[], z.ZodType]>;
export const checkLabels: Record<CheckKind, readonly [label: string, about: string]> = {
  individual: ['Individual', 'A person by name, sharpened by birth date, nationality and identifiers.'],
  business: ['Business', 'A company by name, country and registration numbers.'],
  crypto: ['Crypto wallet', 'A wallet address on its chain, against sanctioned wallets.'],
  'domestic-pep': ['Domestic PEP', 'A person or business against one country’s politically exposed persons.'],
  identity: ['Identity', 'The person a customer verification found, by its verification ID.'],
};
export type CheckKind = keyof typeof checkKinds;
export const isCheckKind = (value: string): value is CheckKind => Object.hasOwn(checkKinds, value);

/** A kind of check's form: its fields, its schema, and its draft, blank but the choices (their first). */
export function checkForm(kind: CheckKind) {
  const [fields, schema] = checkKinds[kind];
  return { fields, schema: amlDraftSchema(() => fields, schema), initial: emptyDraft(fields) };
}

/** Every field starts blank but the choices, which start at their first option. */
export const emptyDraft = (fields: readonly AmlField[]): AmlDraft =>
  Object.fromEntries(fields.map((field) => [field, fieldTexts[field].options?.[0]?.value ?? '']));

const listFields: ReadonlySet<string> = new Set(['identifiers', 'aliases']);

/** The draft as the request: blanks left out, lists split at commas. */
export function draftRequest(draft: AmlDraft, fields: readonly AmlField[]): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  for (const field of fields) {
    const value = draft[field]?.trim();
    if (!value) continue;
    const parts = value.split(',').map((part) => part.trim());
    request[field] = listFields.has(field) ? parts.filter(Boolean) : value;
  }
  return request;
}

/** A form's schema: the fields the draft shows, as the request, then the client's schema for the call. */
export const amlDraftSchema = (fields: (draft: AmlDraft) => readonly AmlField[], schema: z.ZodType) =>
  draftSchema<AmlDraft, Record<string, unknown>>(
    (draft) => ({ request: draftRequest(draft, fields(draft)) }),
    schema,
  );

/** The watchlist form's fields for an entry type: a wallet is its chain and address, a business has no birth. */
export function watchlistFields(entityType: string | undefined): AmlField[] {
  if (entityType === 'wallet') return ['entityType', 'chain', 'address', 'reason'];
  const birth: AmlField[] = entityType === 'individual' ? ['birthDate'] : [];
  return ['entityType', 'name', 'aliases', ...birth, 'country', 'identifiers', 'reason'];
}

export const watchlistSchema = amlDraftSchema(
  (draft) => watchlistFields(draft.entityType),
  ZAmlWatchlistEntryRequest,
);

/** An entry as the form shows it (Edit), or a blank one (Add). */
export function entryDraft(entry: TAmlWatchlistEntry | null): AmlDraft {
  const blank = emptyDraft([...watchlistFields('individual'), 'chain', 'address']);
  if (!entry) return blank;
  const { wallet, aliases, identifiers, entityType, name, birthDate, country, reason } = entry;
  const given = { entityType, name, birthDate, country: country?.toUpperCase(), reason, ...wallet };
  const texts = Object.fromEntries(Object.entries(given).filter(([, value]) => value));
  return { ...blank, ...texts, aliases: aliases.join(', '), identifiers: identifiers.join(', ') };
}
