/**
 * vForms (templates, fields, responses, access points, estimated charges): the request and response schemas
 * the server validates with and the client types with. Answers to fields are checked by `vform-answers.ts`
 * (zod-free, shared with the widget).
 */
import { z } from 'zod';
import { captureDocumentTypes, captureKinds } from '../capture/capture-kinds.js';
import {
  email,
  hexColor,
  optionalText,
  requiredText,
  strictObject,
  webAddress,
} from '../rules/validation.js';
import { ZMoney } from '../schemas/common.js';
import {
  personalInformationCustomFields,
  VFORM_DEFAULTS,
  vformAlignments,
  vformFieldTypes,
  vformLogoShapes,
  vformPaginationTypes,
  vformResponseStatuses,
  vformStatuses,
  vformVerificationCountries,
  vformVerificationStatuses,
} from './vform-fields.js';

const enumOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `The ${field} field should be one of ${values.join(', ')}` });
const flag = (field: string) => z.boolean({ error: `The ${field} field should be true or false` });
const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `The ${field} field should be a number` })
    .int({ error: `The ${field} field should be a whole number` })
    .min(min, { error: `The ${field} field should be at least ${min}` })
    .max(max, { error: `The ${field} field should not be more than ${max}` });
const url = webAddress;
/** A link to an uploaded image: a web address or a path on this server (`/api/media/v1/...`). */
const imageLink = (field: string) =>
  requiredText(field, { max: 2048 }).regex(/^(https?:\/\/|\/)\S+$/, {
    error: `The ${field} field should be a link to an image`,
  });
const isoDateTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `The ${field} field should be a date and time (ISO 8601)` });
const isoDate = (field: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `The ${field} field should be a date (YYYY-MM-DD)` });
const page = z.coerce.number({ error: 'The page field should be a number' }).int().min(1).default(1);
const limit = z.coerce
  .number({ error: 'The limit field should be a number' })
  .int({ error: 'The limit field should be a whole number' })
  .min(1, { error: 'The limit field should be at least 1' })
  .max(100, { error: 'The limit field should not be more than 100' })
  .default(20);

// ---------------------------------------------------------------------------------------------- fields

export const ZVFormFieldType = enumOf('type', vformFieldTypes);

export const ZVFormCustomField = strictObject({
  id: z.string().max(64),
  name: enumOf('name', personalInformationCustomFields),
  show: flag('show'),
  required: flag('required'),
});
export type TVFormCustomField = z.infer<typeof ZVFormCustomField>;

export const ZVFormFieldColors = strictObject({
  labelColor: hexColor('label colour').optional(),
  backgroundColor: hexColor('background colour').optional(),
  borderColor: hexColor('border colour').optional(),
});
export type TVFormFieldColors = z.infer<typeof ZVFormFieldColors>;

/** A page break's buttons (the default component theme carries the same settings). */
export const ZVFormPageBreakSettings = strictObject({
  /** The title of the page that follows the break. */
  title: optionalText('page title', { max: 120 }),
  primaryAction: requiredText('primary action', { max: 40 }),
  secondaryAction: requiredText('secondary action', { max: 40 }),
  buttonColor: hexColor('button colour'),
  buttonLabelColor: hexColor('button label colour'),
  /** `both` shows Back and Next; `primary-only` hides Back. */
  display: enumOf('display', ['both', 'primary-only']),
});
export type TVFormPageBreakSettings = z.infer<typeof ZVFormPageBreakSettings>;

export const ZVFormFieldValidation = strictObject({
  minLength: wholeNumber('minimum length', 0, 5000).optional(),
  maxLength: wholeNumber('maximum length', 1, 5000).optional(),
  min: z.number({ error: 'The minimum field should be a number' }).optional(),
  max: z.number({ error: 'The maximum field should be a number' }).optional(),
});
export type TVFormFieldValidation = z.infer<typeof ZVFormFieldValidation>;

/**
 * An identity capture field: what the respondent is asked to capture when they reach it, a
 * document (of `documentType`), a liveness check, or both; the server makes the capture session and
 * decides. `documentType` is null for a liveness check only.
 */
