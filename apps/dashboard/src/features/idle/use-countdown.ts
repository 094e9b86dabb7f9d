import { useEffect, useRef, useState } from 'react';
import { Countdown } from './countdown';

/**
 * Seconds left from `from` down to 0; `onEnd` runs once at 0. Counts from `startedAt` (a time in ms),
 * or from when the component mounts.
 */
export function useCountdown(from: number, onEnd: () => void, startedAt?: number): number {
  const [remaining, setRemaining] = useState(from);
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
