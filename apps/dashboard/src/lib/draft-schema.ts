/**
 * A form whose fields are typed text that is not yet the request (an amount in major units sent in minor
 * units, a number typed with separators): the feature's check turns the draft into the request, or gives a
 * message per field; then the request must pass the client's own schema for the call, the one the server
 * validates the body with, whose messages land on the fields of the same name (a form names its fields as the
 * call does). For `zodResolver`: the
 * resolver's errors go under the fields and `handleSubmit` hands over the request, exactly as the check built
 * it (the client schema's defaults are the server's to add).
 */
import { z } from 'zod';

/** A draft's outcome: the request to send, or a message per field. */
export type DraftCheck<Request, Field extends string> =
  | { request: Request }
  | { errors: Partial<Record<Field, string>> };

export function draftSchema<Draft, Request>(
  check: (draft: Draft) => DraftCheck<Request, string>,
  request: z.ZodType,
): z.ZodType<Request, Draft> {
  return z.custom<Draft>().transform((draft, ctx) => {
    const result = check(draft);
    if ('errors' in result) {
      for (const [field, message] of Object.entries(result.errors))
        if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
      return z.NEVER;
    }
    const parsed = request.safeParse(result.request);
    if (!parsed.success) {
      // Under the form's field: a list's or an object's inner issue (`emails.3`) is its field's.
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(0, 1) });
      return z.NEVER;
    }
    return result.request;
  });
}
