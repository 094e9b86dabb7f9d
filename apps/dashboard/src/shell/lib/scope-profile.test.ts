import type { TBusinessProfile, TOrganizationProfile } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { businessHeader, detailLine, flagEmoji, organizationHeader } from './scope-profile';

const acme: TBusinessProfile = {
  id: 'b-1',
  type: 'business',
  status: 'activated',
  billingType: 'subscription',
  hasPaymentMethod: false,
  hasSubscription: false,
  currency: 'NGN',
  countryCode: 'NG',
  force2FA: false,
  information: { logo: null, companyName: 'Acme Ltd', registrationNumber: 'RC1234567' },
  contactInformation: { person: { email: 'owner@acme.local' } },
  supportEmail: null,
  supportPhone: null,
  website: null,
  settings: { maxSessionTimeoutInMinutes: null },
};

const branch: TOrganizationProfile = {
  id: 'o-1',
  businessId: 'b-1',
  name: 'Acme Lagos Branch',
  email: 'branch@acme.local',
  logo: null,
  registrationNumber: null,
  status: 'active',
  firstName: 'Bisi',
  lastName: 'Branch',
  supportEmail: null,
  countryCode: 'NG',
  mobile: null,
  location: 'Lagos',
  branchAddress: null,
  information: { logo: null, companyName: 'Acme Lagos Branch', registrationNumber: null },
  contactInformation: { person: { email: 'branch@acme.local' } },
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('detailLine', () => {
  it.each([
    ['RC1234567', 'owner@acme.local', 'RC1234567'],
    [null, 'owner@acme.local', 'owner@acme.local'],
    ['  ', 'owner@acme.local', 'owner@acme.local'],
    [undefined, null, null],
    ['', '', null],
  ])('registration %j, email %j → %j', (registrationNumber, email, expected) => {
    expect(detailLine(registrationNumber, email)).toBe(expected);
  });
});

describe('businessHeader', () => {
  it('shows the company name, the registration number and the country', () => {
    expect(businessHeader(acme)).toEqual({
      name: 'Acme Ltd',
      logo: null,
      detail: 'RC1234567',
      countryCode: 'NG',
    });
  });

  it('falls back to the contact email without a registration number, and keeps a logo', () => {
    const header = businessHeader({
      ...acme,
      information: { logo: 'https://cdn.test/acme.png', companyName: 'Acme Ltd', registrationNumber: null },
    });
    expect(header.detail).toBe('owner@acme.local');
    expect(header.logo).toBe('https://cdn.test/acme.png');
  });

  it('treats a blank logo as none, so the default one shows', () => {
    expect(businessHeader({ ...acme, information: { ...acme.information, logo: ' ' } }).logo).toBeNull();
  });
});

describe('organizationHeader', () => {
  it('shows the organization name and its email, and no flag', () => {
    expect(organizationHeader(branch)).toEqual({
      name: 'Acme Lagos Branch',
      logo: null,
      detail: 'branch@acme.local',
      countryCode: null,
    });
  });

  it('prefers a registration number once organizations have one', () => {
    expect(organizationHeader({ ...branch, registrationNumber: 'BN123' }).detail).toBe('BN123');
  });
});

describe('flagEmoji', () => {
  it.each([
    ['NG', '🇳🇬'],
    ['ng', '🇳🇬'],
    [' gh ', '🇬🇭'],
    ['ZA', '🇿🇦'],
    ['NGA', ''],
    ['N', ''],
    ['N1', ''],
    ['ÑG', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (code, expected) => {
    expect(flagEmoji(code)).toBe(expected);
  });
});
