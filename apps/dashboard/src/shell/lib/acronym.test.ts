import { describe, expect, it } from 'vitest';
import { acronym } from './acronym';

describe('acronym', () => {
  it.each([
    ['Acme Ltd', 'AL'],
    ['Verity', 'V'],
    ['globex ltd', 'GL'],
    ['First Bank of Nigeria Plc', 'FBO'],
    ['  Acme   Ltd  ', 'AL'],
    ['Smith & Sons', 'SS'],
    ['(Quoted) Name', 'QN'],
    ['Ọ̀yọ́ Foods', 'ỌF'],
    ['', ''],
  ])('%s → %s', (name, expected) => {
    expect(acronym(name)).toBe(expected);
  });
});
