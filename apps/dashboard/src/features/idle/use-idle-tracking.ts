/**
 * Idle tracking (spec/platform.md §4, Session idle): after the user's `sessionTimeoutInMinutes` without
 * mouse, key or touch activity the session is idle; -1 (or no user yet) turns tracking off. Tracking
 * pauses while idle and starts over on `retrieve()`.
 */
import { useCallback, useEffect, useState } from 'react';
import { IdleTimer } from './idle-timer';
import { throttle } from './throttle';

export const IDLE_EVENTS = ['mousemove', 'keydown', 'mousedown', 'touchstart'] as const;
/** Activity only marks the time, so half a second of slack is invisible against a timeout in minutes. */
export const ACTIVITY_THROTTLE_MS = 500;

export interface IdleTracking {
  idle: boolean;
  retrieve(): void;
}

export function useIdleTracking(timeoutMinutes: number | undefined): IdleTracking {
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (idle || timeoutMinutes === undefined || timeoutMinutes <= 0) return;
    const timer = new IdleTimer({ timeoutMs: timeoutMinutes * 60_000, onIdle: () => setIdle(true) });
    const onActivity = throttle(() => timer.reset(), ACTIVITY_THROTTLE_MS);
    for (const type of IDLE_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    timer.start();
    return () => {
      timer.stop();
      for (const type of IDLE_EVENTS) window.removeEventListener(type, onActivity);
    };
  }, [idle, timeoutMinutes]);

  const retrieve = useCallback(() => setIdle(false), []);
  return { idle, retrieve };
}
