import { callRoute, fetchRouteFile } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import {
  vformAnalyticsRouteAddresses as analytics,
  vformFieldsRouteAddresses as fields,
  vformPublicRouteAddresses as publicRoutes,
  vformResponsesRouteAddresses as responses,
  vformScopedRouteAddresses as scoped,
  vformSharesRouteAddresses as shares,
  vformTemplatesRouteAddresses as templates,
  vformThemesRouteAddresses as themes,
} from '../route-addresses.generated.js';
import type {
  TCreateVFormFieldRequest,
  TCreateVFormTemplateRequest,
  TShareVFormByCsvRequest,
  TShareVFormByEmailRequest,
  TUpdateVFormFieldRequest,
  TUpdateVFormTemplateRequest,
  TUpdateVFormThemeRequest,
  TVFormAccessPointRequest,
  TVFormCaptureStartRequest,
  TVFormHistoryExportQuery,
  TVFormHistoryQuery,
  TVFormMetricsQuery,
  TVFormResponseListQuery,
  TVFormSubmission,
  TVFormTemplateListQuery,
  TVFormTemplatePageQuery,
  TVFormTemplateSearchQuery,
  TVFormUploadQuery,
  TVFormViewQuery,
} from '../vforms/vform-schemas.js';
import type { HistoryScope } from './scope.js';

/**
 * What a stranger filling a form calls, no token needed: the published template, an access point, a
 * captcha challenge, file uploads and the submission. The widget uses only this part of the client, so it
 * reaches the public routes' addresses and nothing else (no zod, no other table).
 */
export class PublicVFormsResource {
  // Declared and set by hand: the widget's size budget (see core/errors.ts).
  declare protected readonly t: Transport;
  constructor(t: Transport) {
    this.t = t;
  }

  view(templateId: string, query: TVFormViewQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, publicRoutes.view, { params: { id: templateId }, query }, options);
  }
  /** Records that someone opened the form; the answer's id goes with the response as `accessId`. */
  createAccessPoint(body: TVFormAccessPointRequest, options?: RequestOptions) {
    return callRoute(this.t, publicRoutes.createAccessPoint, { body }, options);
  }
  captcha(templateId: string, options?: RequestOptions) {
    return callRoute(this.t, publicRoutes.captcha, { params: { id: templateId } }, options);
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
    const body = new FormData();
    body.append('file', file.blob, file.name);
    return callRoute(this.t, publicRoutes.upload, { params: { templateId }, query: answer, body }, options);
  }
  /**
   * The respondent has reached the identity capture field `fieldId`: a capture session for the form's
   * business, and the hosted page that runs it. Open `url` (an iframe with `allow="camera"`, or a new
   * window) and answer the field with `{ captureId }` once the page reports `captured`.
   */
  startCapture(templateId: string, body: TVFormCaptureStartRequest, options?: RequestOptions) {
    return callRoute(this.t, publicRoutes.startCapture, { params: { templateId }, body }, options);
  }
  submit(templateId: string, body: TVFormSubmission, options?: RequestOptions) {
    return callRoute(this.t, publicRoutes.submit, { params: { templateId }, body }, options);
  }
}

