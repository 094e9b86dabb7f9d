import { describe, expect, it } from 'vitest';
import { readOnlyReason, statusSummary } from './activation-status';

const base = {
  submittedAt: null,
  activatedAt: null,
  reasonsForDecline: null,
  reasonsForSuspension: null,
};

describe('the status summary', () => {
  it('not activated: fill in the steps, then submit', () => {
    const summary = statusSummary({ ...base, status: 'not_activated' });
    expect(summary.tone).toBe('info');
    expect(summary.title).toBe('Your business is not activated yet');
    expect(summary.reasons).toEqual([]);
  });

  it('pending: says when it was submitted', () => {
    const summary = statusSummary({
      ...base,
      status: 'pending_activation',
      submittedAt: '2026-03-05T10:00:00Z',
    });
    expect(summary.title).toBe('Submitted for review');
    expect(summary.text).toContain('on 05 March 2026');
  });

  it('activated: says when', () => {
    const summary = statusSummary({ ...base, status: 'activated', activatedAt: '2026-03-06T10:00:00Z' });
    expect(summary.tone).toBe('success');
    expect(summary.text).toContain('activated on 06 March 2026');
  });

  it('declined and suspended carry staff’s reasons', () => {
    expect(
      statusSummary({ ...base, status: 'declined', reasonsForDecline: ['The utility bill is too old'] }),
    ).toMatchObject({ tone: 'warning', reasons: ['The utility bill is too old'] });
    expect(
      statusSummary({ ...base, status: 'suspended', reasonsForSuspension: ['Unpaid invoices'] }),
    ).toMatchObject({ tone: 'error', reasons: ['Unpaid invoices'] });
    expect(statusSummary({ ...base, status: 'declined' }).reasons).toEqual([]);
  });
});

describe('why the steps are read-only', () => {
  it('nothing to say while the business may edit', () => {
    expect(readOnlyReason('not_activated')).toBeNull();
    expect(readOnlyReason('declined')).toBeNull();
  });

  it('says why for the others, as the server’s 409 would', () => {
    expect(readOnlyReason('pending_activation')).toMatch(/being reviewed/);
    expect(readOnlyReason('activated')).toMatch(/contact support/);
    expect(readOnlyReason('suspended')).toMatch(/suspended/);
  });
});
