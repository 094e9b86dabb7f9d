/**
 * Business and organization profiles: the signed-in user's business (spec/platform.md §3 Business profile),
 * or any business for a platform admin; an organization for the organization sidebar (§2).
 */
import { z } from 'zod';
import { cursorPaging } from './history-query.js';

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

/** An organization (a branch of a business): its business's logo, no registration number of its own yet. */
export const ZOrganizationProfile = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  /** The organization's contact email. */
  email: z.string().nullable(),
  logo: z.string().nullable(),
  registrationNumber: z.string().nullable(),
});
export type TOrganizationProfile = z.infer<typeof ZOrganizationProfile>;

/** `GET /organizations`: cursor paging only. */
export const ZOrganizationListQuery = z.strictObject({
  start_after: cursorPaging.start_after,
  ending_before: cursorPaging.ending_before,
  limit: cursorPaging.limit,
});
export type TOrganizationListQuery = z.input<typeof ZOrganizationListQuery>;
