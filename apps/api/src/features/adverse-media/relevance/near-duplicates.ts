/**
 * Syndicated copies of one story count once. Each article's words (folded, as the term matcher reads them)
 * are cut into shingles of three words, and the shingles into a MinHash signature of 64 minimum hashes: the
 * share of equal minima between two signatures estimates the Jaccard similarity of their shingle sets, with
 * a standard error of at most 0.0625. Copies of one wire story with a new headline, a sentence dropped or a
 * byline added keep well over 0.7 of their shingles; two stories about the same person share their name,
 * a court and a charge — under 0.3 of their shingles. The threshold, 0.5, sits between the two, four
 * standard errors from each. Articles join a group through any member (single link), and each group keeps
 * its earliest article as the story, listing every article's source.
 */
import type { ArticleSource, NewsArticle } from '../article.js';
import { foldedWords, foldText } from './folded-text.js';

export const SIGNATURE_SIZE = 64;
export const SHINGLE_WORDS = 3;
export const DUPLICATE_THRESHOLD = 0.5;

/** FNV-1a: a fast 32-bit string hash. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The i-th hash function: the shingle's hash mixed with a per-function seed (murmur3's finaliser). */
const seeds = Uint32Array.from({ length: SIGNATURE_SIZE }, (_, i) => hashString(`minhash-${i}`));
function mix(value: number, seed: number): number {
  let h = (value ^ seed) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function minHashSignature(text: string): Uint32Array {
  const words = foldedWords(foldText(text).text).map((word) => word.text);
  const signature = new Uint32Array(SIGNATURE_SIZE).fill(0xffffffff);
  const count = Math.max(1, words.length - SHINGLE_WORDS + 1);
  for (let i = 0; i < count; i += 1) {
    const shingle = hashString(words.slice(i, i + SHINGLE_WORDS).join(' '));
    for (let k = 0; k < SIGNATURE_SIZE; k += 1) {
      const value = mix(shingle, seeds[k] as number);
      if (value < (signature[k] as number)) signature[k] = value;
    }
  }
  return signature;
}

export function estimatedJaccard(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let k = 0; k < SIGNATURE_SIZE; k += 1) if (a[k] === b[k]) same += 1;
  return same / SIGNATURE_SIZE;
}

export interface StoryGroup<A extends NewsArticle> {
  /** The earliest article of the group. */
  story: A;
  /** Every article of the group, the story first, then by date. */
  copies: A[];
  sources: (ArticleSource & { publishedAt: string; articleId: string })[];
}

export function groupNearDuplicates<A extends NewsArticle>(
  articles: readonly A[],
  threshold: number = DUPLICATE_THRESHOLD,
): StoryGroup<A>[] {
  const signatures = articles.map((article) => minHashSignature(`${article.title}\n${article.body}`));
  const parent = articles.map((_, index) => index);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i] as number] as number;
      i = parent[i] as number;
    }
    return i;
  };
  for (let i = 0; i < articles.length; i += 1) {
    for (let j = i + 1; j < articles.length; j += 1) {
      if (estimatedJaccard(signatures[i] as Uint32Array, signatures[j] as Uint32Array) >= threshold) {
        parent[root(j)] = root(i);
      }
    }
  }
  const groups = new Map<number, A[]>();
  for (const [index, article] of articles.entries()) {
    const members = groups.get(root(index)) ?? [];
    members.push(article);
    groups.set(root(index), members);
  }
  return [...groups.values()].map((members) => {
    const copies = [...members].sort(
      (a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.id.localeCompare(b.id),
    );
    const story = copies[0] as A;
    const sources = copies.map((copy) => ({
      ...copy.source,
      publishedAt: copy.publishedAt,
      articleId: copy.id,
    }));
    return { story, copies, sources };
  });
}
