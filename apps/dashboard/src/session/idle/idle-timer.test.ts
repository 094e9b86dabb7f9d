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

  it('reports when the idle period ended, which a late timer delivers after the fact', () => {
    let now = 1_000;
    let pending: (() => void) | undefined;
    const onIdle = vi.fn();
    const timer = new IdleTimer({
      timeoutMs: 60_000,
      onIdle,
      now: () => now,
      setTimeout: (callback) => {
        pending = callback;
        return 1 as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimeout: () => undefined,
    });
    timer.start();
    now = 1_000 + 60_000 + 7_200_000; // the laptop slept two hours past the timeout
    pending?.();
    expect(onIdle).toHaveBeenCalledWith(61_000);
  });

  it('counts from the last activity it is given: started after a long sleep, it fires at once', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer({ timeoutMs: 60_000, onIdle });
    const signedInAt = Date.now();
    vi.setSystemTime(signedInAt + 62_000); // the lid closed before the shell had mounted
    timer.start(signedInAt);
    vi.advanceTimersByTime(0);
    expect(onIdle).toHaveBeenCalledWith(signedInAt + 60_000);
  });

  it('a late start with time to spare waits only the rest of the timeout', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer({ timeoutMs: 60_000, onIdle });
    const lastActivity = Date.now();
    vi.setSystemTime(lastActivity + 20_000);
    timer.start(lastActivity);
    vi.advanceTimersByTime(39_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('the first activity after a sleep, before the overdue timer has run, finds the session idle', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer({ timeoutMs: 60_000, onIdle });
    const start = Date.now();
    timer.start();
    // The clock jumps without the timer running: on waking, the mouse move can come first.
    vi.setSystemTime(start + 62_000);
    timer.reset();
    expect(onIdle).toHaveBeenCalledWith(start + 60_000);
    expect(timer.running).toBe(false);
    vi.advanceTimersByTime(600_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('refuses a timeout that is not positive', () => {
    expect(() => new IdleTimer({ timeoutMs: 0, onIdle: vi.fn() })).toThrow(RangeError);
    expect(() => new IdleTimer({ timeoutMs: -60_000, onIdle: vi.fn() })).toThrow(RangeError);
  });
});
