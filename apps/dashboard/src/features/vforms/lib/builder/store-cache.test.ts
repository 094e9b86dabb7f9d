import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStoreCache } from './store-cache';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the builder store cache', () => {
  it('hands the same store to the next panel page, which mounts as the last one unmounts', () => {
    const disposed: string[] = [];
    const cache = createStoreCache<{ name: string }>((store) => disposed.push(store.name), 1000);
    const first = cache.acquire('tpl-1', () => ({ name: 'one' }));
    cache.retain('tpl-1');
    cache.release('tpl-1');
    const next = cache.acquire('tpl-1', () => ({ name: 'two' }));
    cache.retain('tpl-1');
    vi.advanceTimersByTime(5000);
    expect(next).toBe(first);
    expect(disposed).toEqual([]);
  });

  it('disposes of a store nobody retains after the grace period; the next visit creates a new one', () => {
    const disposed: string[] = [];
    const cache = createStoreCache<{ name: string }>((store) => disposed.push(store.name), 1000);
    cache.acquire('tpl-1', () => ({ name: 'one' }));
    cache.retain('tpl-1');
    cache.release('tpl-1');
    vi.advanceTimersByTime(999);
    expect(cache.peek('tpl-1')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(disposed).toEqual(['one']);
    expect(cache.peek('tpl-1')).toBeUndefined();
    expect(cache.acquire('tpl-1', () => ({ name: 'two' })).name).toBe('two');
  });

  it('disposes of a store that was created but never retained', () => {
    const disposed: string[] = [];
    const cache = createStoreCache<{ name: string }>((store) => disposed.push(store.name), 1000);
    cache.acquire('tpl-1', () => ({ name: 'one' }));
    vi.advanceTimersByTime(1000);
    expect(disposed).toEqual(['one']);
  });
});
