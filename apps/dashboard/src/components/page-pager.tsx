import { Button } from './ui/button';

export interface PagePagerProps {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  disabled?: boolean;
}

/** Previous and Next over a page-numbered list, with where the reader is. Hidden when one page holds all. */
export function PagePager({ page, totalPages, onPage, disabled = false }: PagePagerProps) {
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-end gap-3">
      <p className="text-muted text-sm" aria-live="polite">
        Page {page} of {Math.max(totalPages, page)}
      </p>
      <Button variant="secondary" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button variant="secondary" disabled={disabled || page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
