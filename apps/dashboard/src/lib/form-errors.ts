import { ApiError } from '@verity/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { handleError } from './handle-error';

/**
 * A failed form submit: the server's field messages go under their fields; anything else is handled like any
 * failure (a toast, or the sign-in page).
 */
export function showSubmitError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
): void {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
    for (const [field, text] of Object.entries(error.fieldErrors))
      form.setError(field as Path<T>, { message: text });
    return;
  }
  handleError(error);
}
