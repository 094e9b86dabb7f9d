import { describe, expect, it } from 'vitest';
import { checkReasons, collectReasons, commonReasons, NO_REASON_MESSAGE } from './reasons';

const [firstDecline = '', secondDecline = ''] = commonReasons.decline;

describe('decline and suspend reasons', () => {
  it('at least one: ticked or written', () => {
    expect(checkReasons('decline', new Set(), '   ')).toEqual({ error: NO_REASON_MESSAGE });
    expect(checkReasons('suspend', new Set(), 'Chargebacks')).toEqual({ reasons: ['Chargebacks'] });
  });

  it('keeps the list’s order whatever the ticking order, then the written one', () => {
    expect(collectReasons('decline', new Set([secondDecline, firstDecline]), ' Blurry  scan ')).toEqual([
      firstDecline,
      secondDecline,
      'Blurry scan',
    ]);
  });

  it('does not send a written reason twice when it repeats a ticked one', () => {
    expect(collectReasons('decline', new Set([firstDecline]), firstDecline)).toEqual([firstDecline]);
  });

  it('ignores a ticked reason of the other decision', () => {
    expect(collectReasons('suspend', new Set([firstDecline]), '')).toEqual([]);
  });

  it('refuses a reason longer than the API takes, in its words', () => {
    const check = checkReasons('decline', new Set(), 'x'.repeat(501));
    expect(check).toEqual({ error: expect.stringMatching(/500/) });
  });
});
