import type { PageList } from '../core/envelope.js';
import { path } from '../core/path.js';
import type { QueryValue, RequestOptions, Transport } from '../core/transport.js';
import type {
  TCreateVFormFieldRequest,
  TCreateVFormTemplateRequest,
  TPublicVFormTemplate,
  TShareVFormByCsvRequest,
  TShareVFormByEmailRequest,
  TUpdateVFormFieldRequest,
  TUpdateVFormTemplateRequest,
  TUpdateVFormThemeRequest,
  TVFormAccessPoint,
  TVFormAccessPointRequest,
  TVFormBannerList,
  TVFormCaptchaChallenge,
  TVFormCaptureStart,
  TVFormCaptureStartRequest,
  TVFormEstimatedCharge,
  TVFormField,
  TVFormFieldOptions,
  TVFormFieldTemplateList,
  TVFormHistoryQuery,
  TVFormMetricsQuery,
  TVFormOverviewAnalysis,
  TVFormOverviewMetrics,
  TVFormResponse,
  TVFormResponseListQuery,
  TVFormShareResult,
  TVFormSubmission,
  TVFormSubmissionResult,
  TVFormTemplate,
  TVFormTemplateAnalysis,
  TVFormTemplateListQuery,
  TVFormTemplateSearchQuery,
  TVFormTemplateSummary,
  TVFormTheme,
  TVFormUploadedFile,
  TVFormUploadQuery,
  TVFormViewQuery,
} from '../vforms/vform-schemas.js';
import { type HistoryScope, scopePrefix } from './scope.js';

const asQuery = (query: object): Record<string, QueryValue> => query as Record<string, QueryValue>;

/**
 * What a stranger filling a form calls, no token needed: the published template, an access point, a
 * captcha challenge, file uploads and the submission. The widget uses only this part of the client.
 */
export class PublicVFormsResource {
  constructor(protected readonly t: Transport) {}

  view(templateId: string, query: TVFormViewQuery = {}, options?: RequestOptions) {
    return this.t.json<TPublicVFormTemplate>({
      service: 'vform',
      method: 'GET',
      path: path`/v-forms/templates/${templateId}/view`,
      query: asQuery(query),
      options,
    });
  }
  /** Records that someone opened the form; the answer's id goes with the response as `accessId`. */
  createAccessPoint(body: TVFormAccessPointRequest, options?: RequestOptions) {
    return this.t.json<TVFormAccessPoint>({
      service: 'vform',
      method: 'POST',
      path: '/v-forms/access-points',
      body,
      options,
    });
  }
  captcha(templateId: string, options?: RequestOptions) {
    return this.t.json<TVFormCaptchaChallenge>({
      service: 'vform',
      method: 'GET',
      path: path`/v-forms/templates/${templateId}/captcha`,
      options,
    });
  }
  /**
   * A respondent's file for the file-upload field `fieldId` (or, with `part: 'photo'`, a personal
   * information photo); pass the answer `{ id, name }` on. The file must fit that answer's rule
   * (`vformFileRuleOf`), and its bytes must be what its extension says.
   */
  upload(
    templateId: string,
    answer: TVFormUploadQuery,
    file: { blob: Blob; name: string },
    options?: RequestOptions,
  ) {
    const form = new FormData();
    form.append('file', file.blob, file.name);
    return this.t.json<TVFormUploadedFile>({
      service: 'vform',
      method: 'POST',
      path: path`/v-forms/${templateId}/uploads`,
      query: asQuery(answer),
      body: form,
      options,
    });
  }
  /**
   * The respondent has reached the identity capture field `fieldId`: a capture session for the form's
   * business, and the hosted page that runs it. Open `url` (an iframe with `allow="camera"`, or a new
   * window) and answer the field with `{ captureId }` once the page reports `captured`.
   */
  startCapture(templateId: string, body: TVFormCaptureStartRequest, options?: RequestOptions) {
    return this.t.json<TVFormCaptureStart>({
      service: 'vform',
      method: 'POST',
      path: path`/v-forms/${templateId}/captures`,
      body,
      options,
    });
  }
  submit(templateId: string, body: TVFormSubmission, options?: RequestOptions) {
    return this.t.json<TVFormSubmissionResult>({
      service: 'vform',
      method: 'POST',
      path: path`/v-forms/${templateId}`,
      body,
      options,
    });
  }
}

