import { describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  it('lets the first call through and drops calls within the wait', () => {
    let now = 0;
    const fn = vi.fn();
    const throttled = throttle(fn, 500, () => now);
    throttled();
    now = 499;
    throttled();
    expect(fn).toHaveBeenCalledOnce();
    now = 500;
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
