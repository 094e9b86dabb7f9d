/**
 * The IP allowlist: entries of an address and a comment. While a business's list has entries, its API keys
 * work only from those addresses: one address (IPv4 or IPv6) or a CIDR range each.
 */
import { z } from 'zod';
import { optionalText, strictObject } from '../rules/validation.js';

export const IP_NOT_ALLOWED_MESSAGE = 'This IP address is not allowed';
const IP_MESSAGE = 'Enter an IPv4 or IPv6 address, or a range in CIDR form (203.0.113.0/24)';

const ipFormats = [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()];

// One refinement rather than a union: a union's issue carries each member's message ('Invalid IPv4
// address'), and a form resolver would show the first rather than the one that helps.
const ipAddress = z
  .string({ error: 'The ipAddress field is required' })
  .trim()
  .max(64, { error: IP_MESSAGE })
  .refine((value) => ipFormats.some((format) => format.safeParse(value).success), { error: IP_MESSAGE });

export const ZIpAllowlistRequest = strictObject({
  ipAddress,
  comment: optionalText('comment', { max: 200 }),
});
export type TIpAllowlistRequest = z.input<typeof ZIpAllowlistRequest>;

export const ZIpAllowlistEntry = z.object({
  id: z.string(),
  ipAddress: z.string(),
  comment: z.string().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type TIpAllowlistEntry = z.infer<typeof ZIpAllowlistEntry>;

export const ZIpAllowlist = z.object({ items: z.array(ZIpAllowlistEntry) });
export type TIpAllowlist = z.infer<typeof ZIpAllowlist>;
