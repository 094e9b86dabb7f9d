import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleCardRefetches } from './card-refetch';

describe('the refetches after a card is added', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads now and at 3, 6 and 9 seconds', () => {
    const refetch = vi.fn();
    scheduleCardRefetches(refetch);
    vi.advanceTimersByTime(0);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2999);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(3000);
    expect(refetch).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(3000);
    expect(refetch).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(60_000);
    expect(refetch).toHaveBeenCalledTimes(4);
  });

  it('can be cancelled', () => {
    const refetch = vi.fn();
    const cancel = scheduleCardRefetches(refetch);
    vi.advanceTimersByTime(3000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
