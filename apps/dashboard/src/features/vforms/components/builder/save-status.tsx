/** 'Saving…' while edits wait or are out, 'All changes saved' once they have landed (a polite live region). */
import { useBuilder } from './builder-context';

const words = {
  pending: 'Saving…',
  saving: 'Saving…',
  saved: 'All changes saved',
  failed: 'Changes not saved',
} as const;

export function SaveStatus() {
  const status = useBuilder((store) => store.saveStatus);
  return (
    <p
      role="status"
      data-testid="save-status"
      className={status === 'failed' ? 'text-red-700 text-sm' : 'text-muted text-sm'}
    >
      {words[status]}
    </p>
  );
}
