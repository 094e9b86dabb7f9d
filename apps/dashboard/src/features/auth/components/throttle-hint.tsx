import { formatMinutesSeconds } from '../lib/countdown';

/**
 * "Try again in mm:ss" under a throttled form's button. Not a live region: the server's message is
 * already announced by the form's alert, and a ticking announcement every second would drown it.
 */
export function ThrottleHint({ remaining }: { remaining: number }) {
  if (remaining <= 0) return null;
  return (
    <p className="text-center text-muted text-sm tabular-nums">
      Try again in {formatMinutesSeconds(remaining)}
    </p>
  );
}
