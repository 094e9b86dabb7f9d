/**
 * What a stranger filling a form calls, without signing in: the published form with whether it takes
 * responses now, an access point per open, a captcha challenge, file uploads, an identity capture session
 * and the submission itself. A form that is not published, or a preset (viewed, never answered), is not
 * available (404). The vForm widget calls these through their addresses alone: nothing here reaches it.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZIdParams, ZMultipartBody } from '../schemas/common.js';
import {
  ZPublicVFormTemplate,
  ZVFormAccessPoint,
  ZVFormAccessPointRequest,
  ZVFormCaptchaChallenge,
  ZVFormCaptureStart,
  ZVFormCaptureStartRequest,
  ZVFormSubmission,
  ZVFormSubmissionResult,
  ZVFormTemplateIdParams,
  ZVFormUploadedFile,
  ZVFormUploadQuery,
  ZVFormViewQuery,
} from './vform-schemas.js';

const PUBLIC = { tenancy: 'public' } as const;

export const vformPublicRoutes = defineRoutes('vform', {
  view: {
    method: 'GET',
    path: '/v-forms/templates/:id/view',
    summary: 'A published form as a respondent sees it, with whether it takes responses now and why not',
    access: PUBLIC,
    params: ZIdParams,
    query: ZVFormViewQuery,
    response: ZPublicVFormTemplate,
    errors: ['not_found'],
  },
  createAccessPoint: {
    method: 'POST',
    path: '/v-forms/access-points',
    summary: "Records an open of a form (with the opener's country); the id goes with the response",
    access: PUBLIC,
    body: ZVFormAccessPointRequest,
    response: ZVFormAccessPoint,
    status: 201,
    // One row per open of a form: counted in the analytics, not worth an audit entry each.
    audit: false,
    errors: ['not_found'],
  },
  captcha: {
    method: 'GET',
    path: '/v-forms/templates/:id/captcha',
    summary: 'A proof-of-work captcha challenge for one submission of the form',
    access: PUBLIC,
    params: ZIdParams,
    response: ZVFormCaptchaChallenge,
    errors: ['not_found'],
  },
  upload: {
    method: 'POST',
    path: '/v-forms/:templateId/uploads',
    summary: "A respondent's file for a file-upload answer or a personal information photo (multipart)",
    access: PUBLIC,
    params: ZVFormTemplateIdParams,
    query: ZVFormUploadQuery,
    body: ZMultipartBody,
    response: ZVFormUploadedFile,
    status: 201,
    // One per respondent's file: the response that names it is audited.
    audit: false,
    errors: ['not_found', 'rate_limited', 'unsupported_media_type'],
  },
  startCapture: {
    method: 'POST',
    path: '/v-forms/:templateId/captures',
    summary: "An identity capture session for the form's business, when the respondent reaches its field",
    access: PUBLIC,
    params: ZVFormTemplateIdParams,
    body: ZVFormCaptureStartRequest,
    response: ZVFormCaptureStart,
    status: 201,
    // Like an access point, one per respondent's try: the session names its form and field, and the
    // response that uses it is audited.
    audit: false,
    errors: ['not_found', 'forbidden', 'rate_limited', 'insufficient_funds'],
  },
  submit: {
    method: 'POST',
    path: '/v-forms/:templateId',
    summary: "Submits a response: the answers checked, the form's verifications run and charged",
    access: PUBLIC,
    params: ZVFormTemplateIdParams,
    body: ZVFormSubmission,
    response: ZVFormSubmissionResult,
    status: 201,
    // The field checks ask registries before the response is stored: no request transaction across them.
    audit: { event: 'create', resource: 'vForm response', ownTransaction: true },
    errors: ['not_found', 'forbidden', 'conflict', 'insufficient_funds'],
  },
});
