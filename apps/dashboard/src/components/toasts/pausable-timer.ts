/**
 * A one-shot timer that can pause and resume with the time it had left (a toast's countdown pauses while the
 * mouse is over it and resumes on leave, it does not restart).
 */
import { type Clock, systemClock, type TimerHandle } from '../../session/idle/timers';

export class PausableTimer {
  private readonly clock: Clock;
  private remainingMs: number;
  private startedAt = 0;
  private handle: TimerHandle | null = null;
  private done = false;

  constructor(
    durationMs: number,
    private readonly onDone: () => void,
    clock: Partial<Clock> = {},
  ) {
    this.remainingMs = durationMs;
    this.clock = { ...systemClock, ...clock };
  }

  get paused(): boolean {
    return this.handle === null && !this.done;
  }

  get remaining(): number {
    return this.handle === null ? this.remainingMs : Math.max(0, this.remainingMs - this.elapsed());
  }

  /** Starts, or resumes after `pause()`; does nothing while running or once done. */
  resume(): void {
    if (this.handle !== null || this.done) return;
    this.startedAt = this.clock.now();
    this.handle = this.clock.setTimeout(this.finish, this.remainingMs);
  }

  pause(): void {
    if (this.handle === null) return;
    this.clock.clearTimeout(this.handle);
    this.handle = null;
    this.remainingMs = Math.max(0, this.remainingMs - this.elapsed());
  }

  /** Stops for good (the toast was closed or unmounted). */
  cancel(): void {
    this.pause();
    this.done = true;
  }

  private elapsed(): number {
    return this.clock.now() - this.startedAt;
  }

  private readonly finish = (): void => {
    this.handle = null;
    this.done = true;
    this.remainingMs = 0;
    this.onDone();
  };
}
