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
export const MAX_JOIN_TOKENS = 6;

/** Whether two neighbouring tokens are also tried as one word: an initial is not joined to anything. */
export function joinable(left: string, right: string): boolean {
  return left.length >= 2 && right.length >= 2;
}

/** The token list, and each variant with two neighbours written as one word. */
function joinVariants(tokens: NameToken[]): NameToken[][] {
  const variants = [tokens];
  if (tokens.length > MAX_JOIN_TOKENS) return variants;
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const left = tokens[i] as NameToken;
    const right = tokens[i + 1] as NameToken;
    if (!joinable(left.text, right.text)) continue;
    const joined = { text: left.text + right.text, weight: Math.max(left.weight, right.weight) };
    variants.push([...tokens.slice(0, i), joined, ...tokens.slice(i + 2)]);
  }
  return variants;
}

// Scratch for alignScore, reused: names are short, and a screening aligns thousands of pairs of them.
let optionQ = new Int32Array(64);
let optionC = new Int32Array(64);
let optionS = new Float64Array(64);
let usedQ = new Uint8Array(16);
let usedC = new Uint8Array(16);

/**
 * The score of one pairing of a query's tokens with a candidate's: `similarity[q * cn + c]` is how alike
 * query token q and candidate token c are. Pairs are taken best first, the earlier pair first when two are
 * alike (q, then c), each token once. When `picks` is given, it receives the count of pairs taken, then
 * each pair's q and c in the order taken. Both the full comparison and the screening's cached one call
 * this, so they cannot score a name differently.
 */
export function alignScore(
  similarity: Float64Array,
  queryWeights: Float64Array,
  qn: number,
  candidateWeights: Float64Array,
  cn: number,
  picks: Int32Array | null,
): number {
  if (optionS.length < qn * cn) {
    optionQ = new Int32Array(qn * cn * 2);
    optionC = new Int32Array(qn * cn * 2);
    optionS = new Float64Array(qn * cn * 2);
  }
  if (usedQ.length < qn) usedQ = new Uint8Array(qn * 2);
  if (usedC.length < cn) usedC = new Uint8Array(cn * 2);
  // Each option is inserted after those at least as alike: the order a stable sort, best first, gives.
  let options = 0;
  for (let q = 0; q < qn; q += 1) {
    for (let c = 0; c < cn; c += 1) {
      const alike = similarity[q * cn + c] as number;
      if (alike < PAIR_FLOOR) continue;
      let at = options;
      while (at > 0 && (optionS[at - 1] as number) < alike) {
        optionQ[at] = optionQ[at - 1] as number;
        optionC[at] = optionC[at - 1] as number;
        optionS[at] = optionS[at - 1] as number;
        at -= 1;
      }
      optionQ[at] = q;
      optionC[at] = c;
      optionS[at] = alike;
      options += 1;
    }
  }
  usedQ.fill(0, 0, qn);
  usedC.fill(0, 0, cn);
  let agreed = 0;
  let taken = 0;
  for (let i = 0; i < options; i += 1) {
    const q = optionQ[i] as number;
    const c = optionC[i] as number;
    if (usedQ[q] === 1 || usedC[c] === 1) continue;
    usedQ[q] = 1;
    usedC[c] = 1;
    agreed += (optionS[i] as number) * Math.min(queryWeights[q] as number, candidateWeights[c] as number);
    if (picks) {
      picks[1 + 2 * taken] = q;
      picks[2 + 2 * taken] = c;
    }
    taken += 1;
  }
  if (picks) picks[0] = taken;
  let queryWeight = 0;
  for (let q = 0; q < qn; q += 1) queryWeight += queryWeights[q] as number;
  let candidateWeight = 0;
  for (let c = 0; c < cn; c += 1) candidateWeight += candidateWeights[c] as number;
  const queryShorter = queryWeight <= candidateWeight;
  const shorterWeights = queryShorter ? queryWeights : candidateWeights;
  const longerWeights = queryShorter ? candidateWeights : queryWeights;
  const longerUsed = queryShorter ? usedC : usedQ;
  const shorterLength = queryShorter ? qn : cn;
  const longerLength = queryShorter ? cn : qn;
  let extra = 0;
  let namedLonger = 0;
  for (let i = 0; i < longerLength; i += 1) {
    if (longerWeights[i] !== 1) continue;
    namedLonger += 1;
    if (longerUsed[i] === 0) extra += 1;
  }
  let namedShorter = 0;
  for (let i = 0; i < shorterLength; i += 1) if (shorterWeights[i] === 1) namedShorter += 1;
  let score = agreed / Math.max(queryShorter ? queryWeight : candidateWeight, 1e-9);
  score *= EXTRA_TOKEN_FACTOR ** extra;
  if (namedShorter <= 1 && namedLonger > 1) score *= SINGLE_TOKEN_FACTOR;
  return Math.min(1, score);
}

const weightsOf = (tokens: readonly NameToken[]): Float64Array =>
  Float64Array.from(tokens, (token) => token.weight);

function align(query: NameToken[], candidate: NameToken[]): NameComparison {
  const qn = query.length;
  const cn = candidate.length;
  const similarity = new Float64Array(qn * cn);
  const agreements: TokenAgreement[] = [];
  for (let q = 0; q < qn; q += 1) {
    for (let c = 0; c < cn; c += 1) {
      const alike = tokenSimilarity((query[q] as NameToken).text, (candidate[c] as NameToken).text);
      similarity[q * cn + c] = alike.similarity;
      agreements[q * cn + c] = alike.agreement;
    }
  }
  const picks = new Int32Array(1 + 2 * Math.min(qn, cn));
  const score = alignScore(similarity, weightsOf(query), qn, weightsOf(candidate), cn, picks);
  const pairs: TokenPair[] = [];
  const pairedQ = new Set<number>();
  const pairedC = new Set<number>();
  for (let i = 0; i < (picks[0] as number); i += 1) {
    const q = picks[1 + 2 * i] as number;
    const c = picks[2 + 2 * i] as number;
    pairedQ.add(q);
    pairedC.add(c);
    pairs.push({
      query: (query[q] as NameToken).text,
      candidate: (candidate[c] as NameToken).text,
      agreement: agreements[q * cn + c] as TokenAgreement,
      similarity: similarity[q * cn + c] as number,
    });
  }
  const weightOf = (tokens: NameToken[]) => tokens.reduce((sum, token) => sum + token.weight, 0);
  const queryLonger = weightOf(query) > weightOf(candidate);
  const longer = queryLonger ? query : candidate;
  const paired = queryLonger ? pairedQ : pairedC;
  const unpaired = longer.filter((_, index) => !paired.has(index)).map((token) => token.text);
  return { score, pairs, unpaired };
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
      // Nothing scores above 1, and a later variant only replaces one it beats.
      if (best.score === 1) return best;
    }
  }
  return best;
}

export function compareNames(query: string, candidate: string): NameComparison {
  return comparePreparedNames(prepareName(query), prepareName(candidate));
}
