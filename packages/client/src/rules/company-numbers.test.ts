import { describe, expect, it } from 'vitest';
import {
  CIPC_EARLIEST_YEAR,
  COMPANY_NUMBER_KINDS,
  type CompanyCountry,
  checkCompanyNumber,
} from './company-numbers.js';
import { companyId } from './validation.js';

/** Year checks read the clock; pin it so the bounds below do not move with the calendar. */
const now = new Date('2026-06-15T12:00:00Z');
const ng = (value: string) => checkCompanyNumber('ng', 'registration', value);
const tin = (value: string) => checkCompanyNumber('ng', 'tin', value);
const za = (value: string) => checkCompanyNumber('za', 'registration', value, { now });
const ke = (value: string) => checkCompanyNumber('ke', 'registration', value, { now });
const gh = (value: string) => checkCompanyNumber('gh', 'registration', value);

const CAC_FORMAT =
  'The registration number field should be RC, BN, IT, LP or LLP followed by 1 to 8 digits, e.g. RC123456';
const COMPANY_ID = 'The registration number field must start with with one of RC,BN,IT,LP,LPP';
const TIN_FORMAT =
  'The TIN field should be 10 digits, or 8 digits, a hyphen and 4 digits, e.g. 12345678-0001';
const CIPC_FORMAT = 'The registration number field should be YYYY/NNNNNN/NN, e.g. 2019/123456/07';
const BRS_FORMAT =
  'The registration number field should be a BRS number such as PVT-AB12CD3 or CPR/2014/12345';
const ORC_FORMAT = 'The registration number field should be CS or BN followed by 9 digits, e.g. CS123456789';

describe('the kinds each country takes', () => {
  it('a registry number everywhere, a TIN in Nigeria', () => {
    expect(COMPANY_NUMBER_KINDS).toEqual({
      ng: ['registration', 'tin'],
      za: ['registration'],
      ke: ['registration'],
      gh: ['registration'],
    });
  });

  it('rejects a pair the product does not offer, at compile time and at run time', () => {
    // @ts-expect-error South Africa's company check takes no TIN
    expect(checkCompanyNumber('za', 'tin', '1234567890')).toEqual({
      ok: false,
      message: 'The kind field should be one of registration',
    });
    const fromUrl = 'gb' as CompanyCountry;
    expect(checkCompanyNumber(fromUrl, 'registration', 'RC123456')).toEqual({
      ok: false,
      message: 'The country field should be one of ng, za, ke, gh',
    });
    // An inherited property name is not a country.
    expect(checkCompanyNumber('toString' as CompanyCountry, 'registration', 'RC1').ok).toBe(false);
  });

  it.each([
    ['ng', 'registration', 'The registration number field is required'],
    ['ng', 'tin', 'The TIN field is required'],
    ['za', 'registration', 'The registration number field is required'],
    ['ke', 'registration', 'The registration number field is required'],
    ['gh', 'registration', 'The registration number field is required'],
  ] as const)('%s %s: empty or blank is "required"', (country, kind, message) => {
    expect(checkCompanyNumber(country, kind, '')).toEqual({ ok: false, message });
    expect(checkCompanyNumber(country, kind, ' \t ')).toEqual({ ok: false, message });
  });

  it('names the field as the caller asks', () => {
    expect(checkCompanyNumber('ng', 'registration', '', { field: 'RC number' })).toEqual({
      ok: false,
      message: 'The RC number field is required',
    });
    expect(checkCompanyNumber('ng', 'tin', '12', { field: 'FIRS TIN' })).toEqual({
      ok: false,
      message:
        'The FIRS TIN field should be 10 digits, or 8 digits, a hyphen and 4 digits, e.g. 12345678-0001',
    });
  });
});

