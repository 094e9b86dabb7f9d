/**
 * Previous/Next over a history's cursor list: the next page starts after `pagination.startAfter`, the
 * previous one ends before `pagination.endingBefore`. A cursor is only offered when the server says there is
 * a page that way.
 */

/** Where a page of a cursor list starts: after this id (next) or before it (previous). */
export interface HistoryCursor {
  startAfter?: string;
  endingBefore?: string;
}

export interface CursorPagination {
  hasNext: boolean;
  hasPrevious: boolean;
  startAfter: string | null;
  endingBefore: string | null;
}

export interface PagingState {
  next: HistoryCursor | null;
  previous: HistoryCursor | null;
}

export function pagingState(pagination: CursorPagination | undefined): PagingState {
  if (!pagination) return { next: null, previous: null };
  return {
    next: pagination.hasNext && pagination.startAfter ? { startAfter: pagination.startAfter } : null,
    previous:
      pagination.hasPrevious && pagination.endingBefore ? { endingBefore: pagination.endingBefore } : null,
  };
}

/** The first page: no cursor. New filters always start here. */
export const firstPage: HistoryCursor = {};

export function isFirstPage(cursor: HistoryCursor): boolean {
  return !cursor.startAfter && !cursor.endingBefore;
}
