import { Button } from '../../../../components/ui/button';

export interface ListPagerProps {
  page: number;
  totalPages: number;
  summary: string;
  disabled?: boolean;
  onPage(page: number): void;
}

/** Previous / Next over a page list, with 'Page 2 of 5' between them; nothing when there is one page. */
export function ListPager({ page, totalPages, summary, disabled = false, onPage }: ListPagerProps) {
  if (totalPages <= 1) return summary ? <p className="text-muted text-sm">{summary}</p> : null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-muted text-sm">{summary}</p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span className="text-sm" aria-current="page">
          Page {page} of {totalPages}
        </span>
        <Button
          variant="secondary"
          disabled={disabled || page >= totalPages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
