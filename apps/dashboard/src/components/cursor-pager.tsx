import type { HistoryCursor, PagingState } from '../lib/cursor-paging';
import { Button } from './ui/button';

export interface CursorPagerProps {
  paging: PagingState;
  onPage(cursor: HistoryCursor): void;
  disabled?: boolean;
}

/** Previous/Next over a cursor list: there is no page count to show, only whether a page lies that way. */
export function CursorPager({ paging, onPage, disabled = false }: CursorPagerProps) {
  if (!paging.next && !paging.previous) return null;
  return (
    <nav aria-label="Pagination" className="flex justify-end gap-2">
      <Button
        variant="secondary"
        disabled={disabled || !paging.previous}
        onClick={() => paging.previous && onPage(paging.previous)}
      >
        Previous
      </Button>
      <Button
        variant="secondary"
        disabled={disabled || !paging.next}
        onClick={() => paging.next && onPage(paging.next)}
      >
        Next
      </Button>
    </nav>
  );
}
