/**
 * A captured image by the link a capture's detail signed for a few minutes: an <img> cannot send a token,
 * so the signature (over the session, its business and the image's name) is the credential. A bad link
 * and a missing image answer the same 404, so a link says nothing about what exists.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZCaptureImageParams, ZCaptureImageQuery } from './capture-schemas.js';

export const captureImageRoutes = defineRoutes('identity', {
  image: {
    method: 'GET',
    path: '/sdk/capture-images/:sessionId/:name',
    summary: 'A captured frame or document side (JPEG or PNG) by its signed link, while it is kept',
    access: { tenancy: 'public' },
    params: ZCaptureImageParams,
    query: ZCaptureImageQuery,
    response: { file: 'image/*' },
    audit: false,
    errors: ['not_found'],
  },
});
