/**
 * Document capture and liveness, the business's side: its liveness settings, the capture sessions it
 * creates for a person (a one-time token and URL, valid 10 minutes, for at most the settings' attempts),
 * and reading a document image's text. The person's own calls with the token: capture-flow-routes.ts.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZIdParams, ZMultipartBody } from '../schemas/common.js';
import {
  ZCaptureSession,
  ZCreateCaptureSessionRequest,
  ZCreatedCaptureSession,
  ZDocumentText,
  ZLivenessSettings,
  ZLivenessSettingsRequest,
} from './capture-schemas.js';

const IDENTITY = { tenancy: 'tenant', permissions: ['identity:view'] } as const;

export const captureRoutes = defineRoutes('identity', {
  settings: {
    method: 'GET',
    path: '/sdk/identity/liveness/settings',
    summary: "The business's liveness settings: checks, challenge, thresholds, attempts, retention, branding",
    access: { tenancy: 'business', permissions: ['identity:view'] },
    response: ZLivenessSettings,
  },
  updateSettings: {
    method: 'POST',
    path: '/sdk/identity/liveness/settings',
    summary: "Changes what the body names of the business's liveness settings; answers them whole",
    access: { tenancy: 'business', permissions: ['business:settings:manage'] },
    body: ZLivenessSettingsRequest,
    response: ZLivenessSettings,
    audit: { event: 'update', resource: 'liveness-settings' },
  },
  createSession: {
    method: 'POST',
    path: '/sdk/identity/capture-sessions',
    summary: 'Creates a capture session for one person: its token and URL, shown this once',
    access: IDENTITY,
    body: ZCreateCaptureSessionRequest,
    response: ZCreatedCaptureSession,
    status: 201,
    audit: { event: 'create', resource: 'capture-session' },
  },
  session: {
    method: 'GET',
    path: '/sdk/identity/capture-sessions/:id',
    summary: 'A capture session: its kind, status and attempts',
    access: IDENTITY,
    params: ZIdParams,
    response: ZCaptureSession,
    errors: ['not_found'],
  },
  ocr: {
    method: 'POST',
    path: '/sdk/identity/document-capture/ocr',
    summary: "Reads a document image's text and machine-readable zone (multipart `image`, JPEG or PNG)",
    access: IDENTITY,
    body: ZMultipartBody,
    response: ZDocumentText,
    audit: false,
    errors: ['payload_too_large', 'unsupported_media_type'],
  },
});