describe('Nigeria: CAC numbers', () => {
  it.each([
    ['RC123456', 'RC123456', 'company'],
    ['BN3456789', 'BN3456789', 'business-name'],
    ['IT12345', 'IT12345', 'incorporated-trustees'],
    ['LP1234', 'LP1234', 'limited-partnership'],
    ['LLP001234', 'LLP001234', 'limited-liability-partnership'],
  ])('%j is %j, a %s', (value, normalized, entityClass) => {
    expect(ng(value)).toEqual({ ok: true, normalized, entityClass });
  });

  it.each(['RC 123456', 'rc-123456', 'RC123456', 'Rc - 123456', 'rC  123456', 'RC\t123456', '  RC123456  '])(
    '%j normalises to RC123456',
    (value) => {
      expect(ng(value)).toEqual({ ok: true, normalized: 'RC123456', entityClass: 'company' });
    },
  );

  it('reads LLP as LLP, not as LP followed by letters', () => {
    expect(ng('llp 42')).toEqual({
      ok: true,
      normalized: 'LLP42',
      entityClass: 'limited-liability-partnership',
    });
    expect(ng('LP 42')).toEqual({ ok: true, normalized: 'LP42', entityClass: 'limited-partnership' });
  });

  it("accepts the spec's LPP and answers the registry's LLP", () => {
    expect(ng('LPP-0001')).toEqual({
      ok: true,
      normalized: 'LLP0001',
      entityClass: 'limited-liability-partnership',
    });
  });

  it('keeps leading zeros as typed', () => {
    expect(ng('RC092932')).toEqual({ ok: true, normalized: 'RC092932', entityClass: 'company' });
  });

  it('takes 1 to 8 digits', () => {
    expect(ng('RC1')).toEqual({ ok: true, normalized: 'RC1', entityClass: 'company' });
    expect(ng('BN12345678')).toEqual({ ok: true, normalized: 'BN12345678', entityClass: 'business-name' });
    expect(ng('RC123456789')).toEqual({ ok: false, message: CAC_FORMAT });
    expect(ng('RC')).toEqual({ ok: false, message: CAC_FORMAT });
    expect(ng('RC-')).toEqual({ ok: false, message: CAC_FORMAT });
  });

  it.each(['RC12A456', 'RC/123456', 'RC 12 34 56', 'RC--123456', 'RC123456.', 'LLPX123'])(
    'rejects %j: a known prefix with a malformed number',
    (value) => {
      expect(ng(value)).toEqual({ ok: false, message: CAC_FORMAT });
    },
  );

  it('rejects a bare number with the company_id message and every class it could be', () => {
    expect(ng(' 123456 ')).toEqual({
      ok: false,
      message: COMPANY_ID,
      candidates: [
        { normalized: 'RC123456', entityClass: 'company' },
        { normalized: 'BN123456', entityClass: 'business-name' },
        { normalized: 'IT123456', entityClass: 'incorporated-trustees' },
        { normalized: 'LP123456', entityClass: 'limited-partnership' },
        { normalized: 'LLP123456', entityClass: 'limited-liability-partnership' },
      ],
    });
  });

  it('offers no candidates for a bare number too long to be one', () => {
    expect(ng('08012345678')).toStrictEqual({ ok: false, message: COMPANY_ID });
  });

  it.each(['XY123456', 'R123456', 'KD023538', 'CS123456789', 'B N123'])(
    'rejects %j: not a CAC prefix',
    (value) => {
      expect(ng(value)).toStrictEqual({ ok: false, message: COMPANY_ID });
    },
  );

  it.each(['RC123456', 'rc 1', 'BN-12345678', 'IT 9', 'LP0001'])(
    'what it accepts, the spec company_id rule accepts too: %j',
    (value) => {
      const result = ng(value);
      if (!result.ok) throw new Error(result.message);
      expect(companyId().safeParse(result.normalized).success).toBe(true);
    },
  );

  // The company_id message lists LPP; the registry says LLP: both are accepted by both rules.
  it.each(['LLP0001', 'LPP0001'])(
    'agrees with the company_id rule on limited liability partnerships: %j',
    (value) => {
      const result = ng(value);
      expect(result).toEqual({
        ok: true,
        normalized: 'LLP0001',
        entityClass: 'limited-liability-partnership',
      });
      expect(companyId().safeParse(value).success).toBe(true);
    },
  );
});

