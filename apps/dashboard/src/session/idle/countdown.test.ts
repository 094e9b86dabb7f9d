import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, countdownValue } from './countdown';

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

describe('countdownValue (what a view shows before the first tick)', () => {
  it('a warning opening 2.5 s after the session went idle shows 58, not 60', () => {
    expect(countdownValue({ from: 60 }, 10_000, 12_500)).toBe(58);
  });

  it('is the full count at its start or for a start in the future, and the end once over', () => {
    expect(countdownValue({ from: 60 }, 10_000, 10_000)).toBe(60);
    expect(countdownValue({ from: 60 }, 20_000, 10_000)).toBe(60);
    expect(countdownValue({ from: 60 }, 0, 7_200_000)).toBe(0);
    expect(countdownValue({ from: 5, end: 3, intervalMs: 500 }, 0, 600)).toBe(4);
  });
});
