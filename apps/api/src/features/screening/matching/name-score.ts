/**
 * How alike two names are, 0 to 1, whatever their order, with the tokens that agreed and how. Tokens are
 * paired best-first (each used once), so "Bello Aliyu" is "Aliyu Bello". A name split or joined differently
 * (Abdul Rahman, Abdulrahman; Chukwu Emeka, Chukwuemeka) is tried both ways. The score is the weight of the
 * shorter name's tokens that found a partner, so a missing middle name costs little, while a name that
 * shares only a surname with another (Musa Bello, Aliyu Bello) scores half. A one-word name against a
 * longer one is held below a match: a surname alone is not a person.
 */
import { type NameToken, nameTokens } from './name-tokens.js';
import { type TokenAgreement, tokenSimilarity } from './token-similarity.js';

export interface TokenPair {
  query: string;
  candidate: string;
  agreement: TokenAgreement;
  similarity: number;
}

export interface NameComparison {
  score: number;
  pairs: TokenPair[];
  /** Tokens of the longer name that found no partner (a middle name one side lacks). */
  unpaired: string[];
}

/** Below this a pair of tokens is not taken as the same name at all. */
const PAIR_FLOOR = 0.6;
/** What each token the longer name has beyond the shorter's costs. */
const EXTRA_TOKEN_FACTOR = 0.97;
/** A single name against a fuller one. */
const SINGLE_TOKEN_FACTOR = 0.7;
/** Names longer than this are compared as written, without trying joins (the tries grow with the square). */
const MAX_JOIN_TOKENS = 6;

/** The token list, and each variant with two neighbours written as one word. */
function joinVariants(tokens: NameToken[]): NameToken[][] {
  const variants = [tokens];
  if (tokens.length > MAX_JOIN_TOKENS) return variants;
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const left = tokens[i] as NameToken;
    const right = tokens[i + 1] as NameToken;
    if (left.text.length < 2 || right.text.length < 2) continue;
    const joined = { text: left.text + right.text, weight: Math.max(left.weight, right.weight) };
    variants.push([...tokens.slice(0, i), joined, ...tokens.slice(i + 2)]);
  }
  return variants;
}

function align(query: NameToken[], candidate: NameToken[]): NameComparison {
  const options: { q: number; c: number; similarity: number; agreement: TokenAgreement }[] = [];
  for (const [q, queryToken] of query.entries()) {
    for (const [c, candidateToken] of candidate.entries()) {
      const { similarity, agreement } = tokenSimilarity(queryToken.text, candidateToken.text);
      if (similarity >= PAIR_FLOOR) options.push({ q, c, similarity, agreement });
    }
  }
  options.sort((a, b) => b.similarity - a.similarity);
  const usedQ = new Set<number>();
  const usedC = new Set<number>();
  const pairs: TokenPair[] = [];
  let agreed = 0;
  for (const option of options) {
    if (usedQ.has(option.q) || usedC.has(option.c)) continue;
    usedQ.add(option.q);
    usedC.add(option.c);
    const queryToken = query[option.q] as NameToken;
    const candidateToken = candidate[option.c] as NameToken;
    agreed += option.similarity * Math.min(queryToken.weight, candidateToken.weight);
    pairs.push({
      query: queryToken.text,
      candidate: candidateToken.text,
      agreement: option.agreement,
      similarity: option.similarity,
    });
  }
  const weightOf = (tokens: NameToken[]) => tokens.reduce((sum, token) => sum + token.weight, 0);
  const shorter = weightOf(query) <= weightOf(candidate) ? query : candidate;
  const longer = shorter === query ? candidate : query;
  const usedInLonger = longer === query ? usedQ : usedC;
  const unpaired = longer.filter((_, index) => !usedInLonger.has(index)).map((token) => token.text);
  const extra = longer.filter((token, index) => !usedInLonger.has(index) && token.weight === 1).length;
  let score = agreed / Math.max(weightOf(shorter), 1e-9);
  score *= EXTRA_TOKEN_FACTOR ** extra;
  const named = (tokens: NameToken[]) => tokens.filter((token) => token.weight === 1).length;
  if (named(shorter) <= 1 && named(longer) > 1) score *= SINGLE_TOKEN_FACTOR;
  return { score: Math.min(1, score), pairs, unpaired };
}

/** A name ready to compare: its tokens as written, then with each pair of neighbours joined. */
export type PreparedName = NameToken[][];

export function prepareName(name: string): PreparedName {
  const tokens = nameTokens(name);
  return tokens.length === 0 ? [] : joinVariants(tokens);
}

export function comparePreparedNames(query: PreparedName, candidate: PreparedName): NameComparison {
  if (query.length === 0 || candidate.length === 0) return { score: 0, pairs: [], unpaired: [] };
  let best: NameComparison = { score: -1, pairs: [], unpaired: [] };
  for (const q of query) {
    for (const c of candidate) {
      const comparison = align(q, c);
      if (comparison.score > best.score) best = comparison;
    }
  }
  return best;
}

export function compareNames(query: string, candidate: string): NameComparison {
  return comparePreparedNames(prepareName(query), prepareName(candidate));
}
