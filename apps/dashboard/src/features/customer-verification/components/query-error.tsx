import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** A page's data failed to load: the §8 words stay on the page (the toast fades), with a way to retry. */
export function QueryError({ message, onRetry }: { message: string | null; onRetry(): void }) {
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span>{message ?? 'The verifications could not be loaded.'}</span>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