describe('Nigeria: TIN', () => {
  it.each([
    ['1234567890', '1234567890'],
    [' 0123456789 ', '0123456789'],
    ['12345678-0001', '12345678-0001'],
    ['12345678 - 0001', '12345678-0001'],
    ['12345678 0001', '12345678-0001'],
  ])('%j is %j', (value, normalized) => {
    expect(tin(value)).toEqual({ ok: true, normalized });
  });

  it.each([
    '123456789',
    '12345678901',
    '123456789012',
    '1234567-0001',
    '123456789-0001',
    '12345678-001',
    '12345678-00001',
    '12345678--0001',
    '12345678/0001',
    '12345 67890',
    '12345678AB',
    'TIN1234567890',
  ])('rejects %j', (value) => {
    expect(tin(value)).toEqual({ ok: false, message: TIN_FORMAT });
  });
});

describe('South Africa: CIPC numbers', () => {
  it.each([
    ['2019/123456/07', 'private-company'],
    ['1962/000738/06', 'public-company'],
    ['2012/000001/08', 'non-profit-company'],
    ['2001/000002/10', 'external-company'],
    ['1998/000003/21', 'personal-liability-company'],
    ['1995/012345/23', 'close-corporation'],
    ['2002/015527/30', 'state-owned-company'],
  ])('%j is a %s', (value, entityClass) => {
    expect(za(value)).toEqual({ ok: true, normalized: value, entityClass });
  });

  it('accepts an enterprise type it cannot name, without a class', () => {
    expect(za('2019/123456/99')).toStrictEqual({ ok: true, normalized: '2019/123456/99' });
  });

  it.each(['201912345607', '2019 123456 07', '2019-123456-07', ' 2019/123456/07 ', '2019123456/07'])(
    '%j normalises to the slashed form',
    (value) => {
      expect(za(value)).toEqual({ ok: true, normalized: '2019/123456/07', entityClass: 'private-company' });
    },
  );

  it.each([
    '2019/12345/07',
    '2019/1234567/07',
    '19/123456/07',
    '2019/123456/7',
    '2019/123456/007',
    '2019//123456/07',
    '2019/123456/07X',
    '20191234567',
    'K2019/123456/07',
    'CK2019/123456/23',
    '2019\\123456\\07',
  ])('rejects %j', (value) => {
    expect(za(value)).toEqual({ ok: false, message: CIPC_FORMAT });
  });

  describe('the year is plausible: from 1800 to the current year', () => {
    it('the bounds', () => {
      expect(CIPC_EARLIEST_YEAR).toBe(1800);
      expect(za('1800/000001/06').ok).toBe(true);
      expect(za('2026/000001/07').ok).toBe(true);
      const message = 'The registration number field should start with a year from 1800 to 2026';
      expect(za('1799/000001/06')).toEqual({ ok: false, message });
      expect(za('2027/000001/07')).toEqual({ ok: false, message });
      expect(za('0000/000001/07')).toEqual({ ok: false, message });
    });

    it('a company still trading from before 1900 (Tongaat Hulett Limited)', () => {
      expect(za('1892/000610/06')).toEqual({
        ok: true,
        normalized: '1892/000610/06',
        entityClass: 'public-company',
      });
    });

    it('the upper bound follows the clock', () => {
      const in2030 = { now: new Date('2030-01-01T00:00:00Z') };
      expect(checkCompanyNumber('za', 'registration', '2030/000001/07', in2030).ok).toBe(true);
      expect(checkCompanyNumber('za', 'registration', '2030/000001/07', { now }).ok).toBe(false);
      const thisYear = new Date().getUTCFullYear();
      expect(checkCompanyNumber('za', 'registration', `${thisYear}/000001/07`).ok).toBe(true);
      expect(checkCompanyNumber('za', 'registration', `${thisYear + 1}/000001/07`).ok).toBe(false);
    });
  });
});

