import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  reloadForChunkError,
  shouldReload,
} from './chunk-reload';

describe('shouldReload', () => {
  it('reloads when it never reloaded before', () => {
    expect(shouldReload(null, 1_000)).toBe(true);
  });

  it('does not reload again within 60 seconds', () => {
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(60_000);
    expect(shouldReload(1_000, 1_000 + 59_999)).toBe(false);
  });

  it('reloads again once 60 seconds have passed', () => {
    expect(shouldReload(1_000, 1_000 + 60_000)).toBe(true);
  });

  it('treats an unreadable stored value as never', () => {
    expect(shouldReload(Number.NaN, 5)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  function environment(stored: string | null, now: number) {
    const values = new Map<string, string>(stored === null ? [] : [[CHUNK_RELOAD_KEY, stored]]);
    return {
      values,
      storage: {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
      },
      now: () => now,
      reload: vi.fn(),
    };
  }

  it('reloads and records the time', () => {
    const env = environment(null, 10_000);
    expect(reloadForChunkError(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledOnce();
    expect(env.values.get(CHUNK_RELOAD_KEY)).toBe('10000');
  });

  it('holds back within the window', () => {
    const env = environment('10000', 30_000);
    expect(reloadForChunkError(env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});
