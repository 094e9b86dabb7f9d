import { describe, expect, it } from 'vitest';
import { joinList, ruleMessages, shareMessages } from './messages.js';

describe('ruleMessages: each validation rule answers its own message, word for word', () => {
  it.each([
    ['required', ruleMessages.required('email'), 'The email field is required'],
    ['ext', ruleMessages.ext('document'), 'The document field has an unsupported format'],
    ['email', ruleMessages.email('email'), 'The email field should be a valid email'],
    ['min_value', ruleMessages.minValue('amount', 100), 'The amount field should be at least 100'],
    ['max_value', ruleMessages.maxValue('amount', 5000), 'The amount field should not be more than 5000'],
    [
      'has_uppercase',
      ruleMessages.hasUppercase('password'),
      'The password field should contain an uppercase letter',
    ],
    [
      'has_lowercase',
      ruleMessages.hasLowercase('password'),
      'The password field should contain a lowercase letter',
    ],
    ['has_number', ruleMessages.hasNumber('password'), 'The password field should contain a number'],
    [
      'has_special_character',
      ruleMessages.hasSpecialCharacter('password'),
      'The password field should contain a special character',
    ],
    ['min_length', ruleMessages.minLength('name', 3), 'The name field should be at least 3 characters'],
    [
      'max_length',
      ruleMessages.maxLength('name', 32),
      'The name field should be not more than 32 characters',
    ],
    ['length', ruleMessages.length('NIN', 11), 'The NIN field should be exactly 11 characters'],
    ['numeric', ruleMessages.numeric('BVN'), 'The BVN field should contain only digits'],
    [
      'no_rc',
      ruleMessages.noRc('registration number'),
      'The registration number field should not start with RC',
    ],
    [
      'company_id (the spec\'s literal "with with")',
      ruleMessages.companyId('company ID'),
      'The company ID field must start with with one of RC,BN,IT,LP,LPP',
    ],
    ['pvc', ruleMessages.pvc('PVC number'), 'The PVC number field should be a valid PVC number'],
    ['confirm', ruleMessages.confirm(), 'Passwords do not match'],
    ['unknown field', ruleMessages.unknownField('nickname'), 'The nickname field is not allowed'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  describe('size: the limit is given in KB and stated in MB (KB / 1024)', () => {
    it.each([
      [1024, 'The file field should be less than 1MB'],
      [5120, 'The file field should be less than 5MB'],
      [2048, 'The file field should be less than 2MB'],
      [512, 'The file field should be less than 0.5MB'],
      [1536, 'The file field should be less than 1.5MB'],
      [100, 'The file field should be less than 0.1MB'],
    ])('%i KB', (kb, expected) => {
      expect(ruleMessages.size('file', kb)).toBe(expected);
    });
  });

  describe('password policy lists what is missing', () => {
    it('one item', () => {
      expect(ruleMessages.password('password', ['a number'])).toBe('The password must have a number');
    });
    it('two items joined with "and"', () => {
      expect(ruleMessages.password('password', ['an uppercase letter', 'a number'])).toBe(
        'The password must have an uppercase letter and a number',
      );
    });
    it('three items as "a, b and c"', () => {
      expect(
        ruleMessages.password('new password', ['a lowercase letter', 'a number', 'a special character']),
      ).toBe('The new password must have a lowercase letter, a number and a special character');
    });
  });
});

describe('joinList', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
    [['a', 'b', 'c', 'd'], 'a, b, c and d'],
  ])('%j -> %j', (items, expected) => {
    expect(joinList(items)).toBe(expected);
  });
});

describe("shareMessages: the share modal's email warnings", () => {
  it('invalid and duplicate email warnings', () => {
    expect(shareMessages.invalidEmail).toBe('Invalid email');
    expect(shareMessages.duplicateEmail).toBe('Email already added');
  });
});
