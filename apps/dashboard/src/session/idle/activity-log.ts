/**
 * When the user last did something on this page (the idle events: mousemove, keydown, mousedown, touchstart).
 * It listens from the page's first script on, not from when the signed-in shell mounts: the shell waits for
 * its chunk and the workspace to load after sign-in, and a laptop lid closed in that window must count as
 * idle time too. Idle tracking measures from `lastActivityAt`.
 */
import { throttle } from './throttle';

export const IDLE_EVENTS = ['mousemove', 'keydown', 'mousedown', 'touchstart'] as const;
/** Activity only marks the time, so half a second of slack is invisible against a timeout in minutes. */
export const ACTIVITY_THROTTLE_MS = 500;

export type ActivityListener = () => void;

type EventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export class ActivityLog {
  private readonly now: () => number;
  private last: number;
  private readonly listeners = new Set<ActivityListener>();

  constructor(now: () => number = () => Date.now()) {
    this.now = now;
    // A page load is the user's doing (a sign-in, a reload), so the log starts with it.
    this.last = now();
  }

  get lastActivityAt(): number {
    return this.last;
  }

  /** Activity now: listeners run after the time is recorded. */
  readonly record = (): void => {
    this.last = this.now();
    for (const listener of this.listeners) listener();
  };

  subscribe(listener: ActivityListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records the idle events on `target`, throttled; returns what stops listening. */
  listen(target: EventTarget): () => void {
    const onActivity = throttle(this.record, ACTIVITY_THROTTLE_MS, this.now);
    for (const type of IDLE_EVENTS) target.addEventListener(type, onActivity, { passive: true });
    return () => {
      for (const type of IDLE_EVENTS) target.removeEventListener(type, onActivity);
    };
  }
}

/** The page's one log; `main.tsx` starts it listening on `window` before the app renders. */
export const activityLog = new ActivityLog();