/** vForms: templates, fields, responses, sharing, analytics. */
export class VFormsResource extends PublicVFormsResource {
  // ---------------------------------------------------------------------------------------- templates
  createTemplate(type: 'blank' | 'preset', body: TCreateVFormTemplateRequest, options?: RequestOptions) {
    return callRoute(this.t, templates.create, { params: { type }, body }, options);
  }
  /** The caller's forms; with a scope, a business's (platform admin) or an organization's, read only. */
  listTemplates(
    query: TVFormTemplateListQuery = {},
    options?: RequestOptions,
    scope: HistoryScope = { kind: 'business' },
  ) {
    if (scope.kind === 'admin')
      return callRoute(
        this.t,
        scoped.adminTemplates,
        { params: { businessId: scope.businessId }, query },
        options,
      );
    if (scope.kind === 'organization') {
      const params = { organizationId: scope.organizationId };
      return callRoute(this.t, scoped.organizationTemplates, { params, query }, options);
    }
    return callRoute(this.t, templates.list, { query }, options);
  }
  listPublishedTemplates(query: TVFormTemplatePageQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, templates.listPublished, { query }, options);
  }
  searchTemplates(query: TVFormTemplateSearchQuery, options?: RequestOptions) {
    return callRoute(this.t, templates.search, { query }, options);
  }
  searchPublishedTemplates(query: TVFormTemplateSearchQuery, options?: RequestOptions) {
    return callRoute(this.t, templates.searchPublished, { query }, options);
  }
  listPresets(options?: RequestOptions) {
    return callRoute(this.t, templates.listPresets, {}, options);
  }
  getPreset(id: string, options?: RequestOptions) {
    return callRoute(this.t, templates.getPreset, { params: { id } }, options);
  }
  listSharedTemplates(options?: RequestOptions) {
    return callRoute(this.t, templates.listShared, {}, options);
  }
  shareTemplate(templateId: string, options?: RequestOptions) {
    return callRoute(this.t, templates.share, { body: { templateId } }, options);
  }
  getTemplate(id: string, options?: RequestOptions) {
    return callRoute(this.t, templates.get, { params: { id } }, options);
  }
  /** Only supplied values change (nested pagination and confirmation too). */
  updateTemplate(id: string, body: TUpdateVFormTemplateRequest, options?: RequestOptions) {
    return callRoute(this.t, templates.update, { params: { id }, body }, options);
  }
  publish(id: string, options?: RequestOptions) {
    return callRoute(this.t, templates.publish, { params: { id } }, options);
  }
  unpublish(id: string, options?: RequestOptions) {
    return callRoute(this.t, templates.unpublish, { params: { id } }, options);
  }
  /** Deletes the template, or archives it when it has entries (the answer's template says which). */
  deleteTemplate(id: string, options?: RequestOptions) {
    return callRoute(this.t, templates.delete, { params: { id } }, options);
  }
  estimatedCharge(id: string, options?: RequestOptions) {
    return callRoute(this.t, templates.estimatedCharge, { params: { id } }, options);
  }
  shareByEmail(id: string, body: TShareVFormByEmailRequest, options?: RequestOptions) {
    return callRoute(this.t, shares.byEmail, { params: { id }, body }, options);
  }
  /** `csvLink` is the `cachedLocation` of a CSV sent through `client.media.uploadDocuments`. */
  shareByCsv(id: string, body: TShareVFormByCsvRequest, options?: RequestOptions) {
    return callRoute(this.t, shares.byCsv, { params: { id }, body }, options);
  }

  // ------------------------------------------------------------------------------------------- fields
  fieldTemplates(options?: RequestOptions) {
    return callRoute(this.t, fields.palette, {}, options);
  }
  fieldOptions(options?: RequestOptions) {
    return callRoute(this.t, fields.options, {}, options);
  }
  listFields(templateId: string, options?: RequestOptions) {
    return callRoute(this.t, fields.list, { params: { id: templateId } }, options);
  }
  createField(templateId: string, body: TCreateVFormFieldRequest, options?: RequestOptions) {
    return callRoute(this.t, fields.create, { params: { id: templateId }, body }, options);
  }
  updateField(templateId: string, fieldId: string, body: TUpdateVFormFieldRequest, options?: RequestOptions) {
    return callRoute(this.t, fields.update, { params: { id: templateId, fieldId }, body }, options);
  }
  deleteField(templateId: string, fieldId: string, options?: RequestOptions) {
    return callRoute(this.t, fields.delete, { params: { id: templateId, fieldId } }, options);
  }
  /** Moves a field to `position` (0-based); answers the template's fields in their new order. */
  reorderField(templateId: string, fieldId: string, position: number, options?: RequestOptions) {
    const params = { id: templateId, fieldId };
    return callRoute(this.t, fields.reorder, { params, body: { position } }, options);
  }
  duplicateField(templateId: string, fieldId: string, options?: RequestOptions) {
    return callRoute(this.t, fields.duplicate, { params: { id: templateId, fieldId } }, options);
  }

  // ------------------------------------------------------------------------------------ theme, banner
  defaultTheme(options?: RequestOptions) {
    return callRoute(this.t, themes.get, {}, options);
  }
  updateDefaultTheme(body: TUpdateVFormThemeRequest, options?: RequestOptions) {
    return callRoute(this.t, themes.update, { body }, options);
  }
  banners(options?: RequestOptions) {
    return callRoute(this.t, themes.banners, {}, options);
  }

  // ---------------------------------------------------------------------------------------- responses
  listResponses(
    templateId: string,
    query: TVFormResponseListQuery = {},
    options?: RequestOptions,
    scope: HistoryScope = { kind: 'business' },
  ) {
    if (scope.kind === 'admin') {
      const params = { businessId: scope.businessId, templateId };
      return callRoute(this.t, scoped.adminResponses, { params, query }, options);
    }
    if (scope.kind === 'organization') {
      const params = { organizationId: scope.organizationId, templateId };
      return callRoute(this.t, scoped.organizationResponses, { params, query }, options);
    }
    return callRoute(this.t, responses.list, { params: { templateId }, query }, options);
  }
  listPresetResponses(presetId: string, query: TVFormResponseListQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, responses.listPreset, { params: { id: presetId }, query }, options);
  }
  getResponse(reportId: string, options?: RequestOptions, scope: HistoryScope = { kind: 'business' }) {
    if (scope.kind === 'admin') {
      const params = { businessId: scope.businessId, reportId };
      return callRoute(this.t, scoped.adminResponse, { params }, options);
    }
    if (scope.kind === 'organization') {
      const params = { organizationId: scope.organizationId, reportId };
      return callRoute(this.t, scoped.organizationResponse, { params }, options);
    }
    return callRoute(this.t, responses.get, { params: { reportId } }, options);
  }
  /**
   * What the respondent was told: the confirmation and, only if the form's
   * confirmation.showVerificationResult is on, whether each verification verified.
   */
  getResponseConfirmation(reportId: string, options?: RequestOptions) {
    return callRoute(this.t, responses.confirmation, { params: { reportId } }, options);
  }
  downloadResponsePdf(templateId: string, reportId: string, options?: RequestOptions) {
    return fetchRouteFile(this.t, responses.pdf, { params: { templateId, reportId } }, options);
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
    if (scope.kind === 'admin')
      return callRoute(
        this.t,
        scoped.adminHistory,
        { params: { businessId: scope.businessId }, query },
        options,
      );
    if (scope.kind === 'organization') {
      const params = { organizationId: scope.organizationId };
      return callRoute(this.t, scoped.organizationHistory, { params, query }, options);
    }
    return callRoute(this.t, responses.history, { query }, options);
  }
  exportHistoryCsv(query: TVFormHistoryExportQuery = {}, options?: RequestOptions) {
    return fetchRouteFile(this.t, responses.exportCsv, { query }, options);
  }

  // ---------------------------------------------------------------------------------------- analytics
  overviewAnalysis(options?: RequestOptions) {
    return callRoute(this.t, analytics.overview, {}, options);
  }
  overviewMetrics(query: TVFormMetricsQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, analytics.metrics, { query }, options);
  }
  templateAnalysis(templateId: string, query: TVFormMetricsQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, analytics.template, { params: { id: templateId }, query }, options);
  }
}
