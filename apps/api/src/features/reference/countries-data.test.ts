import { describe, expect, it } from 'vitest';
import { countries, type State, states } from './countries-data.js';

function statesOf(code: string): readonly State[] {
  const list = states[code];
  if (!list) throw new Error(`no states for ${code}`);
  return list;
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, 'en');
}

describe('countries', () => {
  it('includes the core Verity markets with correct details', () => {
    const find = (code: string) => countries.find((c) => c.code === code);
    expect(find('NG')).toEqual({
      code: 'NG',
      name: 'Nigeria',
      dialCode: '+234',
      currency: 'NGN',
      flag: '🇳🇬',
    });
    expect(find('GH')).toEqual({ code: 'GH', name: 'Ghana', dialCode: '+233', currency: 'GHS', flag: '🇬🇭' });
    expect(find('KE')).toEqual({ code: 'KE', name: 'Kenya', dialCode: '+254', currency: 'KES', flag: '🇰🇪' });
    expect(find('ZA')).toEqual({
      code: 'ZA',
      name: 'South Africa',
      dialCode: '+27',
      currency: 'ZAR',
      flag: '🇿🇦',
    });
    expect(find('GB')).toEqual({
      code: 'GB',
      name: 'United Kingdom',
      dialCode: '+44',
      currency: 'GBP',
      flag: '🇬🇧',
    });
    expect(find('US')).toEqual({
      code: 'US',
      name: 'United States',
      dialCode: '+1',
      currency: 'USD',
      flag: '🇺🇸',
    });
  });

  it('has unique, well-formed codes and consistent fields', () => {
    const codes = countries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dialCode).toMatch(/^\+[1-9]\d{0,3}$/);
      expect(country.currency).toMatch(/^[A-Z]{3}$/);
      const flag = String.fromCodePoint(
        ...[...country.code].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 'A'.charCodeAt(0)),
      );
      expect(country.flag).toBe(flag);
      expect(Intl.supportedValuesOf('currency')).toContain(country.currency);
    }
  });

  it('is sorted by name', () => {
    expect([...countries].sort(byName)).toEqual(countries);
  });
});

describe('states', () => {
  it('lists the 36 Nigerian states plus the FCT', () => {
    const ng = statesOf('NG');
    expect(ng).toHaveLength(37);
    const names = ng.map((s) => s.name);
    expect(names).toContain('Federal Capital Territory');
    expect(names).toContain('Lagos');
    expect(ng).toContainEqual({ code: 'NG-FC', name: 'Federal Capital Territory' });
    expect(ng).toContainEqual({ code: 'NG-LA', name: 'Lagos' });
  });

  it('lists the 16 Ghanaian regions', () => {
    const gh = statesOf('GH');
    expect(gh).toHaveLength(16);
    expect(gh).toContainEqual({ code: 'GH-AA', name: 'Greater Accra' });
    expect(gh).toContainEqual({ code: 'GH-SV', name: 'Savannah' });
  });

  it('lists the 47 Kenyan counties in official numbering', () => {
    const ke = statesOf('KE');
    expect(ke).toHaveLength(47);
    const byCode = [...ke].sort((a, b) => a.code.localeCompare(b.code));
    expect(byCode[0]).toEqual({ code: 'KE-01', name: 'Mombasa' });
    expect(byCode.at(-1)).toEqual({ code: 'KE-47', name: 'Nairobi City' });
    expect(byCode.map((s) => s.code)).toEqual(
      Array.from({ length: 47 }, (_, i) => `KE-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('lists the 9 South African provinces and the 4 UK countries', () => {
    expect(statesOf('ZA')).toHaveLength(9);
    expect(statesOf('ZA').map((s) => s.code)).toEqual(
      expect.arrayContaining([
        'ZA-EC',
        'ZA-FS',
        'ZA-GP',
        'ZA-KZN',
        'ZA-LP',
        'ZA-MP',
        'ZA-NC',
        'ZA-NW',
        'ZA-WC',
      ]),
    );
    expect(
      statesOf('GB')
        .map((s) => s.code)
        .sort(),
    ).toEqual(['GB-ENG', 'GB-NIR', 'GB-SCT', 'GB-WLS']);
  });

  it('has unique, country-prefixed codes and unique names, sorted by name', () => {
    for (const [country, list] of Object.entries(states)) {
      const codes = list.map((s) => s.code);
      expect(new Set(codes).size, country).toBe(codes.length);
      expect(new Set(list.map((s) => s.name)).size, country).toBe(list.length);
      for (const code of codes) expect(code.startsWith(`${country}-`), code).toBe(true);
      expect([...list].sort(byName), country).toEqual(list);
    }
  });

  it('only covers countries that are in the countries list', () => {
    const codes = new Set(countries.map((c) => c.code));
    for (const country of Object.keys(states)) expect(codes.has(country), country).toBe(true);
  });
});
