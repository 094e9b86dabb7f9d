import { describe, expect, it } from 'vitest';
import { withRowKeys } from './row-keys';

describe('withRowKeys', () => {
  it('keys rows by what they say, counting repeats so every key is unique, in the same order', () => {
    expect(withRowKeys(['a', 'b', 'a', 'a'], (item) => item)).toEqual([
      { key: 'a', item: 'a' },
      { key: 'b', item: 'b' },
      { key: 'a#1', item: 'a' },
      { key: 'a#2', item: 'a' },
    ]);
    expect(withRowKeys([], String)).toEqual([]);
  });
});
