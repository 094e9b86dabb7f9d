/**
 * The names of a list's entities, tokenised once when the entity is indexed and kept as numbers: each
 * distinct token (its text and weight) has an id, and an entity's names are one run of ids in a shared
 * typed array. A list of a million names repeats a few hundred thousand tokens, so this holds in tens of
 * bytes an entity what token objects would hold in a kilobyte, and a screening can remember what a token
 * scored against the query by its id.
 */
import type { NameToken } from './name-tokens.js';
import { withRoom } from './typed-growth.js';

/** Distinct tokens a store holds at most, so that two token ids make one safe integer (a joined token's key). */
export const MAX_TOKEN_IDS = 2 ** 26;

export class NameStore {
  private readonly ids = new Map<string, number>();
  private readonly tokenTexts: string[] = [];
  private readonly tokenWeights: number[] = [];
  /** Per entity: its number of names, then for each name its number of tokens and their ids. */
  private runs = new Int32Array(1024);
  private used = 0;

  /** Files one entity's names, each as its tokens; returns where they start. */
  add(names: readonly (readonly NameToken[])[]): number {
    const start = this.used;
    let needed = start + 1;
    for (const tokens of names) needed += 1 + tokens.length;
    this.runs = withRoom(this.runs, needed);
    let at = start;
    this.runs[at++] = names.length;
    for (const tokens of names) {
      this.runs[at++] = tokens.length;
      for (const token of tokens) this.runs[at++] = this.idOf(token);
    }
    this.used = at;
    return start;
  }

  /** The numbers `add` wrote: read from the offset it returned. */
  get data(): Int32Array {
    return this.runs;
  }

  text(id: number): string {
    return this.tokenTexts[id] as string;
  }

  weight(id: number): number {
    return this.tokenWeights[id] as number;
  }

  private idOf(token: NameToken): number {
    // A token's text holds no space, so the weight before one keeps a particle apart from a name written alike.
    const key = token.weight === 1 ? token.text : `${token.weight} ${token.text}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.tokenTexts.length;
      if (id >= MAX_TOKEN_IDS)
        throw new RangeError(`A name store holds at most ${MAX_TOKEN_IDS} distinct tokens`);
      this.ids.set(key, id);
      this.tokenTexts.push(token.text);
      this.tokenWeights.push(token.weight);
    }
    return id;
  }
}