describe('Kenya: BRS numbers', () => {
  it.each([
    ['PVT-AB12CD3', 'private-company'],
    ['CLG-9XK2M4P', 'company-limited-by-guarantee'],
    ['BN-B8S6JP6', 'business-name'],
    ['LLP-7RT5QZ2', 'limited-liability-partnership'],
  ])('%j is a %s', (value, entityClass) => {
    expect(ke(value)).toEqual({ ok: true, normalized: value, entityClass });
  });

  it('a number typed without its hyphen splits at the known prefix', () => {
    expect(ke('BNB8S6JP6')).toEqual({ ok: true, normalized: 'BN-B8S6JP6', entityClass: 'business-name' });
    expect(ke('llpa7rt5qz')).toEqual({
      ok: true,
      normalized: 'LLP-A7RT5QZ',
      entityClass: 'limited-liability-partnership',
    });
  });

  it.each(['pvt-ab12cd3', 'PVT AB12CD3', 'PVTAB12CD3', ' PVT - AB12CD3 '])(
    '%j normalises to PVT-AB12CD3',
    (value) => {
      expect(ke(value)).toEqual({ ok: true, normalized: 'PVT-AB12CD3', entityClass: 'private-company' });
    },
  );

  it('takes a code of 6 to 10 letters or digits', () => {
    expect(ke('PVT-AB12CD').ok).toBe(true);
    expect(ke('PVT-AB12CD34EF').ok).toBe(true);
    expect(ke('PVT-AB12C')).toEqual({ ok: false, message: BRS_FORMAT });
    expect(ke('PVT-AB12CD34EFG')).toEqual({ ok: false, message: BRS_FORMAT });
  });

  it.each([
    ['CPR/2014/12345', 'CPR/2014/12345'],
    ['cpr/2014/12345', 'CPR/2014/12345'],
    ['CPR / 2014 / 12345', 'CPR/2014/12345'],
    ['CPR/2014/1', 'CPR/2014/1'],
    ['CPR/2014/1234567', 'CPR/2014/1234567'],
  ])('the earlier registry: %j is %j', (value, normalized) => {
    expect(ke(value)).toEqual({ ok: true, normalized, entityClass: 'company' });
  });

  it('the CPR year is plausible', () => {
    const message = 'The registration number field should start with a year from 1900 to 2026';
    expect(ke('CPR/1899/12345')).toEqual({ ok: false, message });
    expect(ke('CPR/2027/12345')).toEqual({ ok: false, message });
    expect(ke('CPR/2026/12345').ok).toBe(true);
  });

  it.each([
    'CPR/2014/12345678',
    'CPR/14/12345',
    'CPR-2014-12345',
    'CPR/2014/',
    'XYZ-AB12CD3',
    'PLC-AB12CD3',
    'PVT-AB12CD!',
    'PVT_AB12CD3',
    'C.12345',
    'P051234567M',
    '12345678',
  ])('rejects %j', (value) => {
    expect(ke(value)).toEqual({ ok: false, message: BRS_FORMAT });
  });
});

describe('Ghana: ORC numbers', () => {
  it.each([
    ['CS123456789', 'CS123456789', 'company-limited-by-shares'],
    ['BN123456789', 'BN123456789', 'business-name'],
    ['cs123456789', 'CS123456789', 'company-limited-by-shares'],
    ['CS 123456789', 'CS123456789', 'company-limited-by-shares'],
    ['bn-123456789', 'BN123456789', 'business-name'],
    [' CS123456789 ', 'CS123456789', 'company-limited-by-shares'],
  ])('%j is %j, a %s', (value, normalized, entityClass) => {
    expect(gh(value)).toEqual({ ok: true, normalized, entityClass });
  });

  it.each([
    'CS12345678',
    'CS1234567890',
    'CS12345678A',
    'CG123456789',
    'XX123456789',
    'C123456789',
    '123456789',
    'RC123456',
    'CS 123 456 789',
  ])('rejects %j', (value) => {
    expect(gh(value)).toEqual({ ok: false, message: ORC_FORMAT });
  });
});
