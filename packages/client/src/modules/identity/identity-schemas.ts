/** Request and response schemas of the identity service. */
import { z } from 'zod';
import { optionalText, requiredText, strictObject, truthy } from '../../rules/validation.js';
import { ZMoney } from '../../schemas/common.js';
import { booleanQuery, cursorPaging, dateRange, isoDate } from '../../schemas/history-query.js';
import { ZAmlScreening } from '../aml/aml-screening-schemas.js';
import { ZCreditReport } from '../credit-report/credit-bureau-report.js';
import { countryParam } from '../kit/module-schemas.js';
import { numberRuleFor } from './identity-numbers.js';
import { type IdentityCountry, identityCountries } from './identity-types.js';

/** What every check may carry besides its number: consent, and details to match against the record. */
const checkExtras = {
  isConsent: truthy('consent'),
  firstName: optionalText('first name', { max: 100 }),
  lastName: optionalText('last name', { max: 100 }),
  dateOfBirth: isoDate('date of birth').optional(),
};

/**
 * The request schema of one (country, type): its number field with the type's format rule, a bank code
 * for account checks, consent, and optional details to match. `undefined` for an unknown type.
 */
export function identityRequestSchema(country: string, type: string) {
  const rule = numberRuleFor(country, type);
  if (!rule) return undefined;
  const number = requiredText(rule.label, { max: 64 })
    .transform((value) => (rule.normalize ? rule.normalize(value) : value))
    .refine(rule.check, { error: rule.message });
  return strictObject({
    [rule.field]: number,
    ...(rule.needsBankCode ? { bankCode: requiredText('bank', { max: 20 }) } : {}),
    ...checkExtras,
  });
}

/**
 * The keys any identity check may carry, for a route that learns its (country, type) from its path or its
 * body: a key outside them is refused as the route's input, and the type's own `identityRequestSchema` then
 * checks each value (a bank code on a NIN check is refused there). Ghana's voter check adds its `type`.
 */
export const ZIdentityCheckFields = strictObject({
  number: z.unknown().optional(),
  accountNumber: z.unknown().optional(),
  bankCode: z.unknown().optional(),
  isConsent: z.unknown().optional(),
  firstName: z.unknown().optional(),
  lastName: z.unknown().optional(),
  dateOfBirth: z.unknown().optional(),
});
export const ZGhanaVoterFields = strictObject({
  ...ZIdentityCheckFields.shape,
  type: z.unknown().optional(),
});

/** A check by its path's country and type (the type's own schema then checks the body). */
export const ZIdentityCheckParams = z.strictObject({
  country: countryParam(['ng', 'gh', 'ke', 'za']),
  type: z.string().max(64),
});

/** The widest request (any type): the typed input of the client's `verify` call. */
export interface TIdentityCheckRequest {
  number?: string;
  accountNumber?: string;
  bankCode?: string;
  isConsent: boolean;
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
}

export const identityStatuses = ['found', 'not_found', 'failed'] as const;
export type TIdentityStatus = (typeof identityStatuses)[number];

/** The normalised record a registry answered: the same fields whatever the country or provider. */
export const ZIdentityPerson = z.object({
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  nationality: z.string().nullable(),
  /** A data URL of the registry photo, when the registry has one. */
  photo: z.string().nullable(),
  /** Type-specific fields (bank name, document expiry, plate details...). */
  extra: z.record(z.string(), z.string().nullable()),
  /** Present on credit-report checks: the bureau's report on this person. */
  creditReport: ZCreditReport.optional(),
});
export type TIdentityPerson = z.infer<typeof ZIdentityPerson>;

export const ZIdentityMatch = z.object({
  firstName: z.boolean().nullable(),
  lastName: z.boolean().nullable(),
  dateOfBirth: z.boolean().nullable(),
});
export type TIdentityMatch = z.infer<typeof ZIdentityMatch>;

