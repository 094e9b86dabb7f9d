import { useEffect, useState } from 'react';
import { api } from './api-client';
import { checkHealth, type HealthCheck } from './api-status';

/** Checks the API's health once on mount; aborts the call on unmount. */
export function useHealthCheck(system: Pick<typeof api.system, 'health'> = api.system): HealthCheck {
  const [check, setCheck] = useState<HealthCheck>({ state: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    void checkHealth(system, controller.signal).then((result) => {
      // An aborted check belongs to an unmounted (or StrictMode-remounted) effect: drop it.
      if (!controller.signal.aborted) setCheck(result);
    });
    return () => controller.abort();
  }, [system]);
  return check;
}
