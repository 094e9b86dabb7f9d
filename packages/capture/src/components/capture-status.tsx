import type { ReadonlySignal } from '@preact/signals';

export type CaptureState = 'idle' | 'working' | 'done' | 'failed';

export interface CaptureStatusProps {
  state: CaptureState;
  /** What to announce; a signal updates the text node without re-rendering the component. */
  message: string | ReadonlySignal<string>;
}

/**
 * The capture screen's live region: what the camera flow is doing, announced to screen readers. A failure
 * interrupts (`role="alert"`); progress waits for a pause (`role="status"`).
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
