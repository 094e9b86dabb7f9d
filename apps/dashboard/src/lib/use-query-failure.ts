import { useEffect, useState } from 'react';
import { handleError } from './handle-error';

/**
 * A failed page-load query goes through the error handler once, and its words stay on the page (the toast
 * fades after 5 s, the page must still say why it cannot go on). Null while there is no failure.
 */
export function useQueryFailure(error: Error | null): string | null {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!error) {
      setMessage(null);
      return;
    }
    const resolution = handleError(error);
    setMessage(resolution.action === 'show' ? resolution.message : null);
  }, [error]);
  return message;
}
