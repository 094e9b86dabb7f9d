import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test-fixtures/test-user';
import { nextAfterPasswordChange, nextStepAfterLogin } from './login-decision';

describe('nextStepAfterLogin (spec §4 Login)', () => {
  it('goes to the 2FA page first when a second factor is pending', () => {
    const user = makeUser({ twoFactorLoginToken: 'p', force2FA: true, firstTimeLogin: true });
    expect(nextStepAfterLogin(user, '/x')).toEqual({ step: 'two-factor', to: '/auth/2FA' });
  });
  it('goes to 2FA set-up when the business forces 2FA and the user has none', () => {
    expect(nextStepAfterLogin(makeUser({ force2FA: true, firstTimeLogin: true }), null)).toEqual({
      step: 'two-factor-setup',
      to: '/auth/2FA/setup',
    });
    expect(nextStepAfterLogin(makeUser({ force2FA: true, twoFactorEnabled: true }), null).step).toBe('done');
  });
  it('goes to change password on a first login', () => {
    expect(nextStepAfterLogin(makeUser({ firstTimeLogin: true }), '/x')).toEqual({
      step: 'change-password',
      to: '/auth/change-password',
    });
  });
  it('otherwise goes to the last protected route, or home', () => {
    expect(nextStepAfterLogin(makeUser(), '/settings/account')).toEqual({
      step: 'done',
      to: '/settings/account',
    });
    expect(nextStepAfterLogin(makeUser(), null)).toEqual({ step: 'done', to: '/' });
  });
});

describe('nextAfterPasswordChange', () => {
  it('sends a first-time user to the last protected route (or home), others to /get-started', () => {
    expect(nextAfterPasswordChange(true, '/settings')).toBe('/settings');
    expect(nextAfterPasswordChange(true, null)).toBe('/');
    expect(nextAfterPasswordChange(false, '/settings')).toBe('/get-started');
  });
});
