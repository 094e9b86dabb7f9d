import { useCallback, useRef } from 'react';

/**
 * A callback whose identity never changes but which always calls the latest `callback`: the dialogs' close
 * handlers, passed down to effects and children that should not re-run when the dialog re-renders.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  latest.current = callback;
  return useCallback((...args: A) => latest.current(...args), []);
}
