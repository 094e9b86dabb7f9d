/**
 * A toast's countdown: it runs only while nothing holds it, the pointer over the toast or focus inside it
 * (WCAG 2.2.1), and resumes with the time it had left once both let go.
 *
 * Holds are state, not a pause/resume pair of calls: a hold taken before the countdown starts (a toast
 * that appears under a resting pointer gets its `mouseenter` before React runs the effect that starts
 * the countdown) keeps it from starting, and the pointer leaving while focus stays inside does not
 * release it.
 */
import type { Clock } from '../../session/idle/timers';
import { PausableTimer } from './pausable-timer';

export type ToastHold = 'pointer' | 'focus';

export class ToastCountdown {
  private readonly timer: PausableTimer;
  private readonly holds = new Set<ToastHold>();
  private started = false;

  constructor(durationMs: number, onDone: () => void, clock: Partial<Clock> = {}) {
    this.timer = new PausableTimer(durationMs, onDone, clock);
  }

  /** Whether something holds it now. */
  get held(): boolean {
    return this.holds.size > 0;
  }

  get remaining(): number {
    return this.timer.remaining;
  }

  /** Starts, or continues after `stop()`, unless something holds it: then it starts when released. */
  start(): void {
    this.started = true;
    if (!this.held) this.timer.resume();
  }

  hold(reason: ToastHold): void {
    this.holds.add(reason);
    this.timer.pause();
  }

  release(reason: ToastHold): void {
    this.holds.delete(reason);
    if (this.started && !this.held) this.timer.resume();
  }

  /**
   * Stops with the time it had left (the toast unmounted); `start()` continues it, as React's StrictMode
   * does when it runs an effect twice.
   */
  stop(): void {
    this.started = false;
    this.timer.pause();
  }
}
