import type { ReadonlySignal } from '@preact/signals';

export interface StatusMessageProps {
  /** The text to announce; a signal updates the text node without re-rendering the component. */
  message: string | ReadonlySignal<string>;
  /** `error` interrupts the screen reader (`role="alert"`); `info` waits for a pause (`role="status"`). */
  tone?: 'info' | 'error';
}

/** A live region: screen readers announce its text whenever it changes. */
export function StatusMessage({ message, tone = 'info' }: StatusMessageProps) {
  const urgent = tone === 'error';
  return (
    <p
      class={urgent ? 'verity-status verity-status--error' : 'verity-status'}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {message}
    </p>
  );
}
