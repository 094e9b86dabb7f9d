import { EmptyHistory } from '../../../components/empty-history';

/** No rows: either nothing has been verified yet, or the filters leave nothing. */
export function HistoryEmptyState({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <EmptyHistory
      filtered={filtered}
      onClear={onClear}
      noun="verifications"
      start={{ href: '/ng/verify', label: 'Run a verification' }}
    />
  );
}
