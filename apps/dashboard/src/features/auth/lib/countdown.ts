/** The "Try again in mm:ss" countdown after a 429 (from the throttle record; ticks 1000 ms, ends at 0). */

export const COUNTDOWN_TICK_MS = 1000;

/** Whole seconds left until `untilMs`, never below 0; a started second counts as a full one. */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** 75 -> "01:15"; minutes are not wrapped into hours (a throttle lasts minutes). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
