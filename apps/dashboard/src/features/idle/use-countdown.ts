import { useEffect, useRef, useState } from 'react';
import { Countdown } from './countdown';

/** Seconds left from `from` down to 0; `onEnd` runs once at 0. Starts when the component mounts. */
export function useCountdown(from: number, onEnd: () => void): number {
  const [remaining, setRemaining] = useState(from);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    const countdown = new Countdown({ from, onTick: setRemaining, onEnd: () => onEndRef.current() });
    countdown.start();
    return () => countdown.stop();
  }, [from]);

  return remaining;
}
