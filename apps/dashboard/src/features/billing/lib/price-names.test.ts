import { describe, expect, it } from 'vitest';
import { priceName } from './price-names';

describe('a price key’s name', () => {
  it('reads identity keys by the type’s name and country', () => {
    expect(priceName('ng:nin')).toBe('Customer Verification · NIN · Nigeria');
    expect(priceName('gh:new_voter_card')).toBe("Customer Verification · Voter's ID (new) · Ghana");
    expect(priceName('global:compare-image')).toBe('Customer Verification · Facial Compare · Global');
  });

  it('reads company, credit report, screening and capture keys by their modules’ labels', () => {
    expect(priceName('company:ng:company_basic')).toBe('Business Verification · Company (basic) · Nigeria');
    expect(priceName('credit-report:ke:keCreditReport')).toBe(
      'Credit Report · Business credit report (Kenya)',
    );
    expect(priceName('aml:identity')).toBe('Sanction & PEP · Identity screening');
    expect(priceName('capture:liveness')).toBe('Identity capture · Liveness check');
  });

  it('is empty for a key nothing names, so the page shows the key alone', () => {
    for (const key of [
      'ng:credit-report-individual',
      'xx:nin',
      'constructor:x',
      'company:ng:unknown',
      'plain',
    ])
      expect(priceName(key), key).toBe('');
  });
});