export const ZVFormCaptureSettings = strictObject({
  kind: enumOf('capture', captureKinds),
  documentType: enumOf('document type', captureDocumentTypes).nullable(),
});
export type TVFormCaptureSettings = z.infer<typeof ZVFormCaptureSettings>;

/** What the builder may change on a field; every key optional, only supplied keys change. */
export const ZVFormFieldSettings = strictObject({
  label: requiredText('label', { max: 500 }),
  description: optionalText('description', { max: 1000 }),
  placeholder: optionalText('placeholder', { max: 200 }),
  required: flag('required'),
  options: z
    .array(requiredText('option', { max: 200 }), { error: 'The options field should be a list' })
    .max(100, { error: 'The options field should not be more than 100 items' }),
  colors: ZVFormFieldColors,
  validation: ZVFormFieldValidation,
  /** Verification fields: which country's type runs. */
  country: enumOf('country', vformVerificationCountries),
  /** An identity type value of that country (nin, bvn, new_voter_card...), or a certificate type. */
  verificationType: requiredText('verification type', { max: 64 }),
  performVerification: flag('perform verification'),
  customFields: z.array(ZVFormCustomField).max(personalInformationCustomFields.length),
  pageBreak: ZVFormPageBreakSettings,
  capture: ZVFormCaptureSettings,
}).partial();
export type TVFormFieldSettings = z.infer<typeof ZVFormFieldSettings>;

