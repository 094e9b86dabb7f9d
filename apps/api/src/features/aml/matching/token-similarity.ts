/**
 * How alike two name tokens are, 0 to 1, and why. Spelling variants that sound alike (Mohammed, Muhammad;
 * Yusuf, Yousef; Kwabena, Kobina) share a double-metaphone key; a typo is one edit (two in a long name);
 * an initial stands for any name it begins. Anything further apart counts for little, so two different
 * names that share letters (Adebayo, Adebola) do not add up to a match.
 */
import { doubleMetaphone } from 'double-metaphone';
import { distance } from 'fastest-levenshtein';

export type TokenAgreement = 'exact' | 'phonetic' | 'typo' | 'initial' | 'different';

export interface TokenSimilarity {
  similarity: number;
  agreement: TokenAgreement;
}

const phoneticCache = new Map<string, readonly [string, string]>();

/** The token's two double-metaphone keys (primary, alternate), cached: a screening asks for the same few thousand. */
export function phoneticKeys(token: string): readonly [string, string] {
  let keys = phoneticCache.get(token);
  if (!keys) {
    keys = doubleMetaphone(token);
    if (phoneticCache.size > 100_000) phoneticCache.clear();
    phoneticCache.set(token, keys);
  }
  return keys;
}

/** Two letters swapped side by side ("Takno", "Tanko"), which edit distance counts as two edits. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ: number[] = [];
  for (let i = 0; i < a.length && differ.length <= 2; i += 1) if (a[i] !== b[i]) differ.push(i);
  const [first, second] = differ;
  return (
    differ.length === 2 &&
    second === (first as number) + 1 &&
    a[first as number] === b[second] &&
    a[second] === b[first as number]
  );
}

/** Whether two tokens sound alike: a shared double-metaphone key, for tokens long enough that one says much. */
function soundAlike(a: string, b: string): boolean {
  const [a1, a2] = phoneticKeys(a);
  const [b1, b2] = phoneticKeys(b);
  return a1 !== '' && (a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2);
}

/** Edits a token of this length may carry and still be the same name mistyped. */
function typoAllowance(length: number): number {
  if (length >= 8) return 2;
  return length >= 4 ? 1 : 0;
}

const INITIAL = 0.85;
const TYPO_FLOOR = 0.85;
const PHONETIC_FLOOR = 0.9;
/** Letters shared beyond a typo say little about whether two names are one. */
const UNRELATED_SCALE = 0.5;

export function tokenSimilarity(a: string, b: string): TokenSimilarity {
  if (a === b) return { similarity: 1, agreement: 'exact' };
  if (a.length === 1 || b.length === 1) {
    return a[0] === b[0]
      ? { similarity: INITIAL, agreement: 'initial' }
      : { similarity: 0, agreement: 'different' };
  }
  const edits = swapped(a, b) ? 1 : distance(a, b);
  const longest = Math.max(a.length, b.length);
  const letters = 1 - edits / longest;
  if (letters >= (Math.min(a.length, b.length) >= 4 ? 0.5 : 0.75) && soundAlike(a, b))
    return { similarity: Math.max(letters, PHONETIC_FLOOR), agreement: 'phonetic' };
  if (edits <= typoAllowance(Math.min(a.length, b.length))) {
    return { similarity: Math.max(letters, TYPO_FLOOR), agreement: 'typo' };
  }
  return { similarity: letters * UNRELATED_SCALE, agreement: 'different' };
}