/** vForms (spec/modules.md §7 vForms): templates, fields, responses, sharing, analytics. */
export class VFormsResource extends PublicVFormsResource {
  // ---------------------------------------------------------------------------------------- templates
  createTemplate(type: 'blank' | 'preset', body: TCreateVFormTemplateRequest, options?: RequestOptions) {
    return this.t.json<TVFormTemplate>({
      service: 'vform',
      method: 'POST',
      path: path`/v-forms/templates/${type}`,
      body,
      options,
    });
  }
  /** The caller's forms; with a scope, a business's (platform admin) or an organization's, read only. */
  listTemplates(
    query: TVFormTemplateListQuery = {},
    options?: RequestOptions,
    scope: HistoryScope = { kind: 'business' },
  ) {
    return this.t.json<PageList<TVFormTemplateSummary>>({
      service: 'vform',
      method: 'GET',
      path: `${scopePrefix(scope)}/v-forms/templates`,
      query: asQuery(query),
      options,
    });
  }
  listPublishedTemplates(query: Omit<TVFormTemplateListQuery, 'type'> = {}, options?: RequestOptions) {
    return this.t.json<PageList<TVFormTemplateSummary>>({
      service: 'vform',
      method: 'GET',
      path: '/v-forms/templates/published',
      query: asQuery(query),
      options,
    });
  }
  searchTemplates(query: TVFormTemplateSearchQuery, options?: RequestOptions) {
    return this.t.json<PageList<TVFormTemplateSummary>>({
      service: 'vform',
      method: 'GET',
      path: '/v-forms/templates/search',
      query: asQuery(query),
      options,
    });
  }
  searchPublishedTemplates(query: TVFormTemplateSearchQuery, options?: RequestOptions) {
    return this.t.json<PageList<TVFormTemplateSummary>>({
      service: 'vform',
      method: 'GET',
      path: '/v-forms/templates/search/publish',
      query: asQuery(query),
      options,
    });
  }
  listPresets(options?: RequestOptions) {
    return this.t.json<PageList<TVFormTemplateSummary>>({
      service: 'vform',
      method: 'GET',
      path: '/v-forms/templates/preset/published',
      options,
    });
  }
  getPreset(id: string, options?: RequestOptions) {
    return this.t.json<TVFormTemplate>({
      service: 'vform',
      method: 'GET',
      path: path`/v-forms/templates/presets/${id}`,
      options,
    });
  }
  listSharedTemplates(options?: RequestOptions) {
    return this.t.json<PageList<TVFormTemplateSummary>>({
      service: 'vform',
      method: 'GET',
      path: '/v-forms/templates/shared/published',
      options,
    });
  }
  shareTemplate(templateId: string, options?: RequestOptions) {
    return this.t.json<TVFormTemplate>({
      service: 'vform',
      method: 'POST',
      path: '/v-forms/templates/shared/template',
      body: { templateId },
      options,
    });
  }
  getTemplate(id: string, options?: RequestOptions) {
    return this.t.json<TVFormTemplate>({
      service: 'vform',
      method: 'GET',
      path: path`/v-forms/templates/${id}`,
      options,
    });
  }
  /** Only supplied values change (nested pagination and confirmation too). */
  updateTemplate(id: string, body: TUpdateVFormTemplateRequest, options?: RequestOptions) {
    return this.t.json<TVFormTemplate>({
      service: 'vform',
      method: 'PUT',
      path: path`/v-forms/templates/${id}`,
      body,
      options,
    });
  }
  publish(id: string, options?: RequestOptions) {
    return this.t.json<TVFormTemplate>({
      service: 'vform',
      method: 'POST',
      path: path`/v-forms/templates/${id}/publish`,
      options,
    });
  }
  unpublish(id: string, options?: RequestOptions) {
    return this.t.json<TVFormTemplate>({
      service: 'vform',
      method: 'POST',
      path: path`/v-forms/templates/${id}/unpublish`,
      options,
    });
  }
  /** Deletes the template, or archives it when it has entries (the answer's template says which). */
  deleteTemplate(id: string, options?: RequestOptions) {
    return this.t.json<TVFormTemplate>({
      service: 'vform',
      method: 'DELETE',
      path: path`/v-forms/templates/${id}`,
      options,
    });
  }
  estimatedCharge(id: string, options?: RequestOptions) {
    return this.t.json<TVFormEstimatedCharge>({
      service: 'vform',
      method: 'GET',
      path: path`/v-forms/templates/${id}/estimated-charge`,
      options,
    });
  }
  shareByEmail(id: string, body: TShareVFormByEmailRequest, options?: RequestOptions) {
    return this.t.json<TVFormShareResult>({
      service: 'vform',
      method: 'POST',
      path: path`/v-forms/templates/${id}/share`,
      body,
      options,
    });
  }
  /** `csvLink` is the `cachedLocation` of a CSV sent through `client.media.uploadDocuments`. */
  shareByCsv(id: string, body: TShareVFormByCsvRequest, options?: RequestOptions) {
    return this.t.json<TVFormShareResult>({
      service: 'vform',
      method: 'POST',
      path: path`/v-forms/templates/${id}/uploadcsv`,
      body,
      options,
    });
  }

