import { businessStatuses } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { businessStatusLabels, decisionsFor, decisionToast, noDecisionReason } from './business-status';

describe('the decisions the status machine allows (onboarding README)', () => {
  it('pending: activate or decline; suspended: reinstate; activated: suspend', () => {
    expect(decisionsFor('pending_activation')).toEqual({
      activate: 'Activate',
      decline: true,
      suspend: false,
    });
    expect(decisionsFor('suspended')).toEqual({ activate: 'Reinstate', decline: false, suspend: false });
    expect(decisionsFor('activated')).toEqual({ activate: null, decline: false, suspend: true });
  });

  it('nothing before submitting or after a decline, and says why', () => {
    for (const status of ['not_activated', 'declined'] as const) {
      expect(decisionsFor(status)).toEqual({ activate: null, decline: false, suspend: false });
      expect(noDecisionReason(status)).toBeTruthy();
    }
    expect(noDecisionReason('pending_activation')).toBeNull();
  });

  it('labels every status', () => {
    for (const status of businessStatuses) expect(businessStatusLabels[status]).toMatch(/^[A-Z]/);
  });

  it('words the toast by the decision', () => {
    expect(decisionToast('Activate', 'Newco')).toBe('Newco is activated');
    expect(decisionToast('Reinstate', 'Newco')).toBe('Newco is reinstated');
    expect(decisionToast('decline', 'Newco')).toBe('Newco was declined');
    expect(decisionToast('suspend', 'Newco')).toBe('Newco is suspended');
  });
});
