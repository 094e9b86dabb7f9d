/**
 * Liveness frames are taken on a timer but sent one at a time, in order: the challenge's rhythm must not
 * depend on the network, and the server reads the challenge in sequence order. A failed send stops the
 * queue with the frame still at its head, so `resume()` sends it again and nothing is lost or reordered.
 */

export interface FrameQueue<TItem> {
  push(item: TItem): void;
  /** Resolves once every pushed item is sent; rejects with the error that stopped the queue. */
  drain(): Promise<void>;
  /** The error that stopped the queue, if any. */
  readonly error: unknown;
  /** Sends again from the item that failed. */
  resume(): void;
  /** Sends nothing more (the flow was cancelled or closed). */
  stop(): void;
}

export function createFrameQueue<TItem>(send: (item: TItem) => Promise<void>): FrameQueue<TItem> {
  const items: TItem[] = [];
  let running = false;
  let stopped = false;
  let failure: { error: unknown } | null = null;
  let waiters: Array<{ resolve(): void; reject(error: unknown): void }> = [];

  const settle = () => {
    if (running || (items.length > 0 && failure === null)) return;
    const current = waiters;
    waiters = [];
    for (const waiter of current) {
      if (failure) waiter.reject(failure.error);
      else waiter.resolve();
    }
  };

  const pump = async () => {
    if (running || failure || stopped) return;
    running = true;
    while (items.length > 0 && !stopped) {
      try {
        await send(items[0] as TItem);
        items.shift();
      } catch (error) {
        failure = { error };
        break;
      }
    }
    running = false;
    settle();
  };

  return {
    push(item) {
      if (stopped) return;
      items.push(item);
      void pump();
    },
    drain() {
      if (failure) return Promise.reject(failure.error);
      if (!running && items.length === 0) return Promise.resolve();
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },
    get error() {
      return failure?.error;
    },
    resume() {
      failure = null;
      void pump();
    },
    stop() {
      stopped = true;
      items.length = 0;
      settle();
    },
  };
}