export const ZIdentityCheck = z.object({
  id: z.string(),
  type: z.string(),
  country: z.enum(identityCountries),
  status: z.enum(identityStatuses),
  /** The number checked, masked but for its last 4 characters. */
  reference: z.string(),
  result: ZIdentityPerson.nullable(),
  /** Per detail supplied: did it match the record (null when not supplied or nothing was found). */
  match: ZIdentityMatch,
  /** Why a check failed (provider unavailable...), in words a person can act on. */
  failureReason: z.string().nullable(),
  environment: z.enum(['sandbox', 'live']),
  businessId: z.string(),
  organizationId: z.string().nullable(),
  requestedBy: z.object({ id: z.string(), name: z.string() }),
  cost: ZMoney,
  hasExpired: z.boolean(),
  /**
   * The risk wording the check carries: its latest sanction/PEP screening's, else its credit report's;
   * null when neither ran.
   */
  riskLevel: z.string().nullable(),
  /** The latest sanction/PEP screening of the person; only on the detail (`GET /{id}`), null when none. */
  aml: ZAmlScreening.nullable().optional(),
  createdAt: z.string(),
});
export type TIdentityCheck = z.infer<typeof ZIdentityCheck>;

/** History filters: cursor paging, newest first. */
export const ZIdentityHistoryQuery = z.strictObject({
  ...cursorPaging,
  status: z
    .enum(identityStatuses, { error: `The status field should be one of ${identityStatuses.join(', ')}` })
    .optional(),
  type: z.string().max(64).optional(),
  requested_by: z.string().max(64).optional(),
  has_expired: booleanQuery('has expired').optional(),
  name: z.string().trim().max(100).optional(),
  country: z
    .enum(identityCountries, { error: `The country field should be one of ${identityCountries.join(', ')}` })
    .optional(),
  ...dateRange,
});
export type TIdentityHistoryQuery = z.input<typeof ZIdentityHistoryQuery>;

export const ZBank = z.object({ code: z.string(), name: z.string() });
export type TBank = z.infer<typeof ZBank>;
export const ZBankListResponse = z.object({ items: z.array(ZBank) });
export type TBankListResponse = z.infer<typeof ZBankListResponse>;

/** Global validation: a type offered for a country, with the rule its number follows. */
export const ZGlobalValidateOption = z.object({
  country: z.string(),
  countryName: z.string(),
  types: z.array(z.object({ value: z.string(), name: z.string(), field: z.string(), example: z.string() })),
});
export const ZGlobalValidateOptionsResponse = z.object({ items: z.array(ZGlobalValidateOption) });
export type TGlobalValidateOptionsResponse = z.infer<typeof ZGlobalValidateOptionsResponse>;

export const ZGlobalValidateRequest = strictObject({
  country: z.enum(
    identityCountries.filter((c) => c !== 'global') as [IdentityCountry, ...IdentityCountry[]],
    {
      error: 'The country field should be one of ng, gh, ke, za',
    },
  ),
  type: requiredText('type', { max: 64 }),
  number: requiredText('number', { max: 64 }),
  ...checkExtras,
});
export type TGlobalValidateRequest = z.infer<typeof ZGlobalValidateRequest>;

/** Two images to compare: data URLs, or `location`s of files uploaded to this platform's media service. */
export const ZCompareImageRequest = strictObject({
  firstImage: requiredText('first image', { max: 8_000_000 }),
  secondImage: requiredText('second image', { max: 8_000_000 }),
  isConsent: truthy('consent'),
});
export type TCompareImageRequest = z.infer<typeof ZCompareImageRequest>;

export const ZCompareImageResult = z.object({
  id: z.string(),
  similarity: z.number(),
  match: z.boolean(),
  threshold: z.number(),
});
export type TCompareImageResult = z.infer<typeof ZCompareImageResult>;

export const ZExportRequest = z.object({
  id: z.string(),
  status: z.enum(['completed', 'failed', 'pending']),
  filters: z.record(z.string(), z.string()),
  rowCount: z.number().int().nullable(),
  reportLink: z.string().nullable(),
  requestedBy: z.object({ id: z.string(), name: z.string() }),
  businessId: z.string(),
  createdAt: z.string(),
});
export type TExportRequest = z.infer<typeof ZExportRequest>;

export const ZExportRequestsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['completed', 'failed', 'pending']).optional(),
  ...dateRange,
  business_id: z.string().max(64).optional(),
});
export type TExportRequestsQuery = z.input<typeof ZExportRequestsQuery>;

export const ZSupportUploadLinkRequest = strictObject({
  report_link: requiredText('report link', { max: 2048 }).pipe(
    z.url({ error: 'The report link field should be a URL' }),
  ),
});
export type TSupportUploadLinkRequest = z.infer<typeof ZSupportUploadLinkRequest>;
