import { describe, expect, it } from 'vitest';
import { locationOptions, organizationDefaults, withLogo } from './organization-form';

describe('the Create organization form', () => {
  it('starts empty in the given country', () => {
    expect(organizationDefaults('GH')).toMatchObject({ countryCode: 'GH', name: '', location: '' });
  });

  it('offers the country’s states by name, as the API stores and filters the location', () => {
    expect(
      locationOptions([
        { code: 'NG-LA', name: 'Lagos' },
        { code: 'NG-KN', name: 'Kano' },
      ]),
    ).toEqual([
      { value: 'Lagos', label: 'Lagos' },
      { value: 'Kano', label: 'Kano' },
    ]);
  });

  it('carries the uploaded logo’s location, or no logo at all', () => {
    const values = { ...organizationDefaults('NG'), logo: '' };
    expect(withLogo(values, '/api/media/v1/files/f1/logo.png').logo).toBe('/api/media/v1/files/f1/logo.png');
    expect('logo' in withLogo(values, null)).toBe(false);
  });
});
