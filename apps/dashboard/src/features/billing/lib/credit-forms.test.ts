import { describe, expect, it } from 'vitest';
import {
  checkClearCredit,
  checkExtendExpiry,
  checkIssueCredit,
  dayAfter,
  EXPIRY_PAST_MESSAGE,
  earliestExtension,
  todayUtc,
} from './credit-forms';

const today = '2026-03-05';

describe('Issue credit', () => {
  it('sends the amount in minor units and the last day it may be used', () => {
    expect(checkIssueCredit({ creditAmount: '50,000', expiry: '2026-06-30' }, today)).toEqual({
      request: { creditAmount: 5_000_000, expiry: '2026-06-30' },
    });
  });

  it('accepts today as the last day, not a day before', () => {
    expect(checkIssueCredit({ creditAmount: '1', expiry: today }, today)).toEqual({
      request: { creditAmount: 100, expiry: today },
    });
    expect(checkIssueCredit({ creditAmount: '1', expiry: '2026-03-04' }, today)).toEqual({
      errors: { expiry: EXPIRY_PAST_MESSAGE },
    });
  });

  it('says what is wrong with each field at once', () => {
    expect(checkIssueCredit({ creditAmount: '', expiry: '' }, today)).toEqual({
      errors: {
        creditAmount: 'The credit amount field is required',
        expiry: 'The expiry field is required',
      },
    });
    expect(checkIssueCredit({ creditAmount: '0', expiry: '2026-02-31' }, today)).toEqual({
      errors: {
        creditAmount: 'The credit amount field should be more than 0',
        expiry: 'The expiry field should be a date',
      },
    });
  });
});

describe('Extend expiry', () => {
  it('moves the expiry later than it is', () => {
    expect(checkExtendExpiry({ expiry: '2026-07-31' }, today, '2026-06-30')).toEqual({
      request: { expiry: '2026-07-31' },
    });
    expect(checkExtendExpiry({ expiry: '2026-06-30' }, today, '2026-06-30')).toEqual({
      errors: { expiry: 'The expiry field should be after the current expiry, 30 June 2026' },
    });
  });

  it('may revive a line that expired, but not into the past', () => {
    expect(checkExtendExpiry({ expiry: '2026-03-01' }, today, '2026-02-28')).toEqual({
      errors: { expiry: EXPIRY_PAST_MESSAGE },
    });
    expect(checkExtendExpiry({ expiry: today }, today, '2026-02-28')).toEqual({ request: { expiry: today } });
  });

  it('offers the day after the current expiry, or today, as the earliest choice', () => {
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(earliestExtension('2026-06-30', today)).toBe('2026-07-01');
    expect(earliestExtension('2026-02-28', today)).toBe(today);
  });
});

describe('Clear credit', () => {
  it('sends what was received, and what is in dispute when there is some', () => {
    expect(checkClearCredit({ amountReceived: '40,000', disputeAmount: '10,000.50' })).toEqual({
      request: { amountReceived: 4_000_000, disputeAmount: 1_000_050 },
    });
    expect(checkClearCredit({ amountReceived: '40,000', disputeAmount: ' ' })).toEqual({
      request: { amountReceived: 4_000_000 },
    });
  });

  it('takes nothing received (all of it in dispute, or nothing used)', () => {
    expect(checkClearCredit({ amountReceived: '0', disputeAmount: '' })).toEqual({
      request: { amountReceived: 0 },
    });
  });

  it('requires the amount received and refuses what is not an amount', () => {
    expect(checkClearCredit({ amountReceived: '', disputeAmount: 'lots' })).toEqual({
      errors: {
        amountReceived: 'The amount received field is required',
        disputeAmount: 'The dispute amount field should be an amount such as 5,000.00',
      },
    });
  });
});

describe('today', () => {
  it('is the UTC calendar day', () => {
    expect(todayUtc(new Date('2026-03-05T23:30:00Z'))).toBe('2026-03-05');
  });
});
