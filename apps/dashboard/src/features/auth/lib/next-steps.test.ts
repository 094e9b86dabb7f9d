import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test-fixtures/test-user';
import { resetTokenFrom, stepAfterPasswordChange, stepAfterTwoFactorSetup } from './next-steps';

describe('stepAfterTwoFactorSetup', () => {
  it('sends a signed-in user back to account settings', () => {
    expect(stepAfterTwoFactorSetup(true, makeUser({ firstTimeLogin: true }), '/x')).toEqual({
      to: '/settings/account',
      complete: true,
    });
  });
  it('continues a forced set-up: first-time users change their password, others go on', () => {
    expect(stepAfterTwoFactorSetup(false, makeUser({ firstTimeLogin: true }), '/x')).toEqual({
      to: '/auth/change-password',
      complete: false,
    });
    expect(stepAfterTwoFactorSetup(false, makeUser(), '/settings')).toEqual({
      to: '/settings',
      complete: true,
    });
    expect(stepAfterTwoFactorSetup(false, null, null)).toEqual({ to: '/', complete: true });
  });
});

describe('stepAfterPasswordChange', () => {
  it('follows §4: first-time users to the last route, others to /get-started', () => {
    expect(stepAfterPasswordChange(makeUser(), true, '/settings')).toEqual({
      to: '/settings',
      complete: true,
    });
    expect(stepAfterPasswordChange(makeUser(), true, null)).toEqual({ to: '/', complete: true });
    expect(stepAfterPasswordChange(makeUser(), false, '/settings')).toEqual({
      to: '/get-started',
      complete: true,
    });
  });
  it('sends a user whose business forces 2FA to set it up first', () => {
    expect(stepAfterPasswordChange(makeUser({ force2FA: true }), true, null)).toEqual({
      to: '/auth/2FA/setup',
      complete: false,
    });
    expect(
      stepAfterPasswordChange(makeUser({ force2FA: true, twoFactorEnabled: true }), true, null).complete,
    ).toBe(true);
  });
});

describe('resetTokenFrom', () => {
  it('prefers the path token, else ?token=', () => {
    expect(resetTokenFrom('abc', '?token=zzz')).toBe('abc');
    expect(resetTokenFrom(undefined, '?token=zzz')).toBe('zzz');
    expect(resetTokenFrom(undefined, 'token=zzz')).toBe('zzz');
    expect(resetTokenFrom(undefined, '?token=')).toBeNull();
    expect(resetTokenFrom(undefined, '')).toBeNull();
  });
});
