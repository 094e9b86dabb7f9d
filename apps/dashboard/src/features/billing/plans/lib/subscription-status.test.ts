import { describe, expect, it } from 'vitest';
import { enterprise, growth, plan, starter, subscription } from '../../../../test-fixtures/plan-fixture';
import { currentTier, scheduledTier, statusLine } from './subscription-status';

describe('the subscription’s status line', () => {
  it('none without a subscription', () => {
    expect(statusLine(plan())).toBeNull();
    expect(currentTier(plan())).toBeUndefined();
  });

  it('active: renews at the period’s end', () => {
    const p = plan(subscription());
    expect(statusLine(p)).toBe('Renews on 05 April 2026');
    expect(currentTier(p)).toBe(starter);
  });

  it('a downgrade waiting: moves to that tier at the period’s end', () => {
    const p = plan(subscription({ subplanId: growth.id, scheduledSubplanId: starter.id }));
    expect(statusLine(p)).toBe('Moves to Starter on 05 April 2026');
    expect(scheduledTier(p)).toBe(starter);
  });

  it('a cancellation scheduled: cancels on its day (or the period’s end)', () => {
    expect(
      statusLine(plan(subscription({ status: 'cancellation_scheduled', cancelAt: '2026-04-06T00:00:00Z' }))),
    ).toBe('Cancels on 06 April 2026');
    expect(statusLine(plan(subscription({ status: 'cancellation_scheduled' })))).toBe(
      'Cancels on 05 April 2026',
    );
  });

  it('Enterprise requested', () => {
    expect(statusLine(plan(subscription({ status: 'enterprise_requested', subplanId: enterprise.id })))).toBe(
      'Enterprise requested',
    );
    // Asked for while on a tier, which runs meanwhile.
    expect(statusLine(plan(subscription({ enterpriseRequested: true })))).toBe(
      'Renews on 05 April 2026 · Enterprise requested',
    );
  });
});
