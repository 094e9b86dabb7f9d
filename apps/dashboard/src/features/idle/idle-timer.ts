/**
 * Fires `onIdle` once no activity was reported for `timeoutMs` (spec/platform.md §4, Session idle).
 * `reset()` only records the time of the activity; the single pending timer checks it when due and
 * waits out the remainder, so a stream of mouse moves never churns timers.
 */
import { type Clock, systemClock, type TimerHandle } from './timers';

export interface IdleTimerOptions extends Partial<Clock> {
  timeoutMs: number;
  onIdle(): void;
}

export class IdleTimer {
  private readonly clock: Clock;
  private readonly timeoutMs: number;
  private readonly onIdle: () => void;
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

  /** Starts (or restarts) tracking from now. */
  start(): void {
    this.stop();
    this.lastActivityAt = this.clock.now();
    this.schedule(this.timeoutMs);
  }

  /** Activity: the idle period starts over. Ignored once stopped or after firing. */
  reset(): void {
    if (this.running) this.lastActivityAt = this.clock.now();
  }

  stop(): void {
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
  }

  private schedule(ms: number): void {
    this.handle = this.clock.setTimeout(this.check, ms);
  }

  private readonly check = (): void => {
    const idleFor = this.clock.now() - this.lastActivityAt;
    if (idleFor < this.timeoutMs) {
      this.schedule(this.timeoutMs - idleFor);
      return;
    }
    this.handle = null;
    this.onIdle();
  };
}
