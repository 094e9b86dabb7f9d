import { describe, expect, it } from 'vitest';
import { cleanDigit, cleaners, cleanSpecialCharacters, cleanTel, cleanWithNumbers } from './cleaners.js';

describe('digit: keeps digits and the dot', () => {
  it.each([
    ['1,234.56', '1234.56'],
    ['₦ 1 500.00 NGN', '1500.00'],
    ['-42e3', '423'],
    ['abc', ''],
    ['0', '0'],
    ['', ''],
    ['1.2.3', '1.2.3'],
  ])('%j -> %j', (input, expected) => {
    expect(cleanDigit(input)).toBe(expected);
  });
});

describe('tel: keeps digits only', () => {
  it.each([
    ['+234 (803) 123-4567', '2348031234567'],
    ['0803.123.4567', '08031234567'],
    ['ext. 12', '12'],
    ['phone', ''],
    ['٣٤٥', ''], // Arabic-Indic digits are not ASCII digits
  ])('%j -> %j', (input, expected) => {
    expect(cleanTel(input)).toBe(expected);
  });
});

describe('clear-special-characters: keeps letters and hyphen, max 32', () => {
  it.each([
    ['Mary-Jane', 'Mary-Jane'],
    ['Mary Jane', 'MaryJane'],
    ["O'Brien 3rd!", 'OBrienrd'],
    ['José-María', 'José-María'],
    ['Ọlátúndé_1', 'Ọlátúndé'],
    ['@#$%^&*()', ''],
  ])('%j -> %j', (input, expected) => {
    expect(cleanSpecialCharacters(input)).toBe(expected);
  });

  it('cuts at 32 characters, after cleaning', () => {
    expect(cleanSpecialCharacters('a'.repeat(40))).toBe('a'.repeat(32));
    expect(cleanSpecialCharacters(`${'1 '.repeat(10)}${'b'.repeat(32)}`)).toBe('b'.repeat(32));
    expect(cleanSpecialCharacters('b'.repeat(31))).toBe('b'.repeat(31));
  });

  it('counts characters, never leaving half a surrogate pair', () => {
    const bold = '\u{1D400}'; // MATHEMATICAL BOLD CAPITAL A, a letter outside the BMP
    const out = cleanSpecialCharacters(`a${bold.repeat(40)}`);
    expect(Array.from(out)).toHaveLength(32);
    expect(out).toBe(`a${bold.repeat(31)}`);
    expect(() => encodeURIComponent(out)).not.toThrow();
  });
});

describe('with-numbers: keeps letters, digits, spaces and hyphen, max 32', () => {
  it.each([
    ['Plot 12-B, Allen Ave.', 'Plot 12-B Allen Ave'],
    ['Suite #4 / Floor 2', 'Suite 4  Floor 2'],
    ['Ikẹja GRA 100001', 'Ikẹja GRA 100001'],
    ['tab\there', 'tabhere'],
    ['under_score', 'underscore'],
  ])('%j -> %j', (input, expected) => {
    expect(cleanWithNumbers(input)).toBe(expected);
  });

  it('cuts at 32 characters, after cleaning', () => {
    expect(cleanWithNumbers('1234567890'.repeat(4))).toBe('12345678901234567890123456789012');
    expect(cleanWithNumbers(`!!!${'x'.repeat(32)}`)).toBe('x'.repeat(32));
  });
});

describe('cleaners map', () => {
  it('maps each cleaner name to its cleaner: digit, tel, clearSpecialCharacters, withNumbers', () => {
    expect(cleaners).toEqual({
      digit: cleanDigit,
      tel: cleanTel,
      clearSpecialCharacters: cleanSpecialCharacters,
      withNumbers: cleanWithNumbers,
    });
  });
});
