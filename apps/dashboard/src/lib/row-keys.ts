/**
 * React keys for rows that carry no id (watchlist matches, credit facilities). Two rows can read alike,
 * so a repeat gets a counter; the array index would misplace state when a refreshed list reorders.
 */
export function withRowKeys<T>(
  items: readonly T[],
  identity: (item: T) => string,
): Array<{ key: string; item: T }> {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = identity(item);
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    return { key: repeat === 0 ? base : `${base}#${repeat}`, item };
  });
}
