import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText } from './unsafe-text.js';

describe('unsafe text', () => {
  it('refuses NUL and lone surrogates, and keeps every other character', () => {
    expect(isSafeText('Adé Ọlá 🙂 — “quoted”\t\n')).toBe(true);
    expect(isSafeText('ab\u0000cd')).toBe(false);
    expect(isSafeText('a\ud800b')).toBe(false);
    expect(isSafeText('a\udc00b')).toBe(false);
    expect(isSafeText('\ud83d\ude42')).toBe(true);
  });

  it('names the path of the first unsafe value or key, however deep', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toEqual(['b', '1', 'c']);
    expect(findUnsafeText({ 'k\u0000': 1 })).toEqual(['(a field name)']);
    expect(findUnsafeText('\ud800')).toEqual([]);
    expect(findUnsafeText({ a: 1, b: null, c: true, d: ['fine'] })).toBeNull();
  });
});