  // ------------------------------------------------------------------------------------------- fields
  fieldTemplates(options?: RequestOptions) {
    return this.t.json<TVFormFieldTemplateList>({
      service: 'vform',
      method: 'GET',
      path: '/v-forms/fields',
      options,
    });
  }
  fieldOptions(options?: RequestOptions) {
    return this.t.json<TVFormFieldOptions>({
      service: 'vform',
      method: 'GET',
      path: '/v-forms/fields/options',
      options,
    });
  }
  listFields(templateId: string, options?: RequestOptions) {
    return this.t.json<{ items: TVFormField[] }>({
      service: 'vform',
      method: 'GET',
      path: path`/v-forms/templates/${templateId}/fields`,
      options,
    });
  }
  createField(templateId: string, body: TCreateVFormFieldRequest, options?: RequestOptions) {
    return this.t.json<TVFormField>({
      service: 'vform',
      method: 'POST',
      path: path`/v-forms/templates/${templateId}/fields`,
      body,
      options,
    });
  }
  updateField(templateId: string, fieldId: string, body: TUpdateVFormFieldRequest, options?: RequestOptions) {
    return this.t.json<TVFormField>({
      service: 'vform',
      method: 'PUT',
      path: path`/v-forms/templates/${templateId}/fields/${fieldId}`,
      body,
      options,
    });
  }
  deleteField(templateId: string, fieldId: string, options?: RequestOptions) {
    return this.t.json<{ id: string }>({
      service: 'vform',
      method: 'DELETE',
      path: path`/v-forms/templates/${templateId}/fields/${fieldId}`,
      options,
    });
  }
  /** Moves a field to `position` (0-based); answers the template's fields in their new order. */
  reorderField(templateId: string, fieldId: string, position: number, options?: RequestOptions) {
    return this.t.json<{ items: TVFormField[] }>({
      service: 'vform',
      method: 'POST',
      path: path`/v-forms/templates/${templateId}/fields/${fieldId}/reorder`,
      body: { position },
      options,
    });
  }
  duplicateField(templateId: string, fieldId: string, options?: RequestOptions) {
    return this.t.json<TVFormField>({
      service: 'vform',
      method: 'POST',
      path: path`/v-forms/templates/${templateId}/fields/${fieldId}/duplicate`,
      options,
    });
  }

