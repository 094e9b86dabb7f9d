/**
 * How alike two personal names are, 0 to 1, whatever the order of the names, their case, accents or
 * punctuation: the Sørensen–Dice coefficient of the character bigrams of the sorted name tokens. Good
 * enough to flag "Olawale Funmilayo" against "FUNMILAYO OLAWALE" and a one-letter typo, which is what a
 * screening must not miss; a person reviews every match it raises.
 */
function normalise(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i += 1) {
    const gram = text.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

export function nameSimilarity(a: string, b: string): number {
  const left = normalise(a);
  const right = normalise(b);
  if (!left || !right) return 0;
  if (left === right) return 1;
  const leftGrams = bigrams(left);
  const rightGrams = bigrams(right);
  let shared = 0;
  for (const [gram, count] of leftGrams) shared += Math.min(count, rightGrams.get(gram) ?? 0);
  const total = left.length - 1 + (right.length - 1);
  return total > 0 ? (2 * shared) / total : 0;
}
