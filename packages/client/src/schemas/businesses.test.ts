import { describe, expect, it } from 'vitest';
import { ZBusinessContactRequest } from '../onboarding/onboarding-schemas.js';
import { ZUpdateBusinessRequest, ZUpdateBusinessSettingsRequest } from './businesses.js';
import { cappedSessionTimeout } from './users.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('PUT /businesses/me', () => {
  it('takes only the fields sent, null clearing one, and lower-cases the email', () => {
    expect(ZUpdateBusinessRequest.parse({ supportEmail: 'Help@Acme.TEST', website: null })).toEqual({
      supportEmail: 'help@acme.test',
      website: null,
    });
    expect(ZUpdateBusinessRequest.parse({})).toEqual({});
  });

  it('refuses a bad address, a web address that is not http(s), and fields it does not own', () => {
    expect(messages(ZUpdateBusinessRequest.safeParse({ supportEmail: 'nope' }))).toEqual([
      'The support email field should be a valid email',
    ]);
    expect(messages(ZUpdateBusinessRequest.safeParse({ website: 'ftp://acme.test' }))).toEqual([
      'The website field should be a web address (https://...)',
    ]);
    expect(ZUpdateBusinessRequest.safeParse({ companyName: 'Renamed' }).success).toBe(false);
  });
});

describe('one web address rule for the business details and the activation contact step', () => {
  const contact = {
    address: '12 Marina Road',
    city: 'Lagos',
    state: 'Lagos',
    supportEmail: 'support@newco.example',
    supportPhone: '08031234567',
    person: {
      firstName: 'Funmi',
      lastName: 'Founder',
      email: 'funmi@newco.example',
      mobile: '08031112222',
      jobTitle: 'CEO',
    },
  };
  const contactMessages = (website: string) =>
    messages(ZBusinessContactRequest.safeParse({ ...contact, website }));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://newco.example',
    'newco.example',
  ])('both refuse %s with the same message', (website) => {
    const refusal = messages(ZUpdateBusinessRequest.safeParse({ website }));
    expect(refusal).toEqual(['The website field should be a web address (https://...)']);
    expect(contactMessages(website)).toEqual(refusal);
  });

  it('both take an http(s) address; the contact step also takes none', () => {
    expect(ZBusinessContactRequest.parse({ ...contact, website: ' https://newco.example ' }).website).toBe(
      'https://newco.example',
    );
    expect(ZUpdateBusinessRequest.parse({ website: 'http://newco.example' }).website).toBe(
      'http://newco.example',
    );
    expect(ZBusinessContactRequest.parse({ ...contact, website: '' }).website).toBe('');
    expect(ZBusinessContactRequest.parse(contact).website).toBeUndefined();
  });
});

describe('PUT /businesses/me/settings', () => {
  it('takes a cap between 1 and 1440 minutes, or null to lift it', () => {
    expect(ZUpdateBusinessSettingsRequest.parse({ maxSessionTimeoutInMinutes: null })).toEqual({
      maxSessionTimeoutInMinutes: null,
    });
    expect(ZUpdateBusinessSettingsRequest.safeParse({ maxSessionTimeoutInMinutes: 0 }).success).toBe(false);
    expect(ZUpdateBusinessSettingsRequest.safeParse({ maxSessionTimeoutInMinutes: 1441 }).success).toBe(
      false,
    );
  });
});

describe('cappedSessionTimeout', () => {
  it("holds a member's choice to the business's cap, 'never' included", () => {
    expect(cappedSessionTimeout(60, null)).toBe(60);
    expect(cappedSessionTimeout(-1, null)).toBe(-1);
    expect(cappedSessionTimeout(60, 15)).toBe(15);
    expect(cappedSessionTimeout(-1, 15)).toBe(15);
    expect(cappedSessionTimeout(5, 15)).toBe(5);
  });
});
