/**
 * Room in a typed array that grows as a list is filled: the index keeps its postings and names in typed
 * arrays, which hold a number in four bytes and give the collector nothing to trace, where a million
 * entities in plain arrays and objects would cost several times the memory.
 */
type NumberArray = Int32Array | Uint16Array;

/** `array` if it holds `needed` numbers, or a copy half as large again (at least `needed`, at least 4). */
export function withRoom<T extends NumberArray>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const Grown = array.constructor as new (length: number) => T;
  const grown = new Grown(Math.max(needed, 4, array.length + (array.length >> 1)));
  grown.set(array);
  return grown;
}
