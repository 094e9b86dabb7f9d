import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSlideTimer, SLIDE_INTERVAL_MS, type SlideshowState, slideshowReducer } from './slideshow';

describe('slideshowReducer', () => {
  const at = (index: number): SlideshowState => ({ index, count: 4 });
  it('wraps around forwards and backwards', () => {
    expect(slideshowReducer(at(3), { type: 'next' }).index).toBe(0);
    expect(slideshowReducer(at(0), { type: 'prev' }).index).toBe(3);
    expect(slideshowReducer(at(1), { type: 'go', index: 6 }).index).toBe(2);
  });
  it('leaves an empty slideshow alone', () => {
    expect(slideshowReducer({ index: 0, count: 0 }, { type: 'next' })).toEqual({ index: 0, count: 0 });
  });
});

describe('createSlideTimer (spec §2: every 5 s, wraps, manual navigation restarts the timer)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(count = 4) {
    const changes: Array<[number, string]> = [];
    const timer = createSlideTimer({ count, onChange: (s, cause) => changes.push([s.index, cause]) });
    return { timer, changes };
  }

  it('advances every 5000 ms and wraps after the fourth slide', () => {
    const { timer, changes } = start();
    expect(SLIDE_INTERVAL_MS).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(timer.state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(timer.state.index).toBe(1);
    vi.advanceTimersByTime(3 * 5000);
    expect(timer.state.index).toBe(0);
    expect(changes).toEqual([
      [1, 'auto'],
      [2, 'auto'],
      [3, 'auto'],
      [0, 'auto'],
    ]);
    timer.dispose();
  });

  it('restarts the full interval after a manual move', () => {
    const { timer, changes } = start();
    vi.advanceTimersByTime(4000);
    timer.next();
    expect(timer.state.index).toBe(1);
    vi.advanceTimersByTime(4999);
    expect(timer.state.index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(timer.state.index).toBe(2);
    timer.prev();
    timer.prev();
    timer.prev();
    expect(timer.state.index).toBe(3);
    timer.goTo(1);
    vi.advanceTimersByTime(4999);
    expect(timer.state.index).toBe(1);
    expect(changes.at(-1)).toEqual([1, 'manual']);
    timer.dispose();
  });

  it('stays put while paused and resumes a full interval later', () => {
    const { timer } = start();
    vi.advanceTimersByTime(3000);
    timer.pause();
    expect(timer.paused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(timer.state.index).toBe(0);
    timer.next();
    vi.advanceTimersByTime(60_000);
    expect(timer.state.index).toBe(1);
    timer.resume();
    vi.advanceTimersByTime(4999);
    expect(timer.state.index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(timer.state.index).toBe(2);
    timer.dispose();
  });

  it('does nothing after dispose and never schedules for a single slide', () => {
    const { timer, changes } = start();
    timer.dispose();
    vi.advanceTimersByTime(20_000);
    timer.next();
    expect(changes).toEqual([]);
    const single = start(1);
    vi.advanceTimersByTime(20_000);
    expect(single.changes).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
