/**
 * The capture flow's calls, made by the person's browser or web-view with the session token and no
 * sign-in: the token is the credential, checked by the handler. `start` an attempt (the server draws the
 * liveness challenge), upload liveness `frames` and `document` sides (each a multipart `image` with its
 * text fields), and `complete`, where the server decides. No call takes a verdict from the client.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZMultipartBody } from '../schemas/common.js';
import {
  ZCaptureAttempt,
  ZCaptureDocumentResult,
  ZCaptureFrameResult,
  ZCaptureOutcome,
  ZCompleteCaptureRequest,
  ZStartCaptureRequest,
} from './capture-schemas.js';

const TOKEN = { tenancy: 'public' } as const;
const UPLOAD_ERRORS = ['conflict', 'payload_too_large', 'unsupported_media_type'] as const;

export const captureFlowRoutes = defineRoutes('identity', {
  start: {
    method: 'POST',
    path: '/sdk/capture/start',
    summary: 'Starts an attempt with the session token: what to capture, the liveness challenge, branding',
    access: TOKEN,
    body: ZStartCaptureRequest,
    response: ZCaptureAttempt,
    audit: false,
    errors: ['forbidden'],
  },
  frames: {
    method: 'POST',
    path: '/sdk/capture/frames',
    summary:
      'One liveness frame of the attempt (multipart `image` with token, attempt, sequence): what to fix',
    access: TOKEN,
    body: ZMultipartBody,
    response: ZCaptureFrameResult,
    audit: false,
    errors: UPLOAD_ERRORS,
  },
  document: {
    method: 'POST',
    path: '/sdk/capture/document',
    summary:
      'One side of the document (multipart `image` with token, attempt, side): whether to take it again',
    access: TOKEN,
    body: ZMultipartBody,
    response: ZCaptureDocumentResult,
    audit: false,
    errors: UPLOAD_ERRORS,
  },
  complete: {
    method: 'POST',
    path: '/sdk/capture/complete',
    summary: 'Ends the attempt: the server decides from what it received and says whether a retry is open',
    access: TOKEN,
    body: ZCompleteCaptureRequest,
    response: ZCaptureOutcome,
    audit: false,
    errors: ['conflict', 'insufficient_funds'],
  },
});