export const ZVFormField = z.object({
  id: z.string(),
  templateId: z.string(),
  type: ZVFormFieldType,
  __type: z.enum(['input', 'choice', 'personal-information', 'verification', 'page-break']),
  position: z.number().int(),
  label: z.string(),
  description: z.string().nullable(),
  placeholder: z.string().nullable(),
  required: z.boolean(),
  options: z.array(z.string()),
  colors: ZVFormFieldColors,
  validation: ZVFormFieldValidation,
  country: z.string().nullable(),
  verificationType: z.string().nullable(),
  performVerification: z.boolean(),
  customFields: z.array(ZVFormCustomField),
  pageBreak: ZVFormPageBreakSettings.nullable(),
  /** Identity capture fields only. */
  capture: ZVFormCaptureSettings.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVFormField = z.infer<typeof ZVFormField>;

export const ZCreateVFormFieldRequest = ZVFormFieldSettings.extend({
  type: ZVFormFieldType,
  /** 0-based; default: after the last field. */
  position: wholeNumber('position', 0, 10_000).optional(),
});
export type TCreateVFormFieldRequest = z.input<typeof ZCreateVFormFieldRequest>;
export const ZUpdateVFormFieldRequest = ZVFormFieldSettings;
export type TUpdateVFormFieldRequest = z.input<typeof ZUpdateVFormFieldRequest>;
export const ZReorderVFormFieldRequest = strictObject({ position: wholeNumber('position', 0, 10_000) });
export type TReorderVFormFieldRequest = z.infer<typeof ZReorderVFormFieldRequest>;

export const ZVFormFieldParams = z.strictObject({ id: z.string().max(64), fieldId: z.string().max(64) });

/** DELETE /v-forms/templates/{id}/fields/{fieldId}: the id of the field that went. */
export const ZVFormDeletedField = z.object({ id: z.string() });
export type TVFormDeletedField = z.infer<typeof ZVFormDeletedField>;

/** The palette (GET /v-forms/fields): one entry per visible field type. */
export const ZVFormFieldTemplate = z.object({
  type: ZVFormFieldType,
  __type: ZVFormField.shape.__type,
  label: z.string(),
  description: z.string(),
  group: z.enum(['Basic', 'Choice', 'Personal', 'Verification', 'Layout']),
  defaults: ZVFormFieldSettings,
});
export type TVFormFieldTemplate = z.infer<typeof ZVFormFieldTemplate>;
export const ZVFormFieldTemplateList = z.object({ items: z.array(ZVFormFieldTemplate) });
export type TVFormFieldTemplateList = z.infer<typeof ZVFormFieldTemplateList>;

/** GET /v-forms/fields/options: what the field settings panel offers. */
export const ZVFormFieldOptions = z.object({
  verificationTypes: z.record(
    z.string(),
    z.array(z.object({ value: z.string(), name: z.string(), title: z.string(), price: ZMoney })),
  ),
  certificateTypes: z.array(
    z.object({ name: z.string(), value: z.string(), title: z.string(), full_name: z.string() }),
  ),
  customFields: z.array(z.string()),
  alignments: z.array(z.string()),
  logoShapes: z.array(z.string()),
  paginationTypes: z.array(z.string()),
});
export type TVFormFieldOptions = z.infer<typeof ZVFormFieldOptions>;

// -------------------------------------------------------------------------------------------- templates

export const ZVFormPagination = strictObject({
  type: enumOf('pagination type', vformPaginationTypes),
  hidePageNumber: flag('hide page number'),
  highlightColor: hexColor('highlight colour'),
  backgroundColor: hexColor('pagination background colour'),
  textColor: hexColor('pagination text colour'),
  showPageTitlesInProgressBar: flag('show page titles in progress bar'),
  /** Page titles by page index; a page break's own title wins over this. */
  pages: z.array(z.string().trim().max(120)).max(100),
});
export type TVFormPagination = z.infer<typeof ZVFormPagination>;

export const ZVFormConfirmation = strictObject({
  title: requiredText('confirmation title', { max: 200 }),
  message: requiredText('confirmation message', { max: 2000 }),
  /**
   * Whether the respondent is told if each verification field verified. Off by default: telling a stranger
   * which number passed lets them try numbers until one does.
   */
  showVerificationResult: flag('show verification result'),
});
export type TVFormConfirmation = z.infer<typeof ZVFormConfirmation>;

/**
 * Tracking: when on, the widget sends the host page's `utm_*` parameters and referrer with each response,
 * stored beside it. No third-party script is loaded (the hosted page's CSP forbids it, on purpose).
 */
export const ZVFormTracking = strictObject({ enabled: flag('tracking') });
export type TVFormTracking = z.infer<typeof ZVFormTracking>;

/** Every template setting. */
export const ZVFormSettings = z.object({
  title: requiredText('title', { max: 200 }),
  description: z
    .string()
    .trim()
    .max(2000, { error: 'The description field should be not more than 2000 characters' }),
  titleColor: hexColor('title colour'),
  backgroundColor: hexColor('background colour'),
  logoAlignment: enumOf('logo alignment', vformAlignments),
  logoShape: enumOf('logo shape', vformLogoShapes),
  titleAlignment: enumOf('title alignment', vformAlignments),
  descriptionAlignment: enumOf('description alignment', vformAlignments),
  banner: imageLink('banner').nullable(),
  logo: imageLink('logo').nullable(),
  previewImage: imageLink('preview image').nullable(),
  submitButtonColor: hexColor('submit button colour'),
  submitButtonLabelColor: hexColor('submit button label colour'),
  pagination: ZVFormPagination,
  allowOneEntryPerIp: flag('allow one entry per IP'),
  allowCaptcha: flag('allow captcha'),
  /** null: no cap. */
  allowedEntries: wholeNumber('allowed entries', 1, 10_000_000).nullable(),
  sendConfirmationEmail: flag('send confirmation email'),
  /** Where the respondent goes after submitting; null shows the confirmation instead. */
  redirectToWebsite: url('redirect to website').nullable(),
  confirmation: ZVFormConfirmation,
  tracking: ZVFormTracking,
  startDate: isoDateTime('start date').nullable(),
  endDate: isoDateTime('end date').nullable(),
  /** The access restriction switch; with `allowOnlySelectedCountriesIP`, only those countries' IPs get in. */
  restrictAccess: flag('restrict access'),
  allowOnlySelectedCountriesIP: flag('allow only selected countries IP'),
  validIpCountryCodes: z
    .array(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, { error: 'The valid IP country codes field should hold country codes' })
        .transform((value) => value.toUpperCase()),
    )
    .max(250),
  defaultPersonalInformationFieldId: z.string().max(64).nullable(),
});
export type TVFormSettings = z.infer<typeof ZVFormSettings>;

/** PUT /v-forms/templates/{id}: only supplied values change, nested objects included. */
export const ZUpdateVFormTemplateRequest = strictObject({
  ...ZVFormSettings.shape,
  pagination: ZVFormPagination.partial(),
  confirmation: ZVFormConfirmation.partial(),
}).partial();
export type TUpdateVFormTemplateRequest = z.input<typeof ZUpdateVFormTemplateRequest>;

export const vformTemplateKinds = ['VFormTemplate', 'PresetVFormTemplate'] as const;

export const ZVFormTemplate = ZVFormSettings.extend({
  id: z.string(),
  __type: z.enum(vformTemplateKinds),
  /** null for a preset. */
  businessId: z.string().nullable(),
  status: z.enum(vformStatuses),
  entries: z.number().int(),
  environment: z.enum(['sandbox', 'live']),
  /** The preset it was created from. */
  presetVFormId: z.string().nullable(),
  shared: z.boolean(),
  fields: z.array(ZVFormField),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  /** The public link (`/v-forms/{templateId}` on the forms host); what the share modal copies and mails. */
  publicUrl: z.string(),
});
export type TVFormTemplate = z.infer<typeof ZVFormTemplate>;

/** A row of a template list: the template without its fields. */
export const ZVFormTemplateSummary = ZVFormTemplate.omit({ fields: true }).extend({
  fieldCount: z.number().int(),
});
export type TVFormTemplateSummary = z.infer<typeof ZVFormTemplateSummary>;

export const vformCreateKinds = ['blank', 'preset'] as const;
export const ZCreateVFormTemplateParams = z.strictObject({ type: enumOf('type', vformCreateKinds) });
/** POST /v-forms/templates/{type}: `blank` takes title (and description), `preset` takes presetVFormId. */
export const ZCreateVFormTemplateRequest = strictObject({
  title: requiredText('title', { max: 200 }).optional(),
  description: z.string().trim().max(2000).optional(),
  presetVFormId: requiredText('preset vForm id', { max: 64 }).optional(),
});
export type TCreateVFormTemplateRequest = z.input<typeof ZCreateVFormTemplateRequest>;

export const ZVFormTemplateListQuery = z.strictObject({
  /** `all` is every template that is not archived. */
  type: enumOf('type', ['all', 'published', 'unpublished', 'archived']).default('all'),
  page,
  limit,
});
export type TVFormTemplateListQuery = z.input<typeof ZVFormTemplateListQuery>;
/** The lists that are one kind already (published, presets, shared): a page, no type. */
export const ZVFormTemplatePageQuery = ZVFormTemplateListQuery.omit({ type: true });
export type TVFormTemplatePageQuery = z.input<typeof ZVFormTemplatePageQuery>;
export const ZVFormTemplateSearchQuery = z.strictObject({
  title: z.string().trim().max(200).default(''),
  page,
  limit,
});
export type TVFormTemplateSearchQuery = z.input<typeof ZVFormTemplateSearchQuery>;

export const ZVFormViewQuery = z.strictObject({
  accessId: z.string().max(64).optional(),
  organisationId: z.string().max(64).optional(),
});
export type TVFormViewQuery = z.input<typeof ZVFormViewQuery>;

export const ZShareVFormTemplateRequest = strictObject({
  templateId: requiredText('template id', { max: 64 }),
});

/** Why a published form is not taking responses right now; null when it is. */
export const vformClosedReasons = [
  'not_started',
  'ended',
  'entries_exhausted',
  'country_restricted',
] as const;
export const ZVFormAvailability = z.object({
  open: z.boolean(),
  reason: z.enum(vformClosedReasons).nullable(),
  message: z.string().nullable(),
});
export type TVFormAvailability = z.infer<typeof ZVFormAvailability>;

/** What a stranger's browser gets (GET /templates/{id}/view): no counts, no owner settings beyond display. */
export const ZPublicVFormTemplate = ZVFormTemplate.pick({
  id: true,
  __type: true,
  businessId: true,
  title: true,
  description: true,
  titleColor: true,
  backgroundColor: true,
  logoAlignment: true,
  logoShape: true,
  titleAlignment: true,
  descriptionAlignment: true,
  banner: true,
  logo: true,
  submitButtonColor: true,
  submitButtonLabelColor: true,
  pagination: true,
  allowCaptcha: true,
  redirectToWebsite: true,
  confirmation: true,
  tracking: true,
  fields: true,
}).extend({ availability: ZVFormAvailability });
export type TPublicVFormTemplate = z.infer<typeof ZPublicVFormTemplate>;

// ---------------------------------------------------------------------------------- charge, theme, share

export const ZVFormEstimatedCharge = z.object({
  totalAmount: z.number().int(),
  currency: z.string(),
  details: z.array(
    z.object({
      fieldId: z.string(),
      label: z.string(),
      country: z.string(),
      verificationType: z.string(),
      amount: z.number().int(),
    }),
  ),
});
export type TVFormEstimatedCharge = z.infer<typeof ZVFormEstimatedCharge>;

/** The business's default component theme: what new forms start from. */
export const ZVFormTheme = z.object({
  titleColor: hexColor('title colour'),
  backgroundColor: hexColor('background colour'),
  submitButtonColor: hexColor('submit button colour'),
  submitButtonLabelColor: hexColor('submit button label colour'),
  highlightColor: hexColor('highlight colour'),
  pageBreak: ZVFormPageBreakSettings.omit({ title: true }),
});
export type TVFormTheme = z.infer<typeof ZVFormTheme>;
export const ZUpdateVFormThemeRequest = strictObject({
  ...ZVFormTheme.shape,
  pageBreak: ZVFormPageBreakSettings.omit({ title: true }).partial(),
}).partial();
export type TUpdateVFormThemeRequest = z.input<typeof ZUpdateVFormThemeRequest>;

export const ZVFormBannerList = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
});
export type TVFormBannerList = z.infer<typeof ZVFormBannerList>;

