import { describe, expect, it } from 'vitest';
import { checkEnterpriseRequest } from './enterprise-request';

describe('the Enterprise request', () => {
  it('may be sent empty', () => {
    expect(checkEnterpriseRequest({ expectedChecksPerMonth: ' ', message: '' })).toEqual({ request: {} });
  });

  it('sends the expected checks as a number (separators allowed) and the message trimmed', () => {
    expect(checkEnterpriseRequest({ expectedChecksPerMonth: '20,000', message: ' Hello ' })).toEqual({
      request: { expectedChecksPerMonth: 20000, message: 'Hello' },
    });
  });

  it('says what is wrong with the fields, in the API’s words', () => {
    expect(checkEnterpriseRequest({ expectedChecksPerMonth: 'lots', message: '' })).toEqual({
      errors: { expectedChecksPerMonth: 'The expected checks per month field should contain only digits' },
    });
    expect(checkEnterpriseRequest({ expectedChecksPerMonth: '0', message: 'x'.repeat(1001) })).toEqual({
      errors: {
        expectedChecksPerMonth: 'The expected checks per month field should be at least 1',
        message: 'The message field should be not more than 1000 characters',
      },
    });
  });
});
