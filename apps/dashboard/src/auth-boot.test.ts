import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_FALLBACK_MS, type PaintSignals, readBootTag } from './auth-boot';

function signals(overrides: Partial<PaintSignals> = {}) {
  const paint: Array<() => void> = [];
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const value: PaintSignals = {
    visible: true,
    onFirstContentfulPaint: (callback) => {
      paint.push(callback);
      return true;
    },
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    ...overrides,
  };
  return { value, paint, timers };
}

describe('the auth pages’ boot script', () => {
  it('starts the app when the first contentful paint is reported, and only once', () => {
    const start = vi.fn();
    const page = signals();
    afterFirstPaint(start, page.value);
    expect(start).not.toHaveBeenCalled();
    page.paint[0]?.();
    expect(start).toHaveBeenCalledTimes(1);
    // The fallback timer firing later changes nothing.
    page.timers[0]?.callback();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the fallback when no paint is reported', () => {
    const start = vi.fn();
    const page = signals();
    afterFirstPaint(start, page.value);
    expect(page.timers.map((timer) => timer.ms)).toEqual([FIRST_PAINT_FALLBACK_MS]);
    page.timers[0]?.callback();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab and in a browser without paint timing', () => {
    const hidden = vi.fn();
    afterFirstPaint(hidden, signals({ visible: false }).value);
    expect(hidden).toHaveBeenCalledTimes(1);
    const noPaintTiming = vi.fn();
    afterFirstPaint(noPaintTiming, signals({ onFirstContentfulPaint: () => false }).value);
    expect(noPaintTiming).toHaveBeenCalledTimes(1);
  });

  it('reads the entry and the page’s chunks from its tag', () => {
    const tag = { dataset: { appEntry: '/assets/index-1.js', preload: '/assets/a.js /assets/b.js' } };
    const doc = { querySelector: () => tag } as unknown as Pick<Document, 'querySelector'>;
    expect(readBootTag(doc)).toEqual({
      entry: '/assets/index-1.js',
      preloads: ['/assets/a.js', '/assets/b.js'],
    });
    expect(
      readBootTag({ querySelector: () => null } as unknown as Pick<Document, 'querySelector'>),
    ).toBeNull();
  });
});