  // ------------------------------------------------------------------------------------ theme, banner
  defaultTheme(options?: RequestOptions) {
    return this.t.json<TVFormTheme>({
      service: 'vform',
      method: 'GET',
      path: '/v-forms/themes/default',
      options,
    });
  }
  updateDefaultTheme(body: TUpdateVFormThemeRequest, options?: RequestOptions) {
    return this.t.json<TVFormTheme>({
      service: 'vform',
      method: 'POST',
      path: '/v-forms/themes/default',
      body,
      options,
    });
  }
  banners(options?: RequestOptions) {
    return this.t.json<TVFormBannerList>({
      service: 'vform',
      method: 'GET',
      path: '/v-forms/banner',
      options,
    });
  }

  // ---------------------------------------------------------------------------------------- responses
  listResponses(
    templateId: string,
    query: TVFormResponseListQuery = {},
    options?: RequestOptions,
    scope: HistoryScope = { kind: 'business' },
  ) {
    return this.t.json<PageList<TVFormResponse>>({
      service: 'vform',
      method: 'GET',
      path: scopePrefix(scope) + path`/v-forms/${templateId}/responses`,
      query: asQuery(query),
      options,
    });
  }
  listPresetResponses(presetId: string, query: TVFormResponseListQuery = {}, options?: RequestOptions) {
    return this.t.json<PageList<TVFormResponse>>({
      service: 'vform',
      method: 'GET',
      path: path`/v-forms/preset/${presetId}/responses`,
      query: asQuery(query),
      options,
    });
  }
  getResponse(reportId: string, options?: RequestOptions, scope: HistoryScope = { kind: 'business' }) {
    return this.t.json<TVFormResponse>({
      service: 'vform',
      method: 'GET',
      path: scopePrefix(scope) + path`/v-forms/responses/${reportId}`,
      options,
    });
  }
  /**
   * What the respondent was told: the confirmation and, only if the form's
   * confirmation.showVerificationResult is on, whether each verification verified.
   */
  getResponseConfirmation(reportId: string, options?: RequestOptions) {
    return this.t.json<TVFormSubmissionResult>({
      service: 'vform',
      method: 'GET',
      path: path`/v-forms/responses/${reportId}/confirmation`,
      options,
    });
  }
  downloadResponsePdf(templateId: string, reportId: string, options?: RequestOptions) {
    return this.t.blob({
      service: 'vform',
      method: 'GET',
      path: path`/v-forms/download/${templateId}/responses/${reportId}`,
      options,
    });
  }
  /**
   * The vForm history: every response of the business, newest first; with a scope, of a business as
   * platform admin or of an organization (the responses to its forms).
   */
  history(
    query: TVFormHistoryQuery = {},
    options?: RequestOptions,
    scope: HistoryScope = { kind: 'business' },
  ) {
    return this.t.json<PageList<TVFormResponse>>({
      service: 'vform',
      method: 'GET',
      path: `${scopePrefix(scope)}/v-forms`,
      query: asQuery(query),
      options,
    });
  }
  exportHistoryCsv(query: Omit<TVFormHistoryQuery, 'page' | 'limit'> = {}, options?: RequestOptions) {
    return this.t.blob({
      service: 'vform',
      method: 'GET',
      path: '/v-forms/history/export/csv',
      query: asQuery(query),
      options,
    });
  }

  // ---------------------------------------------------------------------------------------- analytics
  overviewAnalysis(options?: RequestOptions) {
    return this.t.json<TVFormOverviewAnalysis>({
      service: 'vform',
      method: 'GET',
      path: '/v-forms/overview/analysis',
      options,
    });
  }
  overviewMetrics(query: TVFormMetricsQuery = {}, options?: RequestOptions) {
    return this.t.json<TVFormOverviewMetrics>({
      service: 'vform',
      method: 'GET',
      path: '/v-forms/overview/metrics',
      query: asQuery(query),
      options,
    });
  }
  templateAnalysis(templateId: string, query: TVFormMetricsQuery = {}, options?: RequestOptions) {
    return this.t.json<TVFormTemplateAnalysis>({
      service: 'vform',
      method: 'GET',
      path: path`/v-forms/${templateId}/overview/analysis`,
      query: asQuery(query),
      options,
    });
  }
}
