import { describe, expect, it } from 'vitest';
import { enterprise, growth, plan, starter, subscription } from '../../../../test-fixtures/plan-fixture';
import {
  changeWording,
  includedChecksText,
  monthlyPriceText,
  overagePriceText,
  tierAction,
} from './tier-action';

const actions = (p: ReturnType<typeof plan>) => p.subplans.map((tier) => tierAction(p, tier));

describe('a tier’s action', () => {
  it('without a subscription: Choose each priced tier, Contact us for Enterprise', () => {
    expect(actions(plan())).toEqual([
      { kind: 'choose', label: 'Choose Starter' },
      { kind: 'choose', label: 'Choose Growth' },
      { kind: 'contact', label: 'Contact us' },
    ]);
  });

  it('on Starter: Starter is current, Growth an upgrade', () => {
    expect(actions(plan(subscription()))).toEqual([
      { kind: 'current' },
      { kind: 'upgrade', label: 'Upgrade to Growth' },
      { kind: 'contact', label: 'Contact us' },
    ]);
  });

  it('on Growth: Starter a downgrade', () => {
    const [first, second] = actions(plan(subscription({ subplanId: growth.id })));
    expect(first).toEqual({ kind: 'downgrade', label: 'Downgrade to Starter' });
    expect(second).toEqual({ kind: 'current' });
  });

  it('a downgrade already waiting is not offered again: it says when it starts', () => {
    const waiting = plan(subscription({ subplanId: growth.id, scheduledSubplanId: starter.id }));
    expect(tierAction(waiting, starter)).toEqual({ kind: 'scheduled', startsOn: '2026-04-05T10:00:00.000Z' });
    expect(tierAction(waiting, growth)).toEqual({ kind: 'current' });
  });

  it('with a cancellation scheduled, the tiers are offered as when active', () => {
    const cancelling = plan(
      subscription({ status: 'cancellation_scheduled', cancelAt: '2026-04-05T10:00:00Z' }),
    );
    expect(actions(cancelling).map((action) => action.kind)).toEqual(['current', 'upgrade', 'contact']);
  });

  it('with Enterprise requested: it says so, and the priced tiers are chosen, not compared', () => {
    expect(actions(plan(subscription({ status: 'enterprise_requested', subplanId: enterprise.id })))).toEqual(
      [
        { kind: 'choose', label: 'Choose Starter' },
        { kind: 'choose', label: 'Choose Growth' },
        { kind: 'enterprise-requested' },
      ],
    );
  });

  it('on Enterprise (agreed terms): Enterprise is current, the others downgrades', () => {
    expect(actions(plan(subscription({ subplanId: enterprise.id }))).map((action) => action.kind)).toEqual([
      'downgrade',
      'downgrade',
      'current',
    ]);
  });
});

describe('a tier’s prices in words', () => {
  it('priced tiers: a month, included checks, each extra check', () => {
    expect(monthlyPriceText(growth)).toBe('₦200,000.00 a month');
    expect(includedChecksText(growth)).toBe('2,500 checks included');
    expect(overagePriceText(growth)).toBe('₦100.00 per extra check');
    expect(monthlyPriceText({ monthlyPrice: { amount: 10000, currency: 'USD' } })).toBe('$100.00 a month');
  });

  it('Enterprise: priced by agreement', () => {
    expect(monthlyPriceText(enterprise)).toBe('Custom pricing');
    expect(includedChecksText(enterprise)).toBeNull();
    expect(overagePriceText(enterprise)).toBeNull();
  });
});

describe('the confirm dialog’s words', () => {
  it('choosing starts today', () => {
    expect(changeWording(plan(), starter, 'choose')).toEqual({
      title: 'Choose Starter?',
      text: 'Starter starts today and renews monthly: ₦50,000.00 a month, 500 checks included each month.',
      confirm: 'Choose Starter',
    });
  });

  it('an upgrade applies at once', () => {
    expect(changeWording(plan(subscription()), growth, 'upgrade').text).toBe(
      'Growth replaces Starter at once: ₦200,000.00 a month, 2,500 checks included each month.',
    );
  });

  it('a downgrade says when it applies: the end of the period', () => {
    const wording = changeWording(plan(subscription({ subplanId: growth.id })), starter, 'downgrade');
    expect(wording.title).toBe('Downgrade to Starter?');
    expect(wording.text).toBe(
      'You keep Growth until 05 April 2026. Starter starts then: ₦50,000.00 a month, 500 checks included each month.',
    );
    expect(wording.confirm).toBe('Downgrade to Starter');
  });
});
