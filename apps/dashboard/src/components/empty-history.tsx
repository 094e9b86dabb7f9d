import { Button } from './ui/button';
import { ButtonLink } from './ui/button-link';

export interface EmptyHistoryProps {
  /** The filters leave nothing (rather than nothing having been run yet). */
  filtered: boolean;
  onClear(): void;
  /** What the rows are, plural: 'verifications', 'business verifications'. */
  noun: string;
  /** Where to run the first one, when this scope may. */
  start?: { href: string; label: string } | undefined;
}

/** No rows: either nothing has been run yet, or the filters leave nothing. */
export function EmptyHistory({ filtered, onClear, noun, start }: EmptyHistoryProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-300 border-dashed bg-white px-4 py-12 text-center">
      <p className="font-semibold text-base">
        {filtered ? `No ${noun} match these filters` : `No ${noun} yet`}
      </p>
      {filtered ? (
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      ) : (
        start && <ButtonLink href={start.href}>{start.label}</ButtonLink>
      )}
    </div>
  );
}
