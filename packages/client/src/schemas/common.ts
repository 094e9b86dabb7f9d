import { z } from 'zod';
import { requiredText } from '../rules/validation.js';

export const environments = ['sandbox', 'live'] as const;
export const ZEnvironment = z.enum(environments);
export type TEnvironment = z.infer<typeof ZEnvironment>;

/** An opaque token in a path (`/auth/password/token/{token}/verify`). */
export const ZTokenParams = z.strictObject({ token: requiredText('token', { max: 512 }) });
export type TTokenParams = z.infer<typeof ZTokenParams>;

/** Two-letter ISO 3166 code, upper-cased. */
export function countryCode(field = 'country code') {
  return requiredText(field, { length: 2 })
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, { error: `The ${field} field should be a country code` }));
}

/** A mobile number: digits, optionally a leading +, 7 to 15 digits (E.164 length). */
export function mobile(field = 'mobile') {
  return requiredText(field, { max: 16 }).regex(/^\+?\d{7,15}$/, {
    error: `The ${field} field should be a valid phone number`,
  });
}

/** A record's id in a path (`/roles/:id`). */
export const ZIdParams = z.strictObject({ id: z.string().max(64) });

export const ZEmptyObject = z.strictObject({});

/**
 * What a route that reads no body, or no query string, accepts: nothing. The API gives every route these
 * for the parts it declares no schema for, so an unknown key is refused ("The {key} field is not allowed")
 * rather than silently dropped, on routes added later too.
 */
export const ZNoBody = z.strictObject({});
export const ZNoQuery = z.strictObject({});

/**
 * The body of a route that reads multipart form data part by part (uploads): its text fields are checked
 * by the route's own strict schema and any file part it does not name is refused. As JSON it takes nothing;
 * the API keeps multipart out of every route that does not declare this.
 */
// Branded so the typed client knows to send a FormData there (core/route-call.ts); the brand is types only.
export const ZMultipartBody = z.strictObject({}).brand<'multipart'>();

/**
 * The body of a route that is believed only once a signature over its exact bytes checks out (Stripe's
 * webhook): kept as the raw text, and nothing in it is read before the signature matches, so there is no
 * key to refuse. The only body that is not a strict object.
 */
export const ZSignedRawBody = z.string({ error: 'The request body should be the signed event, as sent' });

/** Money in minor units with its currency: 150000 NGN is ₦1,500.00. */
export const ZMoney = z.object({ amount: z.number().int(), currency: z.string() });
export type TMoney = z.infer<typeof ZMoney>;

/** Who ran a check, as every record shows it. */
export const ZRequestedBy = z.object({ id: z.string(), name: z.string() });

/** A numbered page of a list: the audit log, the team. */
export function ZPageList<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    pagination: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    }),
  });
}

/** A page of a list walked by cursor (histories): the ids to start after or end before. */
export function ZCursorList<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    pagination: z.object({
      limit: z.number().int(),
      hasNext: z.boolean(),
      hasPrevious: z.boolean(),
      startAfter: z.string().nullable(),
      endingBefore: z.string().nullable(),
    }),
  });
}

/** A list answered whole: `{ items }`. */
export function ZItems<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}
