/**
 * A dialog's failed submit, for forms kept in plain state (react-hook-form's have use-form-failure.ts):
 * the server's field messages go under the dialog's fields, anything else through the error handler (a toast,
 * or signing out) and, when it is something to show, into the dialog's alert too: a toast fades, and the
 * dialog must still say why nothing happened (a 402's "wallet too low", a 409's "already active").
 */
import { splitFieldErrors } from './field-errors';
import { handleError } from './handle-error';

export interface SubmitFailure<F extends string> {
  fields: Partial<Record<F, string>>;
  /** For the dialog's alert, or null when every word is under a field (or there is nothing to show). */
  message: string | null;
}

export function submitFailure<F extends string>(error: unknown, fields: readonly F[]): SubmitFailure<F> {
  const split = splitFieldErrors(error, fields);
  if (split) return { fields: split.fields, message: split.formMessage };
  const resolution = handleError(error);
  return { fields: {}, message: resolution.action === 'show' ? resolution.message : null };
}
