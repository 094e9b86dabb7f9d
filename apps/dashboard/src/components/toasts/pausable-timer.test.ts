import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PausableTimer } from './pausable-timer';
import { TOAST_DURATION_MS } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PausableTimer (a toast lasts 5 s, paused under the mouse)', () => {
  it('fires after the toast duration', () => {
    expect(TOAST_DURATION_MS).toBe(5_000);
    const onDone = vi.fn();
    new PausableTimer(TOAST_DURATION_MS, onDone).resume();
    vi.advanceTimersByTime(4_999);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('pausing holds the time left; resuming continues it instead of restarting', () => {
    const onDone = vi.fn();
    const timer = new PausableTimer(5_000, onDone);
    timer.resume();
    vi.advanceTimersByTime(3_000);
    timer.pause();
    expect(timer.paused).toBe(true);
    expect(timer.remaining).toBe(2_000);
    vi.advanceTimersByTime(60_000);
    expect(onDone).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(1_999);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('pausing and resuming repeatedly adds up', () => {
    const onDone = vi.fn();
    const timer = new PausableTimer(5_000, onDone);
    for (let i = 0; i < 4; i += 1) {
      timer.resume();
      vi.advanceTimersByTime(1_000);
      timer.pause();
      vi.advanceTimersByTime(10_000);
    }
    expect(timer.remaining).toBe(1_000);
    timer.resume();
    vi.advanceTimersByTime(1_000);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('a second resume while running does not double the timer', () => {
    const onDone = vi.fn();
    const timer = new PausableTimer(5_000, onDone);
    timer.resume();
    timer.resume();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('cancel() stops it for good', () => {
    const onDone = vi.fn();
    const timer = new PausableTimer(5_000, onDone);
    timer.resume();
    timer.cancel();
    timer.resume();
    vi.advanceTimersByTime(10_000);
    expect(onDone).not.toHaveBeenCalled();
  });
});
