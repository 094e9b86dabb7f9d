import { Alert } from './ui/alert';
import { Button } from './ui/button';

export interface QueryErrorProps {
  message: string | null;
  onRetry(): void;
  /** What to say when the error handler had no words of its own (the vForms screens name their data). */
  fallback?: string;
}

/** A page's data failed to load: the error's words stay on the page (the toast fades), with a retry. */
export function QueryError({
  message,
  onRetry,
  fallback = 'The verifications could not be loaded.',
}: QueryErrorProps) {
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span>{message ?? fallback}</span>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