export const ZShareVFormByEmailRequest = strictObject({
  to: z
    .array(email('to'), { error: 'The to field should be a list of email addresses' })
    .min(1, { error: 'The to field is required' })
    .max(50, { error: 'The to field should not be more than 50 addresses' }),
  customNote: optionalText('custom note', { max: 1000 }),
});
export type TShareVFormByEmailRequest = z.input<typeof ZShareVFormByEmailRequest>;
export const ZShareVFormByCsvRequest = strictObject({
  csvLink: requiredText('csv link', { max: 2048 }),
  customNote: optionalText('custom note', { max: 1000 }),
});
export type TShareVFormByCsvRequest = z.input<typeof ZShareVFormByCsvRequest>;
export const ZVFormShareResult = z.object({
  /** The form shared (or the preset), which the audit log names too. */
  id: z.string(),
  sent: z.number().int(),
  invalid: z.array(z.object({ row: z.number().int(), value: z.string(), message: z.string() })),
});
export type TVFormShareResult = z.infer<typeof ZVFormShareResult>;

// ------------------------------------------------------------------------------------ public submission

export const ZVFormAccessPointRequest = strictObject({
  templateId: requiredText('template id', { max: 64 }),
  businessId: z.string().max(64).optional(),
  details: z.record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
});
export type TVFormAccessPointRequest = z.input<typeof ZVFormAccessPointRequest>;
export const ZVFormAccessPoint = z.object({
  id: z.string(),
  templateId: z.string(),
  businessId: z.string(),
  country: z.string().nullable(),
  createdAt: z.string(),
});
export type TVFormAccessPoint = z.infer<typeof ZVFormAccessPoint>;

