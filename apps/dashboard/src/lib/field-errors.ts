/**
 * Splits a server failure into messages for the form's own fields and what is left for the form-level
 * alert. A ValidationError's `fieldErrors` are shown under the fields instead of as a toast.
 */
import { ApiError } from '@verity/client';

export interface SplitFieldErrors<F extends string> {
  /** Messages for fields the form has, keyed by field name. */
  fields: Partial<Record<F, string>>;
  /** The message for the alert under the form, or null when every word is already under a field. */
  formMessage: string | null;
}

/** Null when the error carries no field errors: then it goes through the error handler as usual. */
export function splitFieldErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
): SplitFieldErrors<F> | null {
  if (!(error instanceof ApiError)) return null;
  const entries = Object.entries(error.fieldErrors);
  if (entries.length === 0) return null;
  const known = new Set<string>(formFields);
  const fields: Partial<Record<F, string>> = {};
  const elsewhere: string[] = [];
  for (const [key, message] of entries) {
    if (known.has(key)) fields[key as F] = message;
    else elsewhere.push(message);
  }
  const shown = new Set(Object.values(fields));
  const formMessage = [error.message, ...elsewhere].filter((m) => m && !shown.has(m));
  return { fields, formMessage: formMessage.length > 0 ? [...new Set(formMessage)].join('. ') : null };
}
