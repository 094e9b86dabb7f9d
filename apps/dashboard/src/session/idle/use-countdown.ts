import { useEffect, useRef, useState } from 'react';
import { Countdown, countdownValue } from './countdown';
import { systemClock } from './timers';

/**
 * Seconds left from `from` down to 0; `onEnd` runs once at 0. Counts from `startedAt` (a time in ms),
 * or from when the component mounts.
 */
export function useCountdown(from: number, onEnd: () => void, startedAt?: number): number {
  // The first render already shows the time left: the effect's first tick comes after a paint, and a
  // warning that opens late would otherwise flash (and announce) the full count first.
  const [remaining, setRemaining] = useState(() =>
    startedAt === undefined ? from : countdownValue({ from }, startedAt, systemClock.now()),
  );
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    const countdown = new Countdown({ from, onTick: setRemaining, onEnd: () => onEndRef.current() });
    countdown.start(startedAt);
    return () => countdown.stop();
  }, [from, startedAt]);

  return remaining;
}
