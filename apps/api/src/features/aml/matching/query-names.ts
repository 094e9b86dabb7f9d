/**
 * A screening's names, prepared once and compared with each candidate the index finds, as the name score
 * compares two names (the same variants in the same order, through the same `alignScore`, so the same
 * score to the last bit) but without building tokens: the candidate's names are read as token ids from the
 * index's name store, and what each of its tokens (or two neighbours joined) scores against the query's
 * tokens is computed once a screening, however many candidates share it.
 */
import { alignScore, joinable, MAX_JOIN_TOKENS } from './name-score.js';
import { MAX_TOKEN_IDS, type NameStore } from './name-store.js';
import { nameTokens } from './name-tokens.js';
import { tokenSimilarity } from './token-similarity.js';

/** One way of writing a query name: its tokens (as indices into the query's distinct texts) and weights. */
interface QueryVariant {
  tokens: Int32Array;
  weights: Float64Array;
}

export interface BestName {
  /** The best name agreement, 0 when no name agrees at all. */
  score: number;
  /** Which query name and which candidate name gave it; -1 when none did. */
  query: number;
  candidate: number;
}

export class QueryNames {
  /** The distinct texts of the query's tokens, as written and joined: a row holds one similarity per text. */
  private readonly texts: string[] = [];
  /** Per query name, its variants: none for a name with no token. */
  private readonly names: QueryVariant[][];
  private readonly tokenRows = new Map<number, Float64Array>();
  private readonly joinedRows = new Map<number, Float64Array>();
  // One candidate name's variants, laid out flat: variant k's tokens are variantStart[k] onwards.
  private variantRows: Float64Array[] = [];
  private variantWeights = new Float64Array(16);
  private variantStart = new Int32Array(8);
  private variantLength = new Int32Array(8);
  private similarity = new Float64Array(64);
  private candidateWeights = new Float64Array(16);

  constructor(names: readonly string[]) {
    this.names = names.map((name) => this.variantsOf(name));
  }

  /** The best agreement between one of the query's names and one of the entity's at `offset` in `store`. */
  best(store: NameStore, offset: number): BestName {
    const data = store.data;
    const found: BestName = { score: 0, query: -1, candidate: -1 };
    const nameCount = data[offset] as number;
    for (const [q, variants] of this.names.entries()) {
      if (variants.length === 0) continue;
      let at = offset + 1;
      for (let c = 0; c < nameCount; c += 1) {
        const length = data[at] as number;
        const start = at + 1;
        at = start + length;
        if (length === 0) continue;
        const score = this.compare(variants, store, data, start, length);
        if (score > found.score) {
          found.score = score;
          found.query = q;
          found.candidate = c;
          if (score === 1) return found;
        }
      }
    }
    return found;
  }

  private variantsOf(name: string): QueryVariant[] {
    const tokens = nameTokens(name);
    if (tokens.length === 0) return [];
    const textIndex = (text: string) => {
      const index = this.texts.indexOf(text);
      return index >= 0 ? index : this.texts.push(text) - 1;
    };
    const variant = (texts: string[], weights: number[]): QueryVariant => ({
      tokens: Int32Array.from(texts, textIndex),
      weights: Float64Array.from(weights),
    });
    const texts = tokens.map((token) => token.text);
    const weights = tokens.map((token) => token.weight);
    const variants = [variant(texts, weights)];
    if (tokens.length > MAX_JOIN_TOKENS) return variants;
    for (let i = 0; i + 1 < tokens.length; i += 1) {
      const left = texts[i] as string;
      const right = texts[i + 1] as string;
      if (!joinable(left, right)) continue;
      const weight = Math.max(weights[i] as number, weights[i + 1] as number);
      variants.push(
        variant(
          [...texts.slice(0, i), left + right, ...texts.slice(i + 2)],
          [...weights.slice(0, i), weight, ...weights.slice(i + 2)],
        ),
      );
    }
    return variants;
  }

  /** As comparePreparedNames: the best of every query variant against every candidate variant, first best kept. */
  private compare(
    variants: QueryVariant[],
    store: NameStore,
    data: Int32Array,
    start: number,
    length: number,
  ): number {
    const count = this.layOut(store, data, start, length);
    let best = -1;
    for (const variant of variants) {
      const qn = variant.tokens.length;
      for (let k = 0; k < count; k += 1) {
        const from = this.variantStart[k] as number;
        const cn = this.variantLength[k] as number;
        if (this.similarity.length < qn * cn) this.similarity = new Float64Array(qn * cn * 2);
        if (this.candidateWeights.length < cn) this.candidateWeights = new Float64Array(cn * 2);
        for (let c = 0; c < cn; c += 1) {
          const row = this.variantRows[from + c] as Float64Array;
          this.candidateWeights[c] = this.variantWeights[from + c] as number;
          for (let q = 0; q < qn; q += 1)
            this.similarity[q * cn + c] = row[variant.tokens[q] as number] as number;
        }
        const score = alignScore(this.similarity, variant.weights, qn, this.candidateWeights, cn, null);
        if (score > best) best = score;
        if (best === 1) return best;
      }
    }
    return best;
  }

  /** Lays out the candidate name's variants (as written, then each pair of neighbours joined); returns how many. */
  private layOut(store: NameStore, data: Int32Array, start: number, length: number): number {
    const joins = length > MAX_JOIN_TOKENS ? 0 : length - 1;
    const room = length * (1 + joins);
    if (this.variantWeights.length < room) this.variantWeights = new Float64Array(room * 2);
    if (this.variantStart.length < 1 + joins) {
      this.variantStart = new Int32Array((1 + joins) * 2);
      this.variantLength = new Int32Array((1 + joins) * 2);
    }
    for (let c = 0; c < length; c += 1) {
      const id = data[start + c] as number;
      this.variantRows[c] = this.tokenRow(store, id);
      this.variantWeights[c] = store.weight(id);
    }
    this.variantStart[0] = 0;
    this.variantLength[0] = length;
    let count = 1;
    let at = length;
    for (let i = 0; i < joins; i += 1) {
      const left = data[start + i] as number;
      const right = data[start + i + 1] as number;
      if (!joinable(store.text(left), store.text(right))) continue;
      this.variantStart[count] = at;
      this.variantLength[count] = length - 1;
      count += 1;
      for (let c = 0; c < length; c += 1) {
        if (c === i + 1) continue;
        if (c === i) {
          this.variantRows[at] = this.joinedRow(store, left, right);
          this.variantWeights[at] = Math.max(store.weight(left), store.weight(right));
        } else {
          this.variantRows[at] = this.variantRows[c] as Float64Array;
          this.variantWeights[at] = this.variantWeights[c] as number;
        }
        at += 1;
      }
    }
    return count;
  }

  private tokenRow(store: NameStore, id: number): Float64Array {
    let row = this.tokenRows.get(id);
    if (!row) {
      row = this.rowFor(store.text(id));
      this.tokenRows.set(id, row);
    }
    return row;
  }

  private joinedRow(store: NameStore, left: number, right: number): Float64Array {
    const key = left * MAX_TOKEN_IDS + right;
    let row = this.joinedRows.get(key);
    if (!row) {
      row = this.rowFor(store.text(left) + store.text(right));
      this.joinedRows.set(key, row);
    }
    return row;
  }

  private rowFor(candidate: string): Float64Array {
    const row = new Float64Array(this.texts.length);
    for (const [index, text] of this.texts.entries())
      row[index] = tokenSimilarity(text, candidate).similarity;
    return row;
  }
}
