/**
 * What a vForm is made of (templates, fields, defaults), as plain data with no zod: the builder's palette,
 * the widget's renderer and the server's answer checks all read this module, and the widget bundle must stay
 * small.
 */

/** Field kinds a form can hold. The last three exist but are hidden from the palette. */
export const vformFieldTypes = [
  'short-text',
  'long-text',
  'email',
  'phone',
  'number',
  'date',
  'dropdown',
  'radio',
  'checkboxes',
  'file-upload',
  'country-state',
  'address',
  'personal-information',
  'identity-verification',
  'identity-capture',
  'page-break',
  'payment',
  'business-information',
  'certificate',
] as const;
export type VFormFieldType = (typeof vformFieldTypes)[number];

/** The field templates hidden from the field template list. */
export const hiddenVFormFieldTypes: readonly VFormFieldType[] = [
  'payment',
  'business-information',
  'certificate',
];

/** A field's `__type`: the families the builder and the renderer treat differently. */
export type VFormFieldKind = 'input' | 'choice' | 'personal-information' | 'verification' | 'page-break';

export function fieldKindOf(type: VFormFieldType): VFormFieldKind {
  switch (type) {
    case 'dropdown':
    case 'radio':
    case 'checkboxes':
      return 'choice';
    case 'personal-information':
      return 'personal-information';
    case 'identity-verification':
    case 'identity-capture':
    case 'certificate':
      return 'verification';
    case 'page-break':
      return 'page-break';
    default:
      return 'input';
  }
}

/** Personal information's optional parts, each with show and required flags. */
export const personalInformationCustomFields = [
  'gender',
  'email',
  'mobile',
  'photo',
  'dateOfBirth',
  'middleName',
] as const;
export type PersonalInformationCustomField = (typeof personalInformationCustomFields)[number];

export const certificateTypes = [
  { name: 'WAEC', value: 'waec', title: 'WAEC', full_name: 'West African Examinations Council' },
  { name: 'NECO', value: 'neco', title: 'NECO', full_name: 'National Examinations Council' },
  { name: 'Degree', value: 'degree', title: 'Degree', full_name: 'University Degree' },
  {
    name: 'NABTEB',
    value: 'nabteb',
    title: 'NABTEB',
    full_name: 'National Business and Technical Examinations Board',
  },
  { name: 'NYSC', value: 'nysc', title: 'NYSC', full_name: 'National Youth Service Corps' },
] as const;

export const vformAlignments = ['left', 'center', 'right'] as const;
export type VFormAlignment = (typeof vformAlignments)[number];
export const vformLogoShapes = ['circle', 'square', 'rounded'] as const;
export type VFormLogoShape = (typeof vformLogoShapes)[number];
export const vformPaginationTypes = ['percentage', 'steps'] as const;
export type VFormPaginationType = (typeof vformPaginationTypes)[number];
export const vformStatuses = ['unpublished', 'published', 'archived'] as const;
export type VFormStatus = (typeof vformStatuses)[number];

/** A response's outcome: `verified` when every verification field found its record. */
export const vformResponseStatuses = ['completed', 'verified', 'unverified', 'failed'] as const;
export type VFormResponseStatus = (typeof vformResponseStatuses)[number];

/** A verification field's outcome: an identity check's (found...) or an identity capture's decision. */
export const vformVerificationStatuses = ['found', 'not_found', 'failed', 'approved', 'declined'] as const;
export type VFormVerificationStatus = (typeof vformVerificationStatuses)[number];
export type VFormVerificationText = 'Verified' | 'Not verified' | 'Failed' | 'Approved' | 'Declined';

/** A verification outcome in words, as the responses screens, the PDF and the CSV write it. */
export function vformVerificationText(verification: {
  status: VFormVerificationStatus;
  verified: boolean;
}): VFormVerificationText {
  if (verification.status === 'approved') return 'Approved';
  if (verification.status === 'declined') return 'Declined';
  if (verification.status === 'failed') return 'Failed';
  return verification.verified ? 'Verified' : 'Not verified';
}

/** Defaults of a new form and of the builder. */
export const VFORM_DEFAULTS = {
  title: 'Form Title',
  titleColor: '#000000',
  backgroundColor: '#FFFFFF',
  submitButtonColor: '#46B2C8',
  submitButtonLabelColor: '#FFFFFF',
  paginationHighlightColor: '#0F808C',
  paginationType: 'percentage',
  alignment: 'left',
  logoShape: 'circle',
  currency: 'NGN',
  /** Builder edits are saved this long after the last change. */
  debounceMs: 500,
  /** Activities shown in the builder. */
  activityLimit: 10,
  /** The share modal's CSV cap, in KB (5 MB). */
  shareCsvMaxKb: 5120,
} as const;

/** The answer limits a field may set; text fields default to 255 characters, long text to 5000. */
export const VFORM_TEXT_MAX = 255;
export const VFORM_LONG_TEXT_MAX = 5000;

/** Countries whose identity types a verification field can run. */
export const vformVerificationCountries = ['ng', 'gh', 'ke', 'za'] as const;
