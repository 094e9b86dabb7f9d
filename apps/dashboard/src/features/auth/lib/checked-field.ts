/**
 * One text field checked by a zod-free rule (the login steps: the login page loads neither zod nor a form
 * library). It behaves as the dashboard's react-hook-form forms do: checked when the form is submitted,
 * then again on every change once it has been; a server's message for the field shows the same way and
 * stays until the person edits the field.
 */
import type { TextCheck } from '@verity/client';

export interface CheckedFieldState {
  value: string;
  /** The message under the field, or undefined. */
  error: string | undefined;
  /** Whether the form has been submitted once: from then on every change is checked. */
  submitted: boolean;
}

export type CheckedFieldEvent =
  | { type: 'changed'; value: string }
  | { type: 'submitted' }
  | { type: 'server-error'; message: string }
  | { type: 'replaced'; value: string };

export function initialCheckedField(value: string): CheckedFieldState {
  return { value, error: undefined, submitted: false };
}

const problemOf = (check: TextCheck) => (check.ok ? undefined : check.problem);

export function reduceCheckedField(
  state: CheckedFieldState,
  event: CheckedFieldEvent,
  check: (input: string) => TextCheck,
): CheckedFieldState {
  switch (event.type) {
    case 'changed':
      return {
        ...state,
        value: event.value,
        error: state.submitted ? problemOf(check(event.value)) : state.error,
      };
    case 'submitted':
      return { ...state, submitted: true, error: problemOf(check(state.value)) };
    case 'server-error':
      return { ...state, error: event.message };
    case 'replaced':
      // A value set by the form itself (the password cleared after a failed try) is not checked: the
      // message that explains the failure stays in view.
      return { ...state, value: event.value };
  }
}