/** An altcha proof-of-work challenge (self-hosted captcha). */
export const ZVFormCaptchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type TVFormCaptchaChallenge = z.infer<typeof ZVFormCaptchaChallenge>;

/** A file a respondent uploaded for a file-upload or photo answer. */
export const ZVFormUploadedFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  mimeType: z.string(),
  /**
   * In a response read by its form's owner only: a signed link to the file (the media service's
   * `cachedLocation`), working for 7 days without a token so an <img> or a download can use it.
   */
  url: z.string().optional(),
});
export type TVFormUploadedFile = z.infer<typeof ZVFormUploadedFile>;

/** POST /v-forms/{templateId}/uploads?fieldId=…[&part=photo]: the answer a respondent's file is for. */
export const ZVFormUploadQuery = strictObject({
  fieldId: requiredText('field id', { max: 64 }),
  part: z.enum(['photo'], { error: 'The part field should be photo' }).optional(),
});
export type TVFormUploadQuery = z.infer<typeof ZVFormUploadQuery>;

/** POST /v-forms/{templateId}/captures: the respondent has reached the identity capture field `fieldId`. */
export const ZVFormCaptureStartRequest = strictObject({
  fieldId: requiredText('field id', { max: 64 }),
});
export type TVFormCaptureStartRequest = z.infer<typeof ZVFormCaptureStartRequest>;

