export type CaptureState = 'idle' | 'working' | 'done' | 'failed';

export interface CaptureStatusProps {
  state: CaptureState;
  /** What to announce; screen readers read it whenever it changes. */
  message: string;
}

/**
 * A live region of the capture flow: what it is doing, announced to screen readers. A failure interrupts
 * (`role="alert"`); progress waits for a pause (`role="status"`). Keep it mounted while its text changes: a
 * region that appears together with its text is not reliably announced.
 */
export function CaptureStatus({ state, message }: CaptureStatusProps) {
  const failed = state === 'failed';
  return (
    <p
      class="verity-capture-status"
      data-state={state}
      role={failed ? 'alert' : 'status'}
      aria-live={failed ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {message}
    </p>
  );
}
