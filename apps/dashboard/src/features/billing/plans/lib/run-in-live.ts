/**
 * Choosing a plan happens in live mode: a user in sandbox is switched to live first, and only then is the
 * choice sent. A failed switch stops there: the choice is never sent.
 */
export type LiveRun<T> =
  | { status: 'done'; value: T }
  /** Switching to live failed: nothing else was attempted. */
  | { status: 'switch-failed'; error: unknown }
  /** In live, the call itself failed. */
  | { status: 'failed'; error: unknown };

export interface LiveSteps<T> {
  isLive: boolean;
  switchToLive(): Promise<unknown>;
  run(): Promise<T>;
}

export async function runInLive<T>({ isLive, switchToLive, run }: LiveSteps<T>): Promise<LiveRun<T>> {
  if (!isLive) {
    try {
      await switchToLive();
    } catch (error) {
      return { status: 'switch-failed', error };
    }
  }
  try {
    return { status: 'done', value: await run() };
  } catch (error) {
    return { status: 'failed', error };
  }
}
