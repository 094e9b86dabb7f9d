/**
 * Idle tracking: after the user's `sessionTimeoutInMinutes` without mouse, key or touch activity the session
 * is idle; -1 (or no user yet) turns tracking off. Tracking pauses while idle and starts over on
 * `retrieve()`. Idle time counts from the page's activity log, so it includes time spent before this hook
 * mounted.
 */
import { useCallback, useEffect, useState } from 'react';
import { activityLog } from './activity-log';
import { IdleTimer } from './idle-timer';

export interface IdleTracking {
  /** When the session went idle (ms since the epoch), or null while it is not idle. */
  idleAt: number | null;
  retrieve(): void;
}

export function useIdleTracking(timeoutMinutes: number | undefined): IdleTracking {
  const [idleAt, setIdleAt] = useState<number | null>(null);

  useEffect(() => {
    if (idleAt !== null || timeoutMinutes === undefined || timeoutMinutes <= 0) return;
    const timer = new IdleTimer({ timeoutMs: timeoutMinutes * 60_000, onIdle: setIdleAt });
    const unsubscribe = activityLog.subscribe(() => timer.reset());
    timer.start(activityLog.lastActivityAt);
    return () => {
      timer.stop();
      unsubscribe();
    };
  }, [idleAt, timeoutMinutes]);

  const retrieve = useCallback(() => {
    // Retrieving is activity: tracking starts over from now, whatever the gesture was.
    activityLog.record();
    setIdleAt(null);
  }, []);
  return { idleAt, retrieve };
}
