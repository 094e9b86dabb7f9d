import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  COMPANY_ID_PREFIXES,
  checkFile,
  companyId,
  currentPassword,
  email,
  FILE_INPUT_EXTENSIONS,
  FILE_INPUT_MAX_KB,
  fieldLabel,
  noRc,
  number,
  numeric,
  oneOf,
  optionalText,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  password,
  passwordProblems,
  pvc,
  requiredText,
  strictObject,
  truthy,
  withConfirmation,
} from './validation.js';

/** Every issue message, in order; [] when the input is accepted. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The first issue message, as a form shows it; undefined when the input is accepted. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  return messages(schema, input)[0];
}

describe('required', () => {
  const schema = strictObject({ firstName: requiredText('first name') });

  it('a missing key', () => {
    expect(messages(schema, {})).toEqual(['The first name field is required']);
  });
  it('undefined', () => {
    expect(messages(schema, { firstName: undefined })).toEqual(['The first name field is required']);
  });
  it('null', () => {
    expect(messages(schema, { firstName: null })).toEqual(['The first name field is required']);
  });
  it('the empty string', () => {
    expect(messages(schema, { firstName: '' })).toEqual(['The first name field is required']);
  });
  it('whitespace only', () => {
    expect(messages(schema, { firstName: ' \t\n ' })).toEqual(['The first name field is required']);
  });
  it('a value of another type is a type error, not "required"', () => {
    expect(messages(schema, { firstName: 42 })).toEqual(['The first name field should be a text']);
  });
  it('accepts and trims a value', () => {
    expect(schema.safeParse({ firstName: '  Ada ' })).toEqual({ success: true, data: { firstName: 'Ada' } });
  });
  it('puts the issue on the field path', () => {
    const result = schema.safeParse({ firstName: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['firstName']);
  });

  it('applies to every rule helper', () => {
    expect(messages(email(), undefined)).toEqual(['The email field is required']);
    expect(messages(email(), null)).toEqual(['The email field is required']);
    expect(messages(email(), '   ')).toEqual(['The email field is required']);
    expect(firstMessage(password(), '')).toBe('The password field is required');
    expect(messages(password(), undefined)).toEqual(['The password field is required']);
    expect(messages(currentPassword(), '')).toEqual(['The password field is required']);
    expect(messages(currentPassword('current password'), null)).toEqual([
      'The current password field is required',
    ]);
    expect(firstMessage(numeric('BVN', { length: 11 }), '')).toBe('The BVN field is required');
    expect(messages(number('amount'), undefined)).toEqual(['The amount field is required']);
    expect(messages(number('amount'), null)).toEqual(['The amount field is required']);
    expect(firstMessage(pvc(), ' ')).toBe('The PVC number field is required');
    expect(firstMessage(companyId(), '')).toBe('The company ID field is required');
    expect(firstMessage(noRc('registration number'), '')).toBe('The registration number field is required');
    expect(messages(oneOf('gender', ['male', 'female']), undefined)).toEqual([
      'The gender field is required',
    ]);
    expect(messages(oneOf('gender', ['male', 'female']), null)).toEqual(['The gender field is required']);
  });

  it('truthy: an unticked or missing checkbox is "required"', () => {
    expect(messages(truthy('terms'), false)).toEqual(['The terms field is required']);
    expect(messages(truthy('terms'), undefined)).toEqual(['The terms field is required']);
    expect(messages(truthy('terms'), null)).toEqual(['The terms field is required']);
    expect(messages(truthy('terms'), 'yes')).toEqual(['The terms field should be true or false']);
    expect(messages(truthy('terms'), true)).toEqual([]);
  });
});

describe('optionalText: presence, not truthiness', () => {
  const schema = strictObject({ middleName: optionalText('middle name', { max: 5 }) });
  it('keeps "" and accepts a missing key', () => {
    expect(schema.safeParse({ middleName: '' })).toEqual({ success: true, data: { middleName: '' } });
    expect(schema.safeParse({})).toEqual({ success: true, data: {} });
  });
  it('max length', () => {
    expect(messages(schema, { middleName: 'abcdef' })).toEqual([
      'The middle name field should be not more than 5 characters',
    ]);
    expect(messages(schema, { middleName: '  abcde  ' })).toEqual([]);
  });
  it('null is not a text', () => {
    expect(messages(schema, { middleName: null })).toEqual(['The middle name field should be a text']);
  });
});

describe('email', () => {
  it.each(['nope', 'a@', '@b.co', 'a b@c.co', 'a@b', 'a@@b.co'])('rejects %j', (value) => {
    expect(messages(email(), value)).toEqual(['The email field should be a valid email']);
  });
  it('names its field', () => {
    expect(messages(email('work email'), 'x')).toEqual(['The work email field should be a valid email']);
  });
  it('trims and lower-cases a valid address', () => {
    expect(email().safeParse('  Owner@ACME.Local ')).toEqual({ success: true, data: 'owner@acme.local' });
  });
  it('caps the length at 254', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`; // 255 characters
    expect(long).toHaveLength(255);
    expect(messages(email(), long)).toEqual(['The email field should be not more than 254 characters']);
    expect(messages(email(), long.slice(1))).toEqual([]);
  });
});

describe('min_value / max_value', () => {
  const schema = number('amount', { min: 100, max: 5000 });
  it.each([
    [99, ['The amount field should be at least 100']],
    [5001, ['The amount field should not be more than 5000']],
    [100, []],
    [5000, []],
  ])('%d', (value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });
  it('0 is a value, checked against the bounds (not treated as missing)', () => {
    expect(messages(number('count', { min: 0 }), 0)).toEqual([]);
    expect(messages(number('count', { min: 1 }), 0)).toEqual(['The count field should be at least 1']);
  });
  it('a string is not a number', () => {
    expect(messages(schema, '200')).toEqual(['The amount field should be a number']);
  });
  it('integer', () => {
    expect(messages(number('limit', { integer: true }), 1.5)).toEqual([
      'The limit field should be a whole number',
    ]);
  });
});

describe('min / max / exact length', () => {
  it('min length', () => {
    expect(messages(requiredText('name', { min: 3 }), 'ab')).toEqual([
      'The name field should be at least 3 characters',
    ]);
    expect(messages(requiredText('name', { min: 3 }), 'abc')).toEqual([]);
  });
  it('max length, default 255', () => {
    expect(messages(requiredText('name'), 'a'.repeat(256))).toEqual([
      'The name field should be not more than 255 characters',
    ]);
    expect(messages(requiredText('name'), 'a'.repeat(255))).toEqual([]);
  });
  it('max length, given', () => {
    expect(messages(requiredText('name', { max: 32 }), 'a'.repeat(33))).toEqual([
      'The name field should be not more than 32 characters',
    ]);
  });
  it('length is measured after trimming', () => {
    expect(messages(requiredText('name', { max: 3 }), '  abc  ')).toEqual([]);
  });
  it('exact length', () => {
    const schema = requiredText('country code', { length: 2 });
    expect(messages(schema, 'NGA')).toEqual(['The country code field should be exactly 2 characters']);
    expect(messages(schema, 'N')).toEqual(['The country code field should be exactly 2 characters']);
    expect(messages(schema, 'NG')).toEqual([]);
  });
});

describe('numeric', () => {
  it('should contain only digits', () => {
    expect(messages(numeric('BVN'), '12a45')).toEqual(['The BVN field should contain only digits']);
    expect(messages(numeric('BVN'), '12.45')).toEqual(['The BVN field should contain only digits']);
    expect(messages(numeric('BVN'), '-1245')).toEqual(['The BVN field should contain only digits']);
    expect(messages(numeric('BVN'), '01245')).toEqual([]);
  });
  it('with an exact length', () => {
    const schema = numeric('NIN', { length: 11 });
    expect(messages(schema, '1234567890')).toEqual(['The NIN field should be exactly 11 characters']);
    expect(messages(schema, '123456789012')).toEqual(['The NIN field should be exactly 11 characters']);
    expect(schema.safeParse(' 12345678901 ')).toEqual({ success: true, data: '12345678901' });
  });
});

describe('no_rc', () => {
  it.each(['RC123456', 'rc123456', 'Rc 1'])('rejects %j', (value) => {
    expect(messages(noRc('registration number'), value)).toEqual([
      'The registration number field should not start with RC',
    ]);
  });
  it.each(['123456', 'BN123', '12RC'])('accepts %j', (value) => {
    expect(messages(noRc('registration number'), value)).toEqual([]);
  });
});

describe('company_id', () => {
  it('the prefixes of the spec', () => {
    expect(COMPANY_ID_PREFIXES).toEqual(['RC', 'BN', 'IT', 'LP', 'LLP', 'LPP']);
  });
  it.each(['RC123456', 'BN1234', 'IT99', 'LP0001', 'LLP0001', 'LPP0001', 'rc123456'])(
    'accepts %j',
    (value) => {
      expect(messages(companyId(), value)).toEqual([]);
    },
  );
  it.each(['123456', 'XY123', 'R123', ' B N1'])('rejects %j with the literal "with with"', (value) => {
    expect(messages(companyId(), value)).toEqual([
      'The company ID field must start with with one of RC,BN,IT,LP,LPP',
    ]);
  });
});

describe('PVC number: five groups of 4,4,4,4,3 with optional space or hyphen separators', () => {
  it.each([
    ['spaces', '90F5 B04F 5B29 5568 1AB'],
    ['hyphens', '90F5-B04F-5B29-5568-1AB'],
    ['no separators', '90F5B04F5B2955681AB'],
    ['lower-case letters in the first three groups', '90f5 b04f 5b29 5568 1AB'],
    ['mixed separators', '90F5 B04F-5B29 5568-123'],
    ['surrounding whitespace (trimmed)', '  90F5B04F5B2955681AB  '],
  ])('valid: %s', (_case, value) => {
    expect(messages(pvc(), value)).toEqual([]);
  });

  it.each([
    ['a letter in the fourth (numeric) group', '90F5 B04F 5B29 55A8 1AB'],
    ['a lower-case last group', '90F5 B04F 5B29 5568 1ab'],
    ['a last group of 2', '90F5 B04F 5B29 5568 1A'],
    ['a last group of 4', '90F5 B04F 5B29 5568 1ABC'],
    ['a first group of 3', '90F B04F 5B29 5568 1AB'],
    ['two separators in a row', '90F5  B04F 5B29 5568 1AB'],
    ['an underscore separator', '90F5_B04F_5B29_5568_1AB'],
    ['a slash separator', '90F5/B04F/5B29/5568/1AB'],
    ['a special character in a group', '90F! B04F 5B29 5568 1AB'],
    ['only four groups', '90F5 B04F 5B29 5568'],
  ])('invalid: %s', (_case, value) => {
    expect(messages(pvc(), value)).toEqual(['The PVC number field should be a valid PVC number']);
  });

  it('names its field', () => {
    expect(messages(pvc('voter card'), 'x')).toEqual(['The voter card field should be a valid PVC number']);
  });
});

describe('password policy', () => {
  it('constants', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it.each([
    ['Verity!2026', []],
    ['Abcdef1!', []],
    [
      'abc',
      ['The password must have at least 8 characters, an uppercase letter, a number and a special character'],
    ],
    ['abcdefgh', ['The password must have an uppercase letter, a number and a special character']],
    ['Abcdefgh', ['The password must have a number and a special character']],
    ['Abcdefg1', ['The password must have a special character']],
    ['Abcdefg!', ['The password must have a number']],
    ['abcdefg1!', ['The password must have an uppercase letter']],
    ['ABCDEFG1!', ['The password must have a lowercase letter']],
    ['Ab1!', ['The password must have at least 8 characters']],
    ['12345678', ['The password must have an uppercase letter, a lowercase letter and a special character']],
    [
      '        ',
      ['The password must have an uppercase letter, a lowercase letter, a number and a special character'],
    ],
    [
      '!',
      ['The password must have at least 8 characters, an uppercase letter, a lowercase letter and a number'],
    ],
  ])('%j', (value, expected) => {
    expect(messages(password(), value)).toEqual(expected);
  });

  it('names its field', () => {
    expect(messages(password('new password'), 'abcdefg1!')).toEqual([
      'The new password must have an uppercase letter',
    ]);
  });

  it('whitespace is not a special character', () => {
    expect(messages(password(), 'Abcdefg1 ')).toEqual(['The password must have a special character']);
  });

  it('caps the length at 128', () => {
    const long = `Ab1!${'x'.repeat(125)}`;
    expect(long).toHaveLength(129);
    expect(messages(password(), long)).toEqual(['The password field should be not more than 128 characters']);
    expect(messages(password(), long.slice(0, 128))).toEqual([]);
  });

  it('passwordProblems lists the missing items in the message order', () => {
    expect(passwordProblems('')).toEqual([
      'at least 8 characters',
      'an uppercase letter',
      'a lowercase letter',
      'a number',
      'a special character',
    ]);
    expect(passwordProblems('Verity!2026')).toEqual([]);
  });

  it('a password being checked (currentPassword) is not held to the policy', () => {
    expect(messages(currentPassword(), 'a')).toEqual([]);
    expect(messages(currentPassword(), 'x'.repeat(129))).toEqual([
      'The password field should be not more than 128 characters',
    ]);
  });
});

describe('confirm', () => {
  const schema = withConfirmation(
    strictObject({ password: password(), confirmPassword: currentPassword('confirm password') }),
    'password',
    'confirmPassword',
  );

  it('Passwords do not match, on the confirmation field', () => {
    const result = schema.safeParse({ password: 'Verity!2026', confirmPassword: 'Verity!2027' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['confirmPassword'], 'Passwords do not match'],
    ]);
  });
  it('matching passwords pass', () => {
    expect(messages(schema, { password: 'Verity!2026', confirmPassword: 'Verity!2026' })).toEqual([]);
  });
  it('the mismatch is reported beside a weak password', () => {
    expect(messages(schema, { password: 'abc', confirmPassword: 'abd' })).toEqual([
      'The password must have at least 8 characters, an uppercase letter, a number and a special character',
      'Passwords do not match',
    ]);
  });
});

describe('unknown fields (strictObject)', () => {
  const schema = strictObject({ email: email() });

  it('one unknown key', () => {
    expect(messages(schema, { email: 'a@b.co', nickname: 'x' })).toEqual([
      'The nickname field is not allowed',
    ]);
  });
  it('several unknown keys are listed in one message', () => {
    expect(messages(schema, { email: 'a@b.co', a: 1, b: 2, c: 3 })).toEqual([
      'The a field is not allowed, The b field is not allowed and The c field is not allowed',
    ]);
  });
  it('an unknown key is reported beside field errors', () => {
    expect(messages(schema, { email: 'nope', admin: true })).toEqual([
      'The email field should be a valid email',
      'The admin field is not allowed',
    ]);
  });
  it('nested strict objects reject their own unknown keys', () => {
    const nested = strictObject({ settings: strictObject({ theme: optionalText('theme') }) });
    const result = nested.safeParse({ settings: { theme: 'dark', colour: 'red' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['settings'], 'The colour field is not allowed'],
    ]);
  });
  it('known keys only: accepted', () => {
    expect(schema.safeParse({ email: 'A@B.CO' })).toEqual({ success: true, data: { email: 'a@b.co' } });
  });
});

describe('oneOf', () => {
  const schema = oneOf('gender', ['male', 'female']);
  it('lists the options', () => {
    expect(messages(schema, 'other')).toEqual(['The gender field should be one of male, female']);
    expect(messages(schema, 'female')).toEqual([]);
  });
});

describe('checkFile (file input: png, jpg, jpeg, pdf, ppt, pptx, doc, docx, xls, xlsx; 1024 KB)', () => {
  const oneMb = 1024 * 1024;

  it('the defaults of the spec', () => {
    expect(FILE_INPUT_MAX_KB).toBe(1024);
    expect(FILE_INPUT_EXTENSIONS).toEqual([
      'png',
      'jpg',
      'jpeg',
      'pdf',
      'ppt',
      'pptx',
      'doc',
      'docx',
      'xls',
      'xlsx',
    ]);
  });
  it('an empty file is missing', () => {
    expect(checkFile({ name: 'id.png', size: 0 }, 'document')).toBe('The document field is required');
  });
  it.each(['id.gif', 'id.exe', 'id', 'id.png.exe', 'archive.tar.gz'])(
    '%j has an unsupported format',
    (name) => {
      expect(checkFile({ name, size: 10 }, 'document')).toBe('The document field has an unsupported format');
    },
  );
  it('too big: over 1024 KB is "less than 1MB"', () => {
    expect(checkFile({ name: 'id.pdf', size: oneMb + 1 }, 'document')).toBe(
      'The document field should be less than 1MB',
    );
  });
  it('the extension is checked before the size', () => {
    expect(checkFile({ name: 'id.gif', size: 10 * oneMb }, 'document')).toBe(
      'The document field has an unsupported format',
    );
  });
  it.each(FILE_INPUT_EXTENSIONS.map((ext) => `scan.${ext}`))('%j up to the limit is accepted', (name) => {
    expect(checkFile({ name, size: oneMb }, 'document')).toBeNull();
  });
  it('the extension is case-insensitive', () => {
    expect(checkFile({ name: 'SCAN.PDF', size: 1 }, 'document')).toBeNull();
  });
  it('custom limit and extensions (the share modal CSV: .csv under 5120 KB)', () => {
    const csv = { maxKb: 5120, extensions: ['csv'] };
    expect(checkFile({ name: 'emails.csv', size: 5 * oneMb }, 'file', csv)).toBeNull();
    expect(checkFile({ name: 'emails.csv', size: 5 * oneMb + 1 }, 'file', csv)).toBe(
      'The file field should be less than 5MB',
    );
    expect(checkFile({ name: 'emails.xlsx', size: 1 }, 'file', csv)).toBe(
      'The file field has an unsupported format',
    );
  });
});

describe('fieldLabel', () => {
  it.each([
    ['firstName', 'first name'],
    ['confirm_password', 'confirm password'],
    ['two-factor', 'two factor'],
    ['email', 'email'],
    ['dateOfBirth2', 'date of birth2'],
  ])('%j -> %j', (key, expected) => {
    expect(fieldLabel(key)).toBe(expected);
  });
});
