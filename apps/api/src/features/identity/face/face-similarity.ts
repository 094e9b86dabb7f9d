/**
 * Human's `match.similarity` with its default options (Euclidean distance, multiplier 25, normalised over
 * 0.2..0.8, two decimals), as a pure function: a decision over stored descriptors needs no loaded engine.
 * Same arithmetic as @vladmandic/human 3.3.6 src/face/match.ts (MIT); face-similarity.test.ts checks it
 * against the engine's own on real photos.
 */
const MULTIPLIER = 25;
const MIN = 0.2;
const MAX = 0.8;

export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    sum += diff * diff;
  }
  const distance = Math.round(100 * MULTIPLIER * sum) / 100;
  if (distance === 0) return 1;
  const normalised = (1 - Math.sqrt(distance) / 100 - MIN) / (MAX - MIN);
  return Math.round(100 * Math.max(Math.min(normalised, 1), 0)) / 100;
}
