/** Reference data: countries, states. */
import { z } from 'zod';
import { countryCode } from './common.js';

export const ZCountry = z.object({
  code: z.string(),
  name: z.string(),
  dialCode: z.string(),
  currency: z.string(),
  flag: z.string(),
});
export type TCountry = z.infer<typeof ZCountry>;
export const ZCountriesResponse = z.object({ items: z.array(ZCountry) });
export type TCountriesResponse = z.infer<typeof ZCountriesResponse>;

export const ZState = z.object({ code: z.string(), name: z.string() });
export type TState = z.infer<typeof ZState>;
export const ZStatesResponse = z.object({ items: z.array(ZState) });
export type TStatesResponse = z.infer<typeof ZStatesResponse>;

export const ZCountryParams = z.strictObject({ countryCode: countryCode() });
export type TCountryParams = z.infer<typeof ZCountryParams>;

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

export const ZMailboxQuery = z.strictObject({
  to: z
    .email({ error: 'The to field should be a valid email' })
    .or(z.string().regex(/^\+?\d{7,15}$/))
    .optional(),
});
export const ZMailboxItem = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type TMailboxItem = z.infer<typeof ZMailboxItem>;
export const ZMailboxResponse = z.object({ items: z.array(ZMailboxItem) });
export type TMailboxResponse = z.infer<typeof ZMailboxResponse>;
