/** The signed-in user's business profile (spec/platform.md §3 Business profile). */
import { z } from 'zod';

export const businessStatuses = ['not_activated', 'pending_activation', 'activated'] as const;

export const ZBusinessProfile = z.object({
  id: z.string(),
  type: z.enum(['business', 'admin']),
  status: z.enum(businessStatuses),
  billingType: z.string(),
  hasPaymentMethod: z.boolean(),
  hasSubscription: z.boolean(),
  currency: z.enum(['NGN', 'USD']),
  countryCode: z.string(),
  force2FA: z.boolean(),
  information: z.object({
    logo: z.string().nullable(),
    companyName: z.string(),
    registrationNumber: z.string().nullable(),
  }),
  contactInformation: z.object({ person: z.object({ email: z.string().nullable() }) }),
});
export type TBusinessProfile = z.infer<typeof ZBusinessProfile>;
