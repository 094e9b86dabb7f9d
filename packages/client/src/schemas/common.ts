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

export const ZEmptyObject = z.strictObject({});

/**
 * What a route that reads no body, or no query string, accepts: nothing. The API gives every route these
 * for the parts it declares no schema for, so an unknown key is refused ("The {key} field is not allowed")
 * rather than silently dropped, on routes added later too.
 */
export const ZNoBody = z.strictObject({});
export const ZNoQuery = z.strictObject({});

/** Money in minor units with its currency (api-conventions.md "Data"): 150000 NGN is ₦1,500.00. */
export const ZMoney = z.object({ amount: z.number().int(), currency: z.string() });
export type TMoney = z.infer<typeof ZMoney>;

/** Who ran a check, as every record shows it. */
export const ZRequestedBy = z.object({ id: z.string(), name: z.string() });
