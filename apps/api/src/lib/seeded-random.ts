/**
 * A seeded random source (mulberry32) for the sandbox's synthetic data (the screening list, the news corpus),
 * so it is the same on every machine: the same seed always draws the same numbers.
 */
export interface SeededRandom {
  next(): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** An integer in [from, to]. */
  between(from: number, to: number): number;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
    between: (from: number, to: number) => from + Math.floor(next() * (to - from + 1)),
  };
}
