/**
 * A seconds countdown (default interval 1000 ms, end 0). The remaining value is computed from the start time,
 * not from counted ticks, so a throttled background tab still ends on time. The start time may lie in the
 * past (the idle warning counts from when the session went idle, which a sleeping laptop reports late): the
 * countdown then opens at what is left, or ends at once.
 */
import { type Clock, systemClock, type TimerHandle } from './timers';

export const COUNTDOWN_INTERVAL_MS = 1000;
export const COUNTDOWN_END = 0;

export interface CountdownSpan {
  from: number;
  end?: number;
  intervalMs?: number;
}

/**
 * What a countdown started at `startedAt` shows at `now`: the first value a view renders comes from here
 * too, so a countdown that opens late (the idle warning after a sleep) never shows `from` for a frame.
 */
export function countdownValue(
  { from, end = COUNTDOWN_END, intervalMs = COUNTDOWN_INTERVAL_MS }: CountdownSpan,
  startedAt: number,
  now: number,
): number {
  const elapsedTicks = Math.floor((now - Math.min(startedAt, now)) / intervalMs);
  return Math.max(end, from - elapsedTicks);
}

export interface CountdownOptions extends Partial<Clock> {
  from: number;
  end?: number;
  intervalMs?: number;
  onTick(remaining: number): void;
  onEnd(): void;
}

export class Countdown {
  private readonly clock: Clock;
  private readonly from: number;
  private readonly end: number;
  private readonly intervalMs: number;
  private readonly onTick: (remaining: number) => void;
  private readonly onEnd: () => void;
  private startedAt = 0;
  private handle: TimerHandle | null = null;
  private last: number;

  constructor({
    from,
    end = COUNTDOWN_END,
    intervalMs = COUNTDOWN_INTERVAL_MS,
    onTick,
    onEnd,
    ...clock
  }: CountdownOptions) {
    this.clock = { ...systemClock, ...clock };
    this.from = from;
    this.end = end;
    this.intervalMs = intervalMs;
    this.onTick = onTick;
    this.onEnd = onEnd;
    this.last = from;
  }

  get remaining(): number {
    return this.last;
  }

  /** Counts from `startedAt` (default now): the first tick is reported at once. */
  start(startedAt: number = this.clock.now()): void {
    this.stop();
    this.startedAt = Math.min(startedAt, this.clock.now());
    // Not a number any remaining value equals, so the first value is always reported.
    this.last = Number.NaN;
    this.tick();
  }

  stop(): void {
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
  }

  private schedule(): void {
    const elapsed = this.clock.now() - this.startedAt;
    // Aim for the next whole interval boundary, so late ticks do not drift.
    const nextIn = this.intervalMs - (elapsed % this.intervalMs);
    this.handle = this.clock.setTimeout(this.tick, nextIn);
  }

  private readonly tick = (): void => {
    const span = { from: this.from, end: this.end, intervalMs: this.intervalMs };
    const remaining = countdownValue(span, this.startedAt, this.clock.now());
    if (remaining !== this.last) {
      this.last = remaining;
      this.onTick(remaining);
    }
    if (remaining <= this.end) {
      this.handle = null;
      this.onEnd();
      return;
    }
    this.schedule();
  };
}
