import { describe, expect, it } from 'vitest';
import { createClient } from '../client.js';
import { ZOrganizationProfile } from '../schemas/businesses.js';

/** A fetch that records the URLs asked for and answers every call with `data` in a success envelope. */
function recording(data: unknown) {
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    urls.push(String(input));
    return new Response(JSON.stringify({ success: true, statusCode: 200, message: 'OK', data }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { urls, client: createClient({ origin: 'http://api.test', fetch }) };
}

const organization = {
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

describe('business and organization profiles', () => {
  it("reads a business's profile beneath the admin scope, its id encoded", async () => {
    const { urls, client } = recording({});
    await client.businesses.get('b 1/x');
    expect(urls).toEqual(['http://api.test/api/user/v1/admin/businesses/b%201%2Fx']);
  });

  it('reads an organization beneath its scope and answers its profile', async () => {
    const { urls, client } = recording(organization);
    const answer = await client.businesses.organization('o-1');
    expect(urls).toEqual(['http://api.test/api/user/v1/organizations/o-1']);
    expect(ZOrganizationProfile.parse(answer.data)).toEqual(organization);
  });

  it('refuses an id that would climb out of the scope, before sending anything', async () => {
    const { urls, client } = recording({});
    expect(() => client.businesses.get('..')).toThrow(TypeError);
    expect(() => client.businesses.organization('.')).toThrow(TypeError);
    expect(urls).toEqual([]);
  });

  it('accepts an organization without an email or with a logo, not one without a name', () => {
    expect(
      ZOrganizationProfile.safeParse({ ...organization, email: null, logo: 'https://x/l.png' }).success,
    ).toBe(true);
    expect(ZOrganizationProfile.safeParse({ ...organization, name: undefined }).success).toBe(false);
  });
});
