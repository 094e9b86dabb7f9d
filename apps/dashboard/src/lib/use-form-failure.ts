import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { splitFieldErrors } from './field-errors';
import { handleError } from './handle-error';

export interface FormFailure {
  /** The message for the alert under the form (role="alert"), or null. */
  message: string | null;
  /** Shows a failed call: field errors under their fields, anything else through the error handler. */
  report(error: unknown): void;
  setMessage(message: string | null): void;
  /**
   * A submit's call under these rules: the last failure cleared first, a rejection reported (after `onError`,
   * which sees it first: the sign-in throttle's count). What every plain submit handler does.
   */
  attempt(call: () => Promise<unknown>, onError?: (error: unknown) => void): Promise<void>;
}

/**
 * Field errors from the server go under the fields with the message in the form's alert; every other
 * failure goes through `handleError` (toast, log out, or change password) and, when it is something to
 * show, stays visible in the alert too, because a toast goes away after 5 seconds.
 */
export function useFormFailure<T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): FormFailure {
  const [message, setMessage] = useState<string | null>(null);
  const report = useCallback(
    (error: unknown) => {
      const split = splitFieldErrors(error, fields);
      if (split) {
        for (const [field, text] of Object.entries(split.fields) as Array<[Path<T>, string]>)
          setError(field, { type: 'server', message: text }, { shouldFocus: true });
        setMessage(split.formMessage);
        return;
      }
      const resolution = handleError(error);
      setMessage(resolution.action === 'show' ? resolution.message : null);
    },
    [fields, setError],
  );
  const attempt = useCallback(
    async (call: () => Promise<unknown>, onError?: (error: unknown) => void) => {
      setMessage(null);
      try {
        await call();
      } catch (error) {
        onError?.(error);
        report(error);
      }
    },
    [report],
  );
  return { message, report, setMessage, attempt };
}
