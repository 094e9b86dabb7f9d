import { describe, expect, it } from 'vitest';
import { addTypedEmail, backspace, isChipKey, removeEmail } from '../../../lib/email-chips';
import { canSend, checkShareCsv, describeInvalidRows, embedCode, invalidRowsOf } from './share-rules';

describe('email chips', () => {
  it('adds a valid typed email and clears the input', () => {
    expect(addTypedEmail({ emails: [], input: '  ada@example.com ' })).toEqual({
      emails: ['ada@example.com'],
      input: '',
      warning: null,
    });
  });

  it('keeps an invalid email in the input with the warning', () => {
    expect(addTypedEmail({ emails: ['a@b.co'], input: 'not-an-email' })).toEqual({
      emails: ['a@b.co'],
      input: 'not-an-email',
      warning: 'Invalid email',
    });
  });

  it('drops a duplicate, whatever its case, with the warning', () => {
    expect(addTypedEmail({ emails: ['ada@example.com'], input: 'ADA@example.com' })).toEqual({
      emails: ['ada@example.com'],
      input: '',
      warning: 'Email already added',
    });
  });

  it('does nothing when nothing is typed', () => {
    expect(addTypedEmail({ emails: ['a@b.co'], input: '   ' })).toEqual({
      emails: ['a@b.co'],
      input: '',
      warning: null,
    });
  });

  it('takes Enter, Tab and Space as the add keys', () => {
    expect(['Enter', 'Tab', ' '].every(isChipKey)).toBe(true);
    expect(isChipKey('a')).toBe(false);
    expect(isChipKey(',')).toBe(false);
  });

  it('removes the last chip on Backspace only when the input is empty', () => {
    expect(backspace({ emails: ['a@b.co', 'c@d.co'], input: '' })).toEqual({ emails: ['a@b.co'], input: '' });
    expect(backspace({ emails: ['a@b.co'], input: 'x' })).toBeNull();
    expect(backspace({ emails: [], input: '' })).toBeNull();
  });

  it('removes a chosen chip', () => {
    expect(removeEmail(['a@b.co', 'c@d.co'], 'a@b.co')).toEqual(['c@d.co']);
  });
});

describe('CSV file', () => {
  it('accepts a CSV under 5120 KB', () => {
    expect(checkShareCsv({ name: 'people.CSV', size: 1024 })).toBeNull();
    expect(checkShareCsv({ name: 'people.csv', size: 5120 * 1024 })).toBeNull();
  });

  it('refuses other formats, big files and empty files', () => {
    expect(checkShareCsv({ name: 'people.xlsx', size: 10 })).toMatch(/unsupported format/);
    expect(checkShareCsv({ name: 'people.csv', size: 5120 * 1024 + 1 })).toMatch(/should be less than 5MB/);
    expect(checkShareCsv({ name: 'people.csv', size: 0 })).toMatch(/required/);
  });
});

describe('send button and snippets', () => {
  it('needs an email or a file, and nothing loading', () => {
    expect(canSend({ emails: [], file: null, loading: false })).toBe(false);
    expect(canSend({ emails: ['a@b.co'], file: null, loading: false })).toBe(true);
    expect(canSend({ emails: [], file: {}, loading: false })).toBe(true);
    expect(canSend({ emails: ['a@b.co'], file: {}, loading: true })).toBe(false);
  });

  it('builds the §9 iframe snippet', () => {
    expect(embedCode('https://forms.example/v-forms/abc?e=s&x="y"')).toBe(
      '<iframe src="https://forms.example/v-forms/abc?e=s&x=&quot;y&quot;" width="100%" height="100%" frameborder="0" style="border:none" allow="camera"></iframe>',
    );
    expect(embedCode('https://forms.example/v-forms/abc')).toBe(
      '<iframe src="https://forms.example/v-forms/abc" width="100%" height="100%" frameborder="0" style="border:none" allow="camera"></iframe>',
    );
  });

  it('describes the rows the server skipped', () => {
    expect(describeInvalidRows([{ row: 3, value: 'nope', message: 'Invalid email' }])).toEqual([
      'Row 3 (nope): Invalid email',
    ]);
  });
});

describe('invalidRowsOf', () => {
  it('reads the rows of a failed CSV share, ignoring anything else', () => {
    const row = { row: 2, value: 'x', message: 'Invalid email' };
    expect(invalidRowsOf({ sent: 0, invalid: [row, { row: 'a' }] })).toEqual([row]);
    expect(invalidRowsOf(undefined)).toEqual([]);
    expect(invalidRowsOf({ invalid: 'no' })).toEqual([]);
  });
});
