/**
 * Keeps an open form's store alive across the builder's own navigations. Each panel is a route and the
 * router remounts the page on every location, so a store held in component state would be rebuilt from
 * the last fetched template, losing the history and edits still waiting. The page retains its store while
 * mounted; once nobody has retained it for `graceMs` (moving to another panel mounts the next page at
 * once), it is disposed of: what waits is sent, and the next visit starts from the server again.
 */
import type { Timers } from './save-queue';

const defaultTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface StoreCache<S> {
  /** The store of `key`, if one is alive. */
  peek(key: string): S | undefined;
  /** The store of `key`, created if there is none. */
  acquire(key: string, create: () => S): S;
  /** A mounted page uses it: it is not disposed of until released. */
  retain(key: string): void;
  release(key: string): void;
}

export function createStoreCache<S>(
  dispose: (store: S) => void,
  graceMs = 1000,
  timers = defaultTimers,
): StoreCache<S> {
  const entries = new Map<string, { store: S; users: number; timer: unknown }>();
  const cancel = (entry: { timer: unknown }) => {
    if (entry.timer !== null) timers.clear(entry.timer);
    entry.timer = null;
  };
  const schedule = (key: string) => {
    const entry = entries.get(key);
    if (!entry || entry.users > 0) return;
    cancel(entry);
    entry.timer = timers.set(() => {
      if (entries.get(key) !== entry || entry.users > 0) return;
      entries.delete(key);
      dispose(entry.store);
    }, graceMs);
  };
  return {
    peek: (key) => entries.get(key)?.store,
    acquire(key, create) {
      const existing = entries.get(key);
      if (existing) return existing.store;
      const entry = { store: create(), users: 0, timer: null as unknown };
      entries.set(key, entry);
      // Created but never retained (a render React threw away): it still goes in time.
      schedule(key);
      return entry.store;
    },
    retain(key) {
      const entry = entries.get(key);
      if (!entry) return;
      cancel(entry);
      entry.users += 1;
    },
    release(key) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.users = Math.max(0, entry.users - 1);
      schedule(key);
    },
  };
}
