import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('counts 60 down to 0 once a second, then ends', () => {
    const ticks: number[] = [];
    const onEnd = vi.fn();
    const countdown = new Countdown({ from: 60, onTick: (n) => ticks.push(n), onEnd });
    countdown.start();
    expect(ticks).toEqual([60]);
    vi.advanceTimersByTime(1_000);
    expect(ticks).toEqual([60, 59]);
    vi.advanceTimersByTime(58_999);
    expect(onEnd).not.toHaveBeenCalled();
    expect(countdown.remaining).toBe(1);
    vi.advanceTimersByTime(1);
    expect(ticks).toHaveLength(61);
    expect(ticks.at(-1)).toBe(0);
    expect(onEnd).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes by the clock, not by counted ticks: a late timer skips to the right value', () => {
    const ticks: number[] = [];
    let now = 0;
    let pending: (() => void) | undefined;
    const countdown = new Countdown({
      from: 10,
      onTick: (n) => ticks.push(n),
      onEnd: vi.fn(),
      now: () => now,
      setTimeout: (callback) => {
        pending = callback;
        return 1 as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimeout: () => undefined,
    });
    countdown.start();
    now = 4_500; // the tab slept
    pending?.();
    expect(ticks).toEqual([10, 6]);
  });

  it('started from a time in the past (the machine slept) opens at what is left', () => {
    const ticks: number[] = [];
    const onEnd = vi.fn();
    const countdown = new Countdown({ from: 60, onTick: (n) => ticks.push(n), onEnd });
    countdown.start(Date.now() - 2_500);
    expect(ticks).toEqual([58]);
    vi.advanceTimersByTime(500);
    expect(ticks).toEqual([58, 57]);
    vi.advanceTimersByTime(57_000);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('started more than its length ago, it ends at once at the end value', () => {
    const ticks: number[] = [];
    const onEnd = vi.fn();
    new Countdown({ from: 60, onTick: (n) => ticks.push(n), onEnd }).start(Date.now() - 7_200_000);
    expect(ticks).toEqual([0]);
    expect(onEnd).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop() ends it silently', () => {
    const onEnd = vi.fn();
    const countdown = new Countdown({ from: 3, onTick: vi.fn(), onEnd });
    countdown.start();
    countdown.stop();
    vi.advanceTimersByTime(10_000);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('honours a custom interval and end', () => {
    const ticks: number[] = [];
    const onEnd = vi.fn();
    new Countdown({ from: 5, end: 3, intervalMs: 500, onTick: (n) => ticks.push(n), onEnd }).start();
    vi.advanceTimersByTime(1_000);
    expect(ticks).toEqual([5, 4, 3]);
    expect(onEnd).toHaveBeenCalledOnce();
  });
});
