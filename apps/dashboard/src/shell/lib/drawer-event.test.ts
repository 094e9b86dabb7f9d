import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDrawerEventEmitter, DRAWER_EVENT, type DrawerEventDetail } from './drawer-event';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function listen() {
  const target = new EventTarget();
  const received: DrawerEventDetail[] = [];
  target.addEventListener(DRAWER_EVENT, (event) => {
    received.push((event as CustomEvent<DrawerEventDetail>).detail);
  });
  return { target, received };
}

describe('the drawer-toggle event', () => {
  it('fires 300 ms after the click, not before', () => {
    const { target, received } = listen();
    const emit = createDrawerEventEmitter(target);
    emit({ open: false, mini: true });
    vi.advanceTimersByTime(299);
    expect(received).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(received).toEqual([{ open: false, mini: true }]);
  });

  it('quick repeated clicks fire once, with the last state', () => {
    const { target, received } = listen();
    const emit = createDrawerEventEmitter(target);
    emit({ open: false, mini: true });
    vi.advanceTimersByTime(200);
    emit({ open: false, mini: false });
    vi.advanceTimersByTime(300);
    expect(received).toEqual([{ open: false, mini: false }]);
  });

  it('cancel() drops a pending event (the header unmounted)', () => {
    const { target, received } = listen();
    const emit = createDrawerEventEmitter(target);
    emit({ open: true, mini: false });
    emit.cancel();
    vi.advanceTimersByTime(1_000);
    expect(received).toEqual([]);
  });
});
