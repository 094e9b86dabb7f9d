import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleTimer } from './idle-timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('IdleTimer', () => {
  it('fires once after the timeout without activity', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer({ timeoutMs: 60_000, onIdle });
    timer.start();
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(timer.running).toBe(false);
    vi.advanceTimersByTime(600_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('activity starts the idle period over', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer({ timeoutMs: 60_000, onIdle });
    timer.start();
    vi.advanceTimersByTime(50_000);
    timer.reset();
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('keeps a single pending timer however much activity there is', () => {
    const timer = new IdleTimer({ timeoutMs: 60_000, onIdle: vi.fn() });
    timer.start();
    for (let i = 0; i < 100; i += 1) {
      vi.advanceTimersByTime(100);
      timer.reset();
    }
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stop() cancels, and reset() after stop does not revive it', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer({ timeoutMs: 1_000, onIdle });
    timer.start();
    timer.stop();
    timer.reset();
    vi.advanceTimersByTime(5_000);
    expect(onIdle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('start() after firing tracks again', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer({ timeoutMs: 1_000, onIdle });
    timer.start();
    vi.advanceTimersByTime(1_000);
    timer.start();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('uses an injected clock and timers', () => {
    let now = 0;
    const callbacks: Array<() => void> = [];
    const onIdle = vi.fn();
    const timer = new IdleTimer({
      timeoutMs: 10,
      onIdle,
      now: () => now,
      setTimeout: (callback) => {
        callbacks.push(callback);
        return callbacks.length as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimeout: () => undefined,
    });
    timer.start();
    now = 10;
    callbacks.shift()?.();
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('refuses a timeout that is not positive', () => {
    expect(() => new IdleTimer({ timeoutMs: 0, onIdle: vi.fn() })).toThrow(RangeError);
    expect(() => new IdleTimer({ timeoutMs: -60_000, onIdle: vi.fn() })).toThrow(RangeError);
  });
});