/**
 * A capture session made for one respondent of the form: the hosted capture page to open (its token in
 * the fragment), valid until `expiresAt`. The answer to the field is `{ captureId }` once the page reports
 * `captured`; the server checks at submit that the session is this field's and is decided.
 */
export const ZVFormCaptureStart = z.object({
  captureId: z.string(),
  kind: z.enum(captureKinds),
  documentType: z.enum(captureDocumentTypes).nullable(),
  url: z.string(),
  expiresAt: z.string(),
});
export type TVFormCaptureStart = z.infer<typeof ZVFormCaptureStart>;

/** POST /v-forms/{templateId}: answers keyed by field id; each is checked by `checkAnswers`. */
export const ZVFormSubmission = strictObject({
  fields: z.record(z.string().max(64), z.unknown(), { error: 'The fields field should be an object' }),
  startTimeInMilliSeconds: z.number({ error: 'The start time field should be a number' }).int().nonnegative(),
  accessId: z.string().max(64).optional(),
  /** The solved altcha payload (base64 JSON), when the form asks for a captcha. */
  captcha: z.string().max(4096).optional(),
  /** utm_* parameters and referrer, sent only when the form's tracking is on. */
  tracking: z.record(z.string().max(64), z.string().max(500)).optional(),
});
export type TVFormSubmission = z.input<typeof ZVFormSubmission>;

export const ZVFormSubmissionResult = z.object({
  id: z.string(),
  /** Only when the form's `confirmation.showVerificationResult` is on: the status carries the outcome. */
  status: z.enum(vformResponseStatuses).optional(),
  /**
   * Only when the form's `confirmation.showVerificationResult` is on: whether each verification field
   * verified, never the registry's data.
   */
  verifications: z.array(z.object({ fieldId: z.string(), verified: z.boolean() })).optional(),
  confirmation: ZVFormConfirmation,
  redirectToWebsite: z.string().nullable(),
});
export type TVFormSubmissionResult = z.infer<typeof ZVFormSubmissionResult>;

// ------------------------------------------------------------------------------------------- responses

export const ZVFormAnswer = z.object({
  fieldId: z.string(),
  label: z.string(),
  type: ZVFormFieldType,
  value: z.unknown(),
  verification: z
    .object({
      /** The identity check's id, or an identity capture field's capture session id. */
      checkId: z.string(),
      /** An identity check: found, not_found or failed; an identity capture: approved or declined. */
      status: z.enum(vformVerificationStatuses),
      verified: z.boolean(),
    })
    .nullable(),
});
export type TVFormAnswer = z.infer<typeof ZVFormAnswer>;

export const ZVFormResponse = z.object({
  id: z.string(),
  templateId: z.string(),
  templateTitle: z.string(),
  presetVFormId: z.string().nullable(),
  status: z.enum(vformResponseStatuses),
  /** Identity numbers masked but for their last 4 characters, as the identity history shows them. */
  answers: z.array(ZVFormAnswer),
  /**
   * Who answered: the names of the form's default personal information field (else its first one), else
   * the first and last name (or full name) answers; null when the form asks for no name.
   */
  respondentName: z.string().nullable(),
  respondentEmail: z.string().nullable(),
  country: z.string().nullable(),
  accessId: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  tracking: z.record(z.string(), z.string()).nullable(),
  cost: ZMoney,
  environment: z.enum(['sandbox', 'live']),
  createdAt: z.string(),
});
export type TVFormResponse = z.infer<typeof ZVFormResponse>;

export const ZVFormResponseListQuery = z.strictObject({
  page,
  limit,
  status: enumOf('status', vformResponseStatuses).optional(),
  startDate: isoDate('start date').optional(),
  endDate: isoDate('end date').optional(),
});
export type TVFormResponseListQuery = z.input<typeof ZVFormResponseListQuery>;

/** GET /v-forms: the vForm history, every response of the business (dates, title, page, status). */
export const ZVFormHistoryQuery = ZVFormResponseListQuery.extend({
  title: z.string().trim().max(200).optional(),
  /** A response id, or the id of a check one of its verification fields ran. */
  verificationId: z.string().max(64).optional(),
});
export type TVFormHistoryQuery = z.input<typeof ZVFormHistoryQuery>;

