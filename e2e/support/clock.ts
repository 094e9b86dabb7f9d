/**
 * Driving a page whose Playwright clock is paused. Only the test moves time, so a countdown the test
 * measures cannot run out while the machine is slow; but the app's reaction to a click may itself wait
 * on the page's timers (TanStack Query hands a mutation's result to its callbacks on a `setTimeout(0)`,
 * React reveals a lazy chunk's content after a timer), so the test runs the clock forward in small steps
 * until what it waits for is there.
 */
import type { Page } from 'playwright-core';

export interface RunClockOptions {
  /** Page time per step: small, so at most this much of any countdown goes by unseen. */
  stepMs?: number;
  /** Page time after which to give up. */
  maxMs?: number;
}

export class ClockConditionError extends Error {
  constructor(description: string, ms: number) {
    super(`${description} was not true after ${ms} ms of page time`);
    this.name = 'ClockConditionError';
  }
}

/**
 * Runs the paused clock `stepMs` at a time until `condition()` is true; returns the page time that took.
 * The condition is checked before the first step, so no time passes if it already holds.
 */
export async function runClockUntil(
  page: Page,
  description: string,
  condition: () => Promise<boolean>,
  { stepMs = 20, maxMs = 10_000 }: RunClockOptions = {},
): Promise<number> {
  let ran = 0;
  while (!(await condition())) {
    if (ran >= maxMs) throw new ClockConditionError(description, ran);
    await page.clock.runFor(stepMs);
    ran += stepMs;
  }
  return ran;
}
