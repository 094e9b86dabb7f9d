import type { TUser } from '@verity/client';

/** A user as the API answers it, for unit tests. */
export function makeUser(overrides: Partial<TUser> & { permissions?: string[] } = {}): TUser {
  const { permissions, ...rest } = overrides;
  return {
    id: 'u1',
    firstName: 'Ola',
    middleName: null,
    lastName: 'Owner',
    email: 'owner@acme.local',
    mobile: null,
    countryCode: 'NG',
    gender: null,
    photo: null,
    environment: 'sandbox',
    firstTimeLogin: false,
    force2FA: false,
    twoFactorEnabled: false,
    twoFactorLoginToken: null,
    businessType: 'business',
    settings: { sessionTimeoutInMinutes: 30, maxSessionTimeoutInMinutes: null },
    role: { id: 'r1', name: 'Owner', permissions: permissions ?? ['identity:view'] },
    business: { id: 'b1', name: 'Acme Ltd', registrationNumber: 'RC1234567' },
    passwordExpiresAt: '2030-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...rest,
  };
}
