import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';

/** No rows: either nothing has been verified yet, or the filters leave nothing. */
export function HistoryEmptyState({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-300 border-dashed bg-white px-4 py-12 text-center">
      {filtered ? (
        <>
          <p className="font-semibold text-base">No verifications match these filters</p>
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        </>
      ) : (
        <>
          <p className="font-semibold text-base">No verifications yet</p>
          <ButtonLink href="/ng/verify">Run a verification</ButtonLink>
        </>
      )}
    </div>
  );
}
