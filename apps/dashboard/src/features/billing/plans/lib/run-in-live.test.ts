import { describe, expect, it, vi } from 'vitest';
import { runInLive } from './run-in-live';

function steps(isLive: boolean, options: { switchFails?: boolean; runFails?: boolean } = {}) {
  const calls: string[] = [];
  const switchToLive = vi.fn(async () => {
    calls.push('switch');
    if (options.switchFails) throw new Error('Live mode is not available yet');
  });
  const run = vi.fn(async () => {
    calls.push('run');
    if (options.runFails) throw new Error('Add a payment method before choosing a plan');
    return 'subscribed';
  });
  return { calls, switchToLive, run, isLive };
}

describe('choosing a plan in live mode', () => {
  it('a user in live: the choice is sent, with no switch', async () => {
    const s = steps(true);
    expect(await runInLive(s)).toEqual({ status: 'done', value: 'subscribed' });
    expect(s.calls).toEqual(['run']);
  });

  it('a user in sandbox: switched to live first, then the choice is sent', async () => {
    const s = steps(false);
    expect(await runInLive(s)).toEqual({ status: 'done', value: 'subscribed' });
    expect(s.calls).toEqual(['switch', 'run']);
  });

  it('a failed switch sends nothing and says why', async () => {
    const s = steps(false, { switchFails: true });
    const outcome = await runInLive(s);
    expect(outcome.status).toBe('switch-failed');
    expect(outcome.status !== 'done' && (outcome.error as Error).message).toBe(
      'Live mode is not available yet',
    );
    expect(s.run).not.toHaveBeenCalled();
  });

  it('a refused choice is the call’s failure, after the switch', async () => {
    const s = steps(false, { runFails: true });
    const outcome = await runInLive(s);
    expect(outcome.status).toBe('failed');
    expect(outcome.status !== 'done' && (outcome.error as Error).message).toBe(
      'Add a payment method before choosing a plan',
    );
    expect(s.calls).toEqual(['switch', 'run']);
  });
});
