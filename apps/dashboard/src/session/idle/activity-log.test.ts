import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_THROTTLE_MS, ActivityLog, IDLE_EVENTS } from './activity-log';

/** A window stand-in that lets the test dispatch the events the log listens for. */
function fakeTarget() {
  const handlers = new Map<string, () => void>();
  return {
    addEventListener: (type: string, handler: () => void) => handlers.set(type, handler),
    removeEventListener: (type: string) => handlers.delete(type),
    dispatch: (type: string) => handlers.get(type)?.(),
    handlers,
  };
}

describe('ActivityLog', () => {
  it('starts at the page load and moves with each idle event, at most once per throttle window', () => {
    let now = 1_000;
    const log = new ActivityLog(() => now);
    const target = fakeTarget();
    const listener = vi.fn();
    log.subscribe(listener);
    log.listen(target as unknown as Window);
    expect(log.lastActivityAt).toBe(1_000);

    now = 5_000;
    target.dispatch('keydown');
    expect(log.lastActivityAt).toBe(5_000);
    now = 5_000 + ACTIVITY_THROTTLE_MS - 1;
    target.dispatch('mousemove');
    expect(log.lastActivityAt).toBe(5_000);
    now = 9_000;
    target.dispatch('touchstart');
    expect(log.lastActivityAt).toBe(9_000);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('listens for exactly the idle events of §4, and stops when asked', () => {
    const log = new ActivityLog(() => 0);
    const target = fakeTarget();
    const stop = log.listen(target as unknown as Window);
    expect([...target.handlers.keys()]).toEqual([...IDLE_EVENTS]);
    stop();
    expect(target.handlers.size).toBe(0);
  });

  it('an unsubscribed listener hears nothing more', () => {
    const log = new ActivityLog(() => 0);
    const listener = vi.fn();
    const unsubscribe = log.subscribe(listener);
    unsubscribe();
    log.record();
    expect(listener).not.toHaveBeenCalled();
  });
});
