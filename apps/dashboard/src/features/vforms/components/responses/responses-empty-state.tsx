import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';

export interface ResponsesEmptyStateProps {
  /** Filters are on: the way out is to clear them. */
  filtered: boolean;
  onClear(): void;
  /** What to do when there are no responses at all (share the form, say). */
  children?: ReactNode;
}

/** No rows: either nobody has answered yet, or the filters leave nothing. */
export function ResponsesEmptyState({ filtered, onClear, children }: ResponsesEmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-300 border-dashed bg-white px-4 py-12 text-center">
      {filtered ? (
        <>
          <p className="font-semibold text-base">No responses match these filters</p>
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        </>
      ) : (
        <>
          <p className="font-semibold text-base">No responses yet</p>
          {children}
        </>
      )}
    </div>
  );
}
