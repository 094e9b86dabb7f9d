import { identityTypesFor, numberRuleFor } from '@verity/client';
import { describe, expect, it } from 'vitest';
import {
  bankListFor,
  digitOnlyTypeList,
  fieldLabelFor,
  gdcCountry,
  needsBranchCode,
  verifyCountries,
  verifyScreens,
} from './verify-screens';

describe('verify screens', () => {
  it('lists the four countries then global', () => {
    expect(verifyScreens.map((s) => s.href)).toEqual([
      '/ng/verify',
      '/gh/verify',
      '/ke/verify',
      '/za/verify',
      '/global/verify',
    ]);
  });

  it('reads a GDC country code, any case; anything else is unknown', () => {
    expect(gdcCountry('ng')).toBe('ng');
    expect(gdcCountry('KE')).toBe('ke');
    expect(gdcCountry('global')).toBeNull();
    expect(gdcCountry('fr')).toBeNull();
    expect(gdcCountry(undefined)).toBeNull();
  });

  it('picks the bank list of each bank-account check, and every such check has one or a branch code', () => {
    expect(bankListFor('ng', 'bav')).toBe('ng');
    expect(bankListFor('ng', 'premium-bav')).toBe('ng-premium');
    expect(bankListFor('ke', 'bav')).toBe('ke');
    expect(bankListFor('za', 'bav')).toBeNull();
    expect(needsBranchCode('za', 'bav')).toBe(true);
    for (const country of verifyCountries)
      for (const type of identityTypesFor(country))
        if (numberRuleFor(country, type.value)?.needsBankCode)
          expect(bankListFor(country, type.value) !== null || needsBranchCode(country, type.value)).toBe(
            true,
          );
  });

  it('only cleans to digits the types whose numbers are digits alone', () => {
    for (const [country, type] of digitOnlyTypeList()) {
      const rule = numberRuleFor(country, type);
      expect(rule, `${country}/${type}`).toBeDefined();
      // A rule that accepts a letter in the number would lose it to the tel cleaner.
      expect(rule?.check('A'.repeat(11))).toBe(false);
    }
  });

  it('capitalises plain labels only', () => {
    expect(fieldLabelFor('account number')).toBe('Account number');
    expect(fieldLabelFor("driver's licence number")).toBe("Driver's licence number");
    expect(fieldLabelFor('vNIN')).toBe('vNIN');
    expect(fieldLabelFor('NIN')).toBe('NIN');
  });
});
