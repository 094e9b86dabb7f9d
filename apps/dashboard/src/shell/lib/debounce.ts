/** Trailing-edge debounce with `cancel`, for events that should fire once things settle. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let handle: ReturnType<typeof setTimeout> | null = null;
  const debounced = (...args: A) => {
    if (handle !== null) clearTimeout(handle);
    handle = setTimeout(() => {
      handle = null;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (handle !== null) clearTimeout(handle);
    handle = null;
  };
  return debounced;
}
