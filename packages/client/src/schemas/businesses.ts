/**
 * Business and organization profiles: the signed-in user's business, or any business for a platform admin; an
 * organization for the organization sidebar.
 */
import { z } from 'zod';
import { businessStatuses, industries, pricingModels } from '../onboarding/onboarding-schemas.js';
import {
  email,
  number,
  oneOf,
  optionalText,
  requiredText,
  strictObject,
  webAddress,
} from '../rules/validation.js';
import { countryCode, mobile } from './common.js';
import { booleanQuery, cursorPaging, isoDate } from './history-query.js';

/** A business named in a path (`/admin/businesses/:businessId`): platform staff's view of it. */
export const ZBusinessPathParams = z.strictObject({ businessId: z.string().max(64) });
/** An organization named in a path (`/organizations/:organizationId`). */
export const ZOrganizationPathParams = z.strictObject({ organizationId: z.string().max(64) });
/** One organization of a business a platform admin names. */
export const ZBusinessOrganizationPathParams = ZBusinessPathParams.extend(ZOrganizationPathParams.shape);

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
  /** Public details the business keeps up to date itself (`PUT /businesses/me`). */
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  website: z.string().nullable(),
  settings: z.object({
    /** A cap on every member's idle timeout; null: each member chooses. */
    maxSessionTimeoutInMinutes: z.number().int().nullable(),
  }),
});
export type TBusinessProfile = z.infer<typeof ZBusinessProfile>;

const nullableField = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/**
 * `PUT /businesses/me`: the details a business may change whenever it likes. The company name and registration
 * number are not here: they are set by the activation steps and, once activated, are in the signed
 * service agreement. Only the fields sent change; null clears one.
 */
export const ZUpdateBusinessRequest = strictObject({
  /** An image's location from `POST /uploads/media`. */
  logo: nullableField(requiredText('logo', { max: 2048 })),
  supportEmail: nullableField(email('support email')),
  supportPhone: nullableField(mobile('support phone')),
  website: nullableField(webAddress('website')),
});
export type TUpdateBusinessRequest = z.input<typeof ZUpdateBusinessRequest>;

/** `PUT /businesses/me/settings`: team-wide security settings; only the fields sent change. */
export const ZUpdateBusinessSettingsRequest = strictObject({
  force2FA: z.boolean({ error: 'The force2FA field should be true or false' }).optional(),
  maxSessionTimeoutInMinutes: nullableField(
    number('maximum session timeout in minutes', { integer: true, min: 1, max: 1440 }),
  ),
});
export type TUpdateBusinessSettingsRequest = z.input<typeof ZUpdateBusinessSettingsRequest>;

