/** Calls `fn` at most once per `waitMs` (leading edge): enough for activity pings, which only mark time. */
export function throttle(fn: () => void, waitMs: number, now: () => number = Date.now): () => void {
  let lastCall = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - lastCall < waitMs) return;
    lastCall = time;
    fn();
  };
}
