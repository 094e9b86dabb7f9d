import { describe, expect, it } from 'vitest';
import { twoFactorMethodFrom, twoFactorMethodHref } from './two-factor-method';

describe('twoFactorMethodFrom', () => {
  it('reads ?method= and defaults to the authenticator app', () => {
    expect(twoFactorMethodFrom('')).toBe('authenticator');
    expect(twoFactorMethodFrom('?method=recovery')).toBe('recovery');
    expect(twoFactorMethodFrom('method=email')).toBe('email');
    expect(twoFactorMethodFrom('?method=sms')).toBe('sms');
    expect(twoFactorMethodFrom('?method=carrier-pigeon')).toBe('authenticator');
  });
  it('round-trips through the link it builds', () => {
    for (const method of ['authenticator', 'recovery', 'email', 'sms'] as const)
      expect(twoFactorMethodFrom(twoFactorMethodHref(method).split('?')[1] ?? '')).toBe(method);
  });
});