/** GET /v-forms/history/export/csv: the history's filters; the file holds every matching row. */
export const ZVFormHistoryExportQuery = ZVFormHistoryQuery.omit({ page: true, limit: true });
export type TVFormHistoryExportQuery = z.input<typeof ZVFormHistoryExportQuery>;

/** A form named by the path as `templateId` (its responses, its uploads, its submission). */
export const ZVFormTemplateIdParams = z.strictObject({ templateId: z.string().max(64) });
export const ZVFormResponseParams = z.strictObject({ reportId: z.string().max(64) });
export const ZVFormDownloadParams = z.strictObject({
  templateId: z.string().max(64),
  reportId: z.string().max(64),
});

// ------------------------------------------------------------------------------------------- analytics

const ZCountByDay = z.array(z.object({ date: z.string(), count: z.number().int() }));
const ZCountByStatus = z.array(z.object({ status: z.enum(vformResponseStatuses), count: z.number().int() }));

export const ZVFormOverviewAnalysis = z.object({
  forms: z.object({
    total: z.number().int(),
    published: z.number().int(),
    unpublished: z.number().int(),
    archived: z.number().int(),
  }),
  responses: z.number().int(),
  verifiedResponses: z.number().int(),
  charged: ZMoney,
});
export type TVFormOverviewAnalysis = z.infer<typeof ZVFormOverviewAnalysis>;

export const ZVFormMetricsQuery = z.strictObject({
  startDate: isoDate('start date').optional(),
  endDate: isoDate('end date').optional(),
});
export type TVFormMetricsQuery = z.input<typeof ZVFormMetricsQuery>;
export const ZVFormOverviewMetrics = z.object({ perDay: ZCountByDay, perStatus: ZCountByStatus });
export type TVFormOverviewMetrics = z.infer<typeof ZVFormOverviewMetrics>;

export const ZVFormTemplateAnalysis = z.object({
  templateId: z.string(),
  views: z.number().int(),
  responses: z.number().int(),
  /** responses / views, 0 to 1; 0 when nobody opened it. */
  completionRate: z.number(),
  averageDurationMs: z.number().int().nullable(),
  perDay: ZCountByDay,
  perStatus: ZCountByStatus,
});
export type TVFormTemplateAnalysis = z.infer<typeof ZVFormTemplateAnalysis>;

/** Defaults a new template starts from, before the business's default theme is applied. */
export function defaultVFormSettings(title: string = VFORM_DEFAULTS.title, description = ''): TVFormSettings {
  return {
    title,
    description,
    titleColor: VFORM_DEFAULTS.titleColor,
    backgroundColor: VFORM_DEFAULTS.backgroundColor,
    logoAlignment: VFORM_DEFAULTS.alignment,
    logoShape: VFORM_DEFAULTS.logoShape,
    titleAlignment: VFORM_DEFAULTS.alignment,
    descriptionAlignment: VFORM_DEFAULTS.alignment,
    banner: null,
    logo: null,
    previewImage: null,
    submitButtonColor: VFORM_DEFAULTS.submitButtonColor,
    submitButtonLabelColor: VFORM_DEFAULTS.submitButtonLabelColor,
    pagination: {
      type: VFORM_DEFAULTS.paginationType,
      hidePageNumber: false,
      highlightColor: VFORM_DEFAULTS.paginationHighlightColor,
      backgroundColor: '#E6F2F3',
      textColor: '#000000',
      showPageTitlesInProgressBar: false,
      pages: [],
    },
    allowOneEntryPerIp: false,
    allowCaptcha: false,
    allowedEntries: null,
    sendConfirmationEmail: false,
    redirectToWebsite: null,
    confirmation: {
      title: 'Thank you',
      message: 'Your response has been submitted.',
      showVerificationResult: false,
    },
    tracking: { enabled: false },
    startDate: null,
    endDate: null,
    restrictAccess: false,
    allowOnlySelectedCountriesIP: false,
    validIpCountryCodes: [],
    defaultPersonalInformationFieldId: null,
  };
}
