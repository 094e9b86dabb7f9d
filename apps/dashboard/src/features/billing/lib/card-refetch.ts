/**
 * After a card is added: the server lists the card only once the card provider's webhook reaches it, a moment
 * after the browser's confirmation, so payment methods and the business profile (hasPaymentMethod) are read
 * now and again at 3, 6 and 9 seconds.
 */

/** Now, then at 3, 6 and 9 seconds. */
export const CARD_REFETCH_DELAYS_MS = [0, 3000, 6000, 9000] as const;

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Runs `refetch` at each delay; the answer cancels the ones still to come. */
export function scheduleCardRefetches(refetch: () => void, timers: Timers = browserTimers): () => void {
  const handles = CARD_REFETCH_DELAYS_MS.map((ms) => timers.setTimeout(refetch, ms));
  return () => {
    for (const handle of handles) timers.clearTimeout(handle);
  };
}
