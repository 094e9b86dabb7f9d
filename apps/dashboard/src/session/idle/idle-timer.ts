/**
 * Fires `onIdle` once no activity was reported for `timeoutMs`. `reset()` only records the time of the
 * activity; the single pending timer checks it when due and waits out the remainder, so a stream of mouse
 * moves never churns timers.
 *
 * Everything is measured from the time of the last activity, never from when a timer was armed: after a
 * sleep (laptop lid) the overdue timer, the first activity on waking and a late `start()` can come in any
 * order, and each of them must find the session idle.
 */
import { type Clock, systemClock, type TimerHandle } from './timers';

export interface IdleTimerOptions extends Partial<Clock> {
  timeoutMs: number;
  /** `idleAt` is when the idle period ended (last activity + timeout), which may be well before now. */
  onIdle(idleAt: number): void;
}

export class IdleTimer {
  private readonly clock: Clock;
  private readonly timeoutMs: number;
  private readonly onIdle: (idleAt: number) => void;
  private handle: TimerHandle | null = null;
  private lastActivityAt = 0;

  constructor({ timeoutMs, onIdle, ...clock }: IdleTimerOptions) {
    if (!(timeoutMs > 0)) throw new RangeError('The idle timeout must be a positive number of ms');
    this.timeoutMs = timeoutMs;
    this.onIdle = onIdle;
    this.clock = { ...systemClock, ...clock };
  }

  get running(): boolean {
    return this.handle !== null;
  }

  /**
   * Starts (or restarts) tracking, idle since `lastActivityAt` (default now). A time already more than
   * the timeout ago fires on the next tick.
   */
  start(lastActivityAt: number = this.clock.now()): void {
    this.stop();
    this.lastActivityAt = lastActivityAt;
    this.schedule(Math.max(0, this.timeoutMs - (this.clock.now() - lastActivityAt)));
  }

  /**
   * Activity: the idle period starts over. Ignored once stopped or after firing. Activity that comes
   * after the timeout has already run out (the first mouse move after waking, before the overdue timer
   * had its turn) does not revive the session: it is idle.
   */
  reset(): void {
    if (!this.running) return;
    if (this.clock.now() - this.lastActivityAt >= this.timeoutMs) {
      this.fire();
      return;
    }
    this.lastActivityAt = this.clock.now();
  }

  stop(): void {
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
  }

  private schedule(ms: number): void {
    this.handle = this.clock.setTimeout(this.check, ms);
  }

  private fire(): void {
    this.stop();
    this.onIdle(this.lastActivityAt + this.timeoutMs);
  }

  private readonly check = (): void => {
    this.handle = null;
    const idleFor = this.clock.now() - this.lastActivityAt;
    if (idleFor < this.timeoutMs) {
      this.schedule(this.timeoutMs - idleFor);
      return;
    }
    this.onIdle(this.lastActivityAt + this.timeoutMs);
  };
}
