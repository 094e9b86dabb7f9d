/**
 * What a check screens, from what it was asked: the subject as the record keeps and shows it, and as the
 * matcher compares it (countries in upper case, as lists write them; a wallet as an identifier).
 */
import type {
  AmlEntityType,
  TAmlCryptoCheckRequest,
  TAmlNameCheckRequest,
  TAmlSubject,
  WalletChain,
} from '@verity/client';
import type { MatchSubject } from './matching/match-score.js';

/** A name check's fields, as its schema gives them. */
export type NameSubjectInput = Omit<TAmlNameCheckRequest, 'entityType' | 'gender'> & {
  gender?: 'male' | 'female' | undefined;
};

export interface ScreenedSubject {
  subject: TAmlSubject;
  match: MatchSubject;
  /** The name or wallet as the history shows it. */
  reference: string;
}

const upper = (values: ReadonlyArray<string | null | undefined>) =>
  values.filter((value): value is string => Boolean(value)).map((value) => value.toUpperCase());

export function nameSubject(entityType: AmlEntityType, input: NameSubjectInput): ScreenedSubject {
  const subject: TAmlSubject = {
    entityType,
    name: input.name,
    birthDate: input.birthDate ?? null,
    country: input.country ?? null,
    nationality: input.nationality ?? null,
    gender: input.gender ?? null,
    identifiers: input.identifiers ?? [],
    wallet: null,
    verificationId: null,
  };
  return {
    subject,
    reference: input.name,
    match: {
      schema: entityType === 'business' ? 'Company' : 'Person',
      names: [input.name],
      birthDates: input.birthDate ? [input.birthDate] : [],
      countries: upper([input.country, input.nationality]),
      ...(input.gender ? { gender: input.gender } : {}),
      identifiers: input.identifiers ?? [],
    },
  };
}

/** What a wallet's subject does not have. */
const nameless = { name: null, birthDate: null, country: null, nationality: null, gender: null };

export function walletSubject(input: Required<TAmlCryptoCheckRequest>): ScreenedSubject {
  const wallet = { chain: input.chain as WalletChain, address: input.address };
  return {
    subject: { ...nameless, entityType: 'wallet', identifiers: [], wallet, verificationId: null },
    reference: `${input.chain}:${input.address}`,
    // A wallet has no name: it is found by its address alone, whoever's list it is on.
    match: { schema: 'Person', names: [], wallets: [wallet] },
  };
}
