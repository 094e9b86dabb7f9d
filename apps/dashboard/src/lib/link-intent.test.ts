import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENT_DELAY_MS, intentHandlers } from './link-intent';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('intentHandlers', () => {
  it('loads the page once the pointer has rested on the link', () => {
    const preload = vi.fn();
    const link = intentHandlers(preload);
    link.onMouseEnter();
    vi.advanceTimersByTime(INTENT_DELAY_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('a pointer passing over the link on its way elsewhere loads nothing', () => {
    const preload = vi.fn();
    const link = intentHandlers(preload);
    link.onMouseEnter();
    vi.advanceTimersByTime(INTENT_DELAY_MS / 2);
    link.onMouseLeave();
    vi.advanceTimersByTime(INTENT_DELAY_MS * 2);
    expect(preload).not.toHaveBeenCalled();
  });

  it('keyboard focus counts as intent; tabbing straight past does not', () => {
    const preload = vi.fn();
    const link = intentHandlers(preload);
    link.onFocus();
    link.onBlur();
    vi.advanceTimersByTime(INTENT_DELAY_MS * 2);
    expect(preload).not.toHaveBeenCalled();
    link.onFocus();
    vi.advanceTimersByTime(INTENT_DELAY_MS);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('a press going down loads at once, and the pending hover does not load a second time', () => {
    const preload = vi.fn();
    const link = intentHandlers(preload);
    link.onMouseEnter();
    link.onPointerDown();
    expect(preload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(INTENT_DELAY_MS * 2);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('cancel (the link unmounts) drops a pending load', () => {
    const preload = vi.fn();
    const link = intentHandlers(preload);
    link.onMouseEnter();
    link.cancel();
    vi.advanceTimersByTime(INTENT_DELAY_MS * 2);
    expect(preload).not.toHaveBeenCalled();
  });
});
