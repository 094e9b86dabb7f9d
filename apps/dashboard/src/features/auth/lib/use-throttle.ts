import { TooManyRequestsError } from '@verity/client';
import { useCallback, useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, secondsLeft } from './countdown';

export interface Throttle {
  /** Seconds until the server lets the person try again; 0 when not throttled. */
  remaining: number;
  /** Starts the countdown when `error` is a 429; says whether it was. */
  track(error: unknown): boolean;
}

/** A 429's `timeRemainingInSeconds` as a live countdown, ticking each second until it reaches 0. */
export function useThrottle(): Throttle {
  const [until, setUntil] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const left = secondsLeft(until, Date.now());
      setRemaining(left);
      if (left === 0) setUntil(null);
    };
    tick();
    const id = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [until]);

  const track = useCallback((error: unknown) => {
    if (!(error instanceof TooManyRequestsError) || error.timeRemainingInSeconds <= 0) return false;
    setUntil(Date.now() + error.timeRemainingInSeconds * 1000);
    return true;
  }, []);

  return { remaining, track };
}
