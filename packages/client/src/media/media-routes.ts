/**
 * Uploads and the files they stored. Images are re-encoded to fit 480x360 (or a smaller box asked for)
 * and any member may upload them, since everyone sets their own profile photo; documents are kept as sent,
 * also by any member: an upload grants nothing, and what reads one (a vForm share's CSV, a watchlist
 * upload) is gated by its own permission and reads only its own business's files. An upload answers each file's
 * `location` (a token of the owning business opens it) and `cachedLocation` (signed: opens without a
 * token until it expires).
 */
import { defineRoutes } from '../core/route-table.js';
import { ZMultipartBody } from '../schemas/common.js';
import { ZFileLinkQuery, ZFileParams, ZUploadResponse } from '../schemas/media.js';

const UPLOADED = { event: 'create', resource: 'media' } as const;

export const mediaRoutes = defineRoutes('media', {
  uploadMedia: {
    method: 'POST',
    path: '/uploads/media',
    summary: 'Uploads images (multipart `files`), re-encoded to fit 480x360 or the box asked for',
    // Any member of the business (`permissions: []`, by declaration): everyone sets their own profile photo.
    access: { tenancy: 'tenant', permissions: [] },
    body: ZMultipartBody,
    response: ZUploadResponse,
    status: 201,
    audit: UPLOADED,
    errors: ['payload_too_large', 'unsupported_media_type'],
  },
  uploadDocuments: {
    method: 'POST',
    path: '/uploads/documents',
    summary: 'Uploads documents (multipart `files`), kept as sent; their bytes must match their extension',
    // Any member of the business (`permissions: []`, by declaration): see the file's comment.
    access: { tenancy: 'tenant', permissions: [] },
    body: ZMultipartBody,
    response: ZUploadResponse,
    status: 201,
    audit: UPLOADED,
    errors: ['payload_too_large', 'unsupported_media_type'],
  },
  file: {
    method: 'GET',
    path: '/files/:id/:name',
    summary: "An uploaded file (an upload's `location`), to a member of the business that owns it",
    // Any member of the tenant that owns the file.
    access: { tenancy: 'tenant', permissions: [] },
    params: ZFileParams,
    response: { file: 'application/octet-stream' },
    errors: ['not_found'],
  },
  link: {
    method: 'GET',
    path: '/links/:id/:name',
    summary: "An uploaded file by its signed link (an upload's `cachedLocation`), without a token",
    // The signature is the credential.
    access: { tenancy: 'public' },
    params: ZFileParams,
    query: ZFileLinkQuery,
    response: { file: 'application/octet-stream' },
    errors: ['not_found'],
  },
});
