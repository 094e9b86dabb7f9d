import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flagAccountJustCreated } from './account-just-created';

describe('flagAccountJustCreated', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is true for 2000 ms, then false; a second call restarts the window', () => {
    const values: boolean[] = [];
    const set = (value: boolean) => values.push(value);
    flagAccountJustCreated(set);
    vi.advanceTimersByTime(1999);
    expect(values).toEqual([true]);
    flagAccountJustCreated(set);
    vi.advanceTimersByTime(1999);
    expect(values).toEqual([true, true]);
    vi.advanceTimersByTime(1);
    expect(values).toEqual([true, true, false]);
  });
});
