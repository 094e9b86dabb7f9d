import { describe, expect, it } from 'vitest';
import { isFirstPage, pagingState } from './cursor-paging';

describe('pagingState', () => {
  it('offers next and previous only where the server says there is a page', () => {
    expect(pagingState({ hasNext: true, hasPrevious: false, startAfter: 'c20', endingBefore: 'c1' })).toEqual(
      { next: { startAfter: 'c20' }, previous: null },
    );
    expect(
      pagingState({ hasNext: false, hasPrevious: true, startAfter: 'c40', endingBefore: 'c21' }),
    ).toEqual({ next: null, previous: { endingBefore: 'c21' } });
  });

  it('offers nothing without a cursor id or before the first answer', () => {
    expect(pagingState({ hasNext: true, hasPrevious: true, startAfter: null, endingBefore: null })).toEqual({
      next: null,
      previous: null,
    });
    expect(pagingState(undefined)).toEqual({ next: null, previous: null });
  });

  it('knows the first page', () => {
    expect(isFirstPage({})).toBe(true);
    expect(isFirstPage({ startAfter: 'x' })).toBe(false);
    expect(isFirstPage({ endingBefore: 'x' })).toBe(false);
  });
});
