/** Uploads: the multipart fields besides `files`, and the answer. */
import { z } from 'zod';
import { FILE_INPUT_EXTENSIONS } from '../rules/validation.js';

const positiveInt = (field: string, max: number) =>
  z.coerce
    .number({ error: `The ${field} field should be a number` })
    .int({ error: `The ${field} field should be a whole number` })
    .min(1, { error: `The ${field} field should be at least 1` })
    .max(max, { error: `The ${field} field should not be more than ${max}` });

export const MEDIA_MAX_WIDTH = 480;
export const MEDIA_MAX_HEIGHT = 360;

export const ZMediaUploadFields = z.strictObject({
  imageWidth: positiveInt('image width', MEDIA_MAX_WIDTH).optional(),
  imageHeight: positiveInt('image height', MEDIA_MAX_HEIGHT).optional(),
  expireInDays: positiveInt('expire in days', 3650).optional(),
});
export type TMediaUploadFields = z.infer<typeof ZMediaUploadFields>;

export const ZDocumentUploadFields = z.strictObject({
  expireInDays: positiveInt('expire in days', 3650).optional(),
});

/** How long a `cachedLocation` works when the upload does not say (`expireInDays`). */
export const UPLOAD_LINK_DEFAULT_DAYS = 7;
/**
 * `expireInDays` for images that are public by purpose: a form's logo, banner and thumbnail, shown to
 * anyone who opens the form, must not break a week after they were chosen (the longest link allowed).
 */
export const PUBLIC_ASSET_LINK_DAYS = 3650;
export type TDocumentUploadFields = z.infer<typeof ZDocumentUploadFields>;

export const ZUploadedFile = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
  /** Where the file is served to a bearer token of a user of the owning business. */
  location: z.string(),
  /** The same file signed (`?expires=&signature=`): works without a token until `expiresAt`. */
  cachedLocation: z.string(),
  /** When `cachedLocation` stops working (`expireInDays` after the upload, default 7). */
  expiresAt: z.string().nullable(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;
export const ZUploadResponse = z.object({ items: z.array(ZUploadedFile) });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;

/** An uploaded file in a path: `location` and `cachedLocation` both end `/{id}/{name}`. */
export const ZFileParams = z.strictObject({
  id: z.uuid({ error: 'File not found' }),
  name: z.string().max(255),
});

/** A signed link's query; optional so that a missing signature answers the same 404 as a wrong one. */
export const ZFileLinkQuery = z.strictObject({
  expires: z.string().max(16).optional(),
  signature: z.string().max(128).optional(),
});

/** Documents the documents upload accepts: the file inputs' extensions plus CSV (vForm sharing). */
export const DOCUMENT_EXTENSIONS = [...FILE_INPUT_EXTENSIONS, 'csv'] as const;
export const MEDIA_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
/** Server-side cap per file; the dashboard's inputs apply their own lower limits (1024 KB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
