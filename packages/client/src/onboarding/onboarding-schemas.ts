/**
 * Business activation: the sections a business fills in, the profile every step answers, and the status
 * machine's states. Each `PUT /businesses/{id}/…` step takes one section and answers the whole profile.
 */
import { z } from 'zod';
import { type CompanyCountry, checkCompanyNumber } from '../rules/company-numbers.js';
import {
  email,
  oneOf,
  optionalText,
  optionalWebAddress,
  requiredObject,
  requiredText,
  strictObject,
  truthy,
} from '../rules/validation.js';
import { mobile } from '../schemas/common.js';

/** pending_activation and activated count as a completed profile; declined and suspended are staff's. */
export const businessStatuses = [
  'not_activated',
  'pending_activation',
  'activated',
  'declined',
  'suspended',
] as const;
export type TBusinessStatus = (typeof businessStatuses)[number];

/** The countries a business can activate in: those whose registry the business check reaches. */
export const activationCountries = ['NG', 'GH', 'KE', 'ZA'] as const;
export type TActivationCountry = (typeof activationCountries)[number];

export const industries = [
  'Banking',
  'Microfinance',
  'Fintech',
  'Insurance',
  'Lending',
  'Payments',
  'Telecommunications',
  'E-commerce',
  'Gaming',
  'Logistics',
  'Recruitment',
  'Real estate',
  'Healthcare',
  'Education',
  'Government',
  'Other',
] as const;

/** The activation steps, in the order the dashboard walks them (Get started's children in the sidebar). */
export const onboardingSteps = [
  'business-information',
  'business-contact',
  'verification-documents',
  'settlement-account',
  'subscription-and-pricing',
  'service-license-agreement',
] as const;
export type TOnboardingStep = (typeof onboardingSteps)[number];

export const ZBusinessInformationRequest = strictObject({
  companyName: requiredText('company name', { max: 200 }),
  registrationNumber: requiredText('registration number', { max: 64 }),
  tin: optionalText('TIN', { max: 32 }),
  countryCode: z
    .string({ error: 'The country field is required' })
    .trim()
    .toUpperCase()
    .pipe(oneOf('country', activationCountries)),
  industry: oneOf('industry', industries),
  /** A location answered by the media upload (`POST /uploads/media`), or none. */
  logo: optionalText('logo', { max: 2048 }),
}).transform((body, context) => {
  // The Business verification module's own format rules: RC 123 and rc-123 both become RC123.
  const country = body.countryCode.toLowerCase() as CompanyCountry;
  const checked = checkCompanyNumber(country, 'registration', body.registrationNumber, {
    field: 'registration number',
  });
  if (checked.ok) return { ...body, registrationNumber: checked.normalized };
  context.issues.push({
    code: 'custom',
    path: ['registrationNumber'],
    message: checked.message,
    input: body.registrationNumber,
  });
  return z.NEVER;
});
export type TBusinessInformationRequest = z.input<typeof ZBusinessInformationRequest>;

export const ZBusinessContactRequest = strictObject({
  address: requiredText('address', { max: 300 }),
  city: requiredText('city', { max: 100 }),
  state: requiredText('state', { max: 100 }),
  supportEmail: email('support email'),
  supportPhone: mobile('support phone'),
  /** The same rule as the business's own details (`PUT /businesses/me`), which this step fills in first. */
  website: optionalWebAddress('website'),
  person: requiredObject('contact person', {
    firstName: requiredText('first name', { max: 100 }),
    lastName: requiredText('last name', { max: 100 }),
    email: email('contact email'),
    mobile: mobile('contact mobile'),
    jobTitle: requiredText('job title', { max: 100 }),
  }),
});
export type TBusinessContactRequest = z.input<typeof ZBusinessContactRequest>;
export type TBusinessContact = z.infer<typeof ZBusinessContactRequest>;

/** The four documents, each the id of a file the business uploaded through `POST /uploads/documents`. */
export const onboardingDocumentKinds = ['cacCertificate', 'memorandum', 'utilityBill', 'directorId'] as const;
export type TOnboardingDocumentKind = (typeof onboardingDocumentKinds)[number];
export const onboardingDocumentLabels: Readonly<Record<TOnboardingDocumentKind, string>> = {
  cacCertificate: 'CAC certificate',
  memorandum: 'Memorandum and articles of association',
  utilityBill: 'Utility bill',
  directorId: "Director's ID",
};