/** A row of the platform admin's businesses table (`GET /businesses`, `/admin/businesses/filter`). */
export const ZAdminBusinessSummary = z.object({
  id: z.string(),
  name: z.string(),
  countryCode: z.string(),
  currency: z.enum(['NGN', 'USD']),
  status: z.enum(businessStatuses),
  registrationNumber: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  /** The business asked sales to call (contact-sales), and nobody has yet. */
  toBeContacted: z.boolean(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminBusinessSummary = z.infer<typeof ZAdminBusinessSummary>;

/** The admin Businesses table's filters; dates are the sign-up date, inclusive. */
export const ZAdminBusinessQuery = strictObject({
  ...cursorPaging,
  status: oneOf('status', businessStatuses).optional(),
  startDate: isoDate('start date').optional(),
  endDate: isoDate('end date').optional(),
  name: optionalText('name', { max: 200 }),
  toBeContacted: booleanQuery('to be contacted').optional(),
  country_code: z
    .string({ error: 'The country code field should be a country code' })
    .regex(/^[A-Za-z]{2}$/, { error: 'The country code field should be a country code' })
    .transform((value) => value.toUpperCase())
    .optional(),
});
export type TAdminBusinessQuery = z.input<typeof ZAdminBusinessQuery>;

const ZOption = z.object({ value: z.string(), label: z.string() });
/** `GET /businesses/options-data`: the choices the business forms and the admin filters offer. */
export const ZBusinessOptionsData = z.object({
  statuses: z.array(ZOption),
  countries: z.array(ZOption),
  industries: z.array(z.enum(industries)),
  currencies: z.array(z.enum(['NGN', 'USD'])),
  pricingModels: z.array(z.object({ value: z.enum(pricingModels), label: z.string() })),
});
export type TBusinessOptionsData = z.infer<typeof ZBusinessOptionsData>;

/** `POST /admin/account/create`: a business made by platform staff; its owner is invited by email. */
export const ZAdminCreateAccountRequest = strictObject({
  firstName: requiredText('first name', { max: 100 }),
  lastName: requiredText('last name', { max: 100 }),
  email: email(),
  companyName: requiredText('company name', { max: 200 }),
  countryCode: countryCode(),
  currency: oneOf('currency', ['NGN', 'USD']),
  mobile: mobile(),
});
export type TAdminCreateAccountRequest = z.infer<typeof ZAdminCreateAccountRequest>;
export const ZAdminCreateAccountResponse = z.object({
  business: ZAdminBusinessSummary,
  /** Where the owner's invitation went. */
  invitedEmail: z.string(),
});
export type TAdminCreateAccountResponse = z.infer<typeof ZAdminCreateAccountResponse>;

/** `pending` until its first staff member accepts the invitation. */
export const organizationStatuses = ['pending', 'active'] as const;

/**
 * An organization (a branch of a business). Its logo is its own, else its business's; it has no registration
 * number of its own, so the sidebar shows the contact email.
 */
export const ZOrganizationProfile = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  /** The organization's contact email (its first staff member's). */
  email: z.string().nullable(),
  logo: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  status: z.enum(organizationStatuses),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  supportEmail: z.string().nullable(),
  countryCode: z.string().nullable(),
  mobile: z.string().nullable(),
  location: z.string().nullable(),
  branchAddress: z.string().nullable(),
  information: z.object({
    logo: z.string().nullable(),
    companyName: z.string(),
    registrationNumber: z.string().nullable(),
  }),
  contactInformation: z.object({ person: z.object({ email: z.string().nullable() }) }),
  createdAt: z.string(),
});
export type TOrganizationProfile = z.infer<typeof ZOrganizationProfile>;

/** `GET /organizations`: cursor paging only. */
export const ZOrganizationListQuery = z.strictObject({
  start_after: cursorPaging.start_after,
  ending_before: cursorPaging.ending_before,
  limit: cursorPaging.limit,
});
export type TOrganizationListQuery = z.input<typeof ZOrganizationListQuery>;

/** The organizations table's filters; dates are the creation date, inclusive. */
export const ZOrganizationFilterQuery = strictObject({
  ...cursorPaging,
  status: oneOf('status', organizationStatuses).optional(),
  startDate: isoDate('start date').optional(),
  endDate: isoDate('end date').optional(),
  name: optionalText('name', { max: 200 }),
  location: optionalText('location', { max: 100 }),
});
export type TOrganizationFilterQuery = z.input<typeof ZOrganizationFilterQuery>;

/** `POST /organizations/account/create`: the organization and the invitation of its first staff member. */
export const ZCreateOrganizationRequest = strictObject({
  name: requiredText('organization name', { max: 200 }),
  firstName: requiredText('first name', { max: 100 }),
  lastName: requiredText('last name', { max: 100 }),
  email: email(),
  supportEmail: email('support email'),
  countryCode: countryCode(),
  mobile: mobile(),
  location: requiredText('location', { max: 100 }),
  branchAddress: requiredText('branch address', { max: 300 }),
  logo: optionalText('logo', { max: 2048 }),
});
export type TCreateOrganizationRequest = z.infer<typeof ZCreateOrganizationRequest>;

/** `GET /locations`: the locations the caller's organizations are in, for the filter. */
export const ZLocations = z.object({ items: z.array(z.string()) });
export type TLocations = z.infer<typeof ZLocations>;

/** One module's checks this month: counts by outcome and per day (the sparkline), in the caller's environment. */
export const ZModuleFigures = z.object({
  module: z.string(),
  name: z.string(),
  total: z.number().int(),
  found: z.number().int(),
  notFound: z.number().int(),
  failed: z.number().int(),
  /** Checks per calendar day (UTC) from the 1st to today. */
  daily: z.array(z.number().int()),
});
export type TModuleFigures = z.infer<typeof ZModuleFigures>;

/**
 * `GET /businesses/me/figures`: home's figures for the caller's business (organization staff: their
 * organization) this calendar month. Money only for those who hold wallet:view.
 */
export const ZBusinessFigures = z.object({
  environment: z.enum(['sandbox', 'live']),
  /** The first day of the month, YYYY-MM-DD. */
  monthStart: z.string(),
  modules: z.array(ZModuleFigures),
  totals: z.object({
    checks: z.number().int(),
    found: z.number().int(),
    /** found / checks, 0 to 1; null before the first check. */
    passRate: z.number().nullable(),
    /** (not found + failed) / checks; null before the first check. */
    failureRate: z.number().nullable(),
  }),
  spend: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
  walletBalance: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
  /** Until the business is activated: where its activation stands. */
  activation: z
    .object({ status: z.enum(businessStatuses), stepsDone: z.number().int(), stepsTotal: z.number().int() })
    .nullable(),
});
export type TBusinessFigures = z.infer<typeof ZBusinessFigures>;
