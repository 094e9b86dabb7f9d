import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastCountdown } from './toast-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ToastCountdown (5 s, held by the pointer or by focus)', () => {
  it('counts down once started and nothing holds it', () => {
    const onDone = vi.fn();
    new ToastCountdown(5_000, onDone).start();
    vi.advanceTimersByTime(5_000);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('a toast that appears under the pointer is held before its countdown starts, and never starts', () => {
    const onDone = vi.fn();
    const countdown = new ToastCountdown(5_000, onDone);
    countdown.hold('pointer');
    countdown.start();
    vi.advanceTimersByTime(60_000);
    expect(onDone).not.toHaveBeenCalled();

    countdown.release('pointer');
    vi.advanceTimersByTime(4_999);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('stays held while focus is inside, though the pointer has left', () => {
    const onDone = vi.fn();
    const countdown = new ToastCountdown(5_000, onDone);
    countdown.start();
    vi.advanceTimersByTime(1_000);
    countdown.hold('pointer');
    countdown.hold('focus');
    countdown.release('pointer');
    vi.advanceTimersByTime(60_000);
    expect(onDone).not.toHaveBeenCalled();
    expect(countdown.remaining).toBe(4_000);

    countdown.release('focus');
    vi.advanceTimersByTime(4_000);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('a release before the start does not start it early', () => {
    const onDone = vi.fn();
    const countdown = new ToastCountdown(5_000, onDone);
    countdown.hold('pointer');
    countdown.release('pointer');
    vi.advanceTimersByTime(60_000);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('stop() halts it until started again, and a release meanwhile does not restart it', () => {
    const onDone = vi.fn();
    const countdown = new ToastCountdown(5_000, onDone);
    countdown.start();
    vi.advanceTimersByTime(2_000);
    countdown.hold('focus');
    countdown.stop();
    countdown.release('focus');
    vi.advanceTimersByTime(60_000);
    expect(onDone).not.toHaveBeenCalled();

    countdown.start();
    vi.advanceTimersByTime(3_000);
    expect(onDone).toHaveBeenCalledOnce();
  });
});