export const ZBusinessDocumentsRequest = strictObject({
  cacCertificate: requiredText(onboardingDocumentLabels.cacCertificate, { max: 64 }),
  memorandum: requiredText(onboardingDocumentLabels.memorandum, { max: 64 }),
  utilityBill: requiredText(onboardingDocumentLabels.utilityBill, { max: 64 }),
  directorId: requiredText(onboardingDocumentLabels.directorId, { max: 64 }),
});
export type TBusinessDocumentsRequest = z.input<typeof ZBusinessDocumentsRequest>;

export const ZOnboardingDocument = z.object({
  fileId: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** A signed link (the media service's `/links/…`): opens without a token, so staff and owner can both view it. */
  location: z.string(),
});
export type TOnboardingDocument = z.infer<typeof ZOnboardingDocument>;

export const ZSettlementAccountRequest = strictObject({
  bankName: requiredText('bank name', { max: 100 }),
  accountNumber: requiredText('account number', { max: 20 }).regex(/^\d{6,20}$/, {
    error: 'The account number field should be 6 to 20 digits',
  }),
  accountName: requiredText('account name', { max: 200 }),
});
export type TSettlementAccount = z.infer<typeof ZSettlementAccountRequest>;

export const pricingModels = ['pay_as_you_go', 'plan', 'enterprise'] as const;
export type TPricingModel = (typeof pricingModels)[number];

/**
 * How the business means to pay once live: per check from the wallet, a plan tier per product (the
 * billing steps subscribe to it once a card exists), or terms agreed with sales (contact-sales).
 */
export const ZSubscriptionAndPricingRequest = strictObject({
  model: oneOf('pricing model', pricingModels),
  subplanIds: z
    .array(requiredText('plan', { max: 64 }), { error: 'The plans field should be a list' })
    .max(10, { error: 'The plans field should not have more than 10 items' })
    .optional(),
}).superRefine((body, context) => {
  if (body.model === 'plan' && (body.subplanIds?.length ?? 0) === 0)
    context.addIssue({ code: 'custom', path: ['subplanIds'], message: 'Choose at least one plan' });
});
export type TSubscriptionAndPricingRequest = z.input<typeof ZSubscriptionAndPricingRequest>;

export const ZChosenSubplan = z.object({
  planId: z.string(),
  subplanId: z.string(),
  planName: z.string(),
  subplanName: z.string(),
  monthlyPrice: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
});
export const ZSubscriptionAndPricing = z.object({
  model: z.enum(pricingModels),
  subplans: z.array(ZChosenSubplan),
});
export type TSubscriptionAndPricing = z.infer<typeof ZSubscriptionAndPricing>;

export const ZSlaSigneeRequest = strictObject({
  firstName: requiredText('first name', { max: 100 }),
  lastName: requiredText('last name', { max: 100 }),
  email: email('signee email'),
  jobTitle: requiredText('job title', { max: 100 }),
});
export type TSlaSignee = z.infer<typeof ZSlaSigneeRequest>;

export const ZContactSalesRequest = strictObject({
  message: optionalText('message', { max: 2000 }),
  expectedChecksPerMonth: z
    .number({ error: 'The expected checks per month field should be a number' })
    .int({ error: 'The expected checks per month field should be a whole number' })
    .min(0, { error: 'The expected checks per month field should be at least 0' })
    .max(100_000_000, { error: 'The expected checks per month field should not be more than 100000000' })
    .optional(),
});
export type TContactSalesRequest = z.infer<typeof ZContactSalesRequest>;

const reasons = (field: string) =>
  z
    .array(requiredText('reason', { max: 500 }), { error: `The ${field} field is required` })
    .min(1, { error: `The ${field} field is required` })
    .max(10, { error: `The ${field} field should not have more than 10 items` });

export const ZDeclineRequest = strictObject({ reasonsForDecline: reasons('reasons for decline') });
export type TDeclineRequest = z.infer<typeof ZDeclineRequest>;
export const ZSuspendRequest = strictObject({ reasonsForSuspension: reasons('reasons for suspension') });
export type TSuspendRequest = z.infer<typeof ZSuspendRequest>;

export const ZBusinessInformation = z.object({
  companyName: z.string(),
  registrationNumber: z.string(),
  tin: z.string().nullable(),
  countryCode: z.string(),
  industry: z.string(),
  logo: z.string().nullable(),
});
export type TBusinessInformation = z.infer<typeof ZBusinessInformation>;

/** The registry's answer for the registration number given in business-information. */
export const ZBusinessCheck = z.object({
  status: z.enum(['found', 'not_found', 'unavailable']),
  registrationNumber: z.string(),
  /** The registry's name for the company, when found. */
  registeredName: z.string().nullable(),
  /** The registry's status (active, inactive, struck_off), when found. */
  companyStatus: z.string().nullable(),
  /** Whether the registered name matches the company name given (case and punctuation aside). */
  nameMatches: z.boolean().nullable(),
  checkedAt: z.string(),
});
export type TBusinessCheck = z.infer<typeof ZBusinessCheck>;

export const signatureRequestStatuses = [
  'pending',
  'signed',
  'countersigned',
  'cancelled',
  'expired',
] as const;
export const ZSignatureRequest = z.object({
  id: z.string(),
  status: z.enum(signatureRequestStatuses),
  signeeEmail: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  remindersSent: z.number().int(),
  lastRemindedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedName: z.string().nullable(),
  countersignedAt: z.string().nullable(),
});
export type TSignatureRequest = z.infer<typeof ZSignatureRequest>;

export const ZOnboardingProfile = z.object({
  businessId: z.string(),
  type: z.enum(['business', 'admin']),
  status: z.enum(businessStatuses),
  information: ZBusinessInformation.nullable(),
  contact: ZBusinessContactRequest.nullable(),
  documents: z.record(z.enum(onboardingDocumentKinds), ZOnboardingDocument).nullable(),
  settlementAccount: ZSettlementAccountRequest.nullable(),
  subscriptionAndPricing: ZSubscriptionAndPricing.nullable(),
  slaSignee: ZSlaSigneeRequest.nullable(),
  signatureRequest: ZSignatureRequest.nullable(),
  businessCheck: ZBusinessCheck.nullable(),
  /** Which steps are done: the get-started page's ticks. */
  steps: z.record(z.enum(onboardingSteps), z.boolean()),
  toBeContacted: z.boolean(),
  submittedAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
  reasonsForDecline: z.array(z.string()).nullable(),
  reasonsForSuspension: z.array(z.string()).nullable(),
});
export type TOnboardingProfile = z.infer<typeof ZOnboardingProfile>;

/** What the agreement says, before it is generated: the service-license-agreement step's preview. */
export const ZSlaPreviewDetails = z.object({
  agreementNumber: z.string(),
  companyName: z.string(),
  registrationNumber: z.string().nullable(),
  countryName: z.string(),
  address: z.string().nullable(),
  signee: z.object({ name: z.string(), email: z.string(), title: z.string().nullable() }).nullable(),
  plan: z.object({ label: z.string(), summary: z.array(z.string()) }),
  currency: z.enum(['NGN', 'USD']),
  effectiveDate: z.string(),
});
export type TSlaPreviewDetails = z.infer<typeof ZSlaPreviewDetails>;

export const ZBusinessIdParams = z.strictObject({ businessId: z.string().min(1).max(64) });

/** The signee's view of a signature request, reached by the mailed link's token (no session). */
export const ZSignatureRequestView = z.object({
  status: z.enum(signatureRequestStatuses),
  agreementNumber: z.string(),
  companyName: z.string(),
  signeeName: z.string(),
  signeeEmail: z.string(),
  expiresAt: z.string(),
  signedAt: z.string().nullable(),
  preview: ZSlaPreviewDetails,
});
export type TSignatureRequestView = z.infer<typeof ZSignatureRequestView>;

/** The largest drawn signature accepted, as a data URL (a 600×200 PNG is well under it). */
export const SIGNATURE_IMAGE_MAX_CHARS = 400_000;
export const CONSENT_STATEMENT =
  'I have read the Service Level Agreement and agree to sign it electronically on behalf of the business. My typed name and drawn signature are my signature.';

export const ZSignAgreementRequest = strictObject({
  signedName: requiredText('full name', { max: 200 }),
  signature: z
    .string({ error: 'The signature field is required' })
    .max(SIGNATURE_IMAGE_MAX_CHARS, { error: 'The signature is too large; clear it and sign again' })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, { error: 'The signature field is required' }),
  consent: truthy('consent'),
});
export type TSignAgreementRequest = z.infer<typeof ZSignAgreementRequest>;

/** Live checks before activation: sandbox always works. */
export const LIVE_NEEDS_ACTIVATION_MESSAGE =
  'Live checks need an activated business: complete your business activation, or switch to sandbox';
/** A suspended business: its live checks and API keys stop until platform staff reinstate it. */
export const BUSINESS_SUSPENDED_MESSAGE =
  'This business is suspended: live checks and API keys are paused. Contact support to reinstate it';
