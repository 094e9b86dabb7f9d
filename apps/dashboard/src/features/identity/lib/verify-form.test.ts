import { describe, expect, it } from 'vitest';
import { BRANCH_CODE_MESSAGE, emptyVerifyForm, verifyFormSchema, verifyRequestBody } from './verify-form';

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('verifyFormSchema', () => {
  it('shows the NIN format message and the consent message', () => {
    const schema = verifyFormSchema('ng', 'nin');
    const result = schema?.safeParse({ ...emptyVerifyForm('ng', 'nin'), number: '123' });
    expect(result?.success).toBe(false);
    expect(messages(result ?? { success: true })).toEqual({
      number: 'The NIN field should be exactly 11 digits',
      isConsent: 'The consent field is required',
    });
  });

  it('accepts a valid NIN with consent, blank optional details included', () => {
    const schema = verifyFormSchema('ng', 'nin');
    const result = schema?.safeParse({
      ...emptyVerifyForm('ng', 'nin'),
      number: '11111111111',
      isConsent: true,
    });
    expect(result?.success).toBe(true);
  });

  it('starts a bank-account check with its own fields only (the schema is strict)', () => {
    expect(emptyVerifyForm('ng', 'bav')).toEqual({
      accountNumber: '',
      bankCode: '',
      firstName: '',
      lastName: '',
      isConsent: false,
    });
    const result = verifyFormSchema('ng', 'bav')?.safeParse({
      ...emptyVerifyForm('ng', 'bav'),
      isConsent: true,
    });
    expect(messages(result ?? { success: true })).toMatchObject({
      accountNumber: 'The account number field is required',
      bankCode: 'The bank field is required',
    });
  });

  it('asks South African accounts for a 6-digit branch code', () => {
    const schema = verifyFormSchema('za', 'bav');
    const base = { ...emptyVerifyForm('za', 'bav'), accountNumber: '12345678', isConsent: true };
    expect(messages(schema?.safeParse({ ...base, bankCode: '12345' }) ?? { success: true })).toEqual({
      bankCode: BRANCH_CODE_MESSAGE,
    });
    expect(schema?.safeParse({ ...base, bankCode: '250655' }).success).toBe(true);
  });

  it('is undefined for a type the registry does not know', () => {
    expect(verifyFormSchema('ng', 'palm-print')).toBeUndefined();
  });
});

describe('verifyRequestBody', () => {
  it('leaves blank optional details out', () => {
    expect(
      verifyRequestBody({ number: '11111111111', firstName: '', lastName: 'Obi', isConsent: true }),
    ).toEqual({
      number: '11111111111',
      lastName: 'Obi',
      isConsent: true,
    });
  });
});
