/**
 * Uploads: `/uploads/media` takes images and resizes them to fit 480x360
 * (or the smaller box asked for) with sharp; `/uploads/documents` keeps documents as sent. Every file's
 * bytes must be what its extension says. Both answer `items` with `location` (needs a token of the
 * owning business) and `cachedLocation` (signed, works without a token for `expireInDays`, default 7),
 * see file-links.ts; the files are served back from disk by file-access.ts's rule.
 *
 * Who may upload: every member of the business. An upload grants nothing: what reads a document (a vForm
 * share's CSV, a watchlist upload) checks its own permission and finds the file among its business's own;
 * images are re-encoded by sharp to at most 480x360 because everyone sets their own profile photo.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import {
  DOCUMENT_EXTENSIONS,
  MEDIA_EXTENSIONS,
  MEDIA_MAX_HEIGHT,
  MEDIA_MAX_WIDTH,
  mediaRoutes,
  type TUploadedFile,
  type TUploadResponse,
  UPLOAD_MAX_BYTES,
  ZDocumentUploadFields,
  ZMediaUploadFields,
} from '@verity/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, notAllowed } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { assertSafeFields } from '../../http/unsafe-text.js';
import { RequestValidationError } from '../../http/zod-validation.js';
import { newId } from '../../lib/ids.js';
import { requireAuth } from '../auth/authenticate.js';
import { requireTenant } from '../auth/tenant.js';
import { type MediaFileRow, signedFile, tenantFile } from './file-access.js';
import { contentMatchesExtension, contentMismatchMessage, MIME_BY_EXTENSION } from './file-content.js';
import { FILE_LINK_DEFAULT_DAYS, fileLocation, linkExpiry, signedFileUrl } from './file-links.js';
import { extensionOf, safeFileName, storeFile } from './file-store.js';
import { mediaFiles } from './media-tables.js';

const MAX_FILES = 10;
const fileTooLarge = () =>
  new AppError('PayloadTooLargeError', `The file should be less than ${UPLOAD_MAX_BYTES / 1024 / 1024}MB`);
/** Shown in the browser (an <img>, the PDF viewer); everything else downloads. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'application/pdf']);

/** The bytes must be what the extension says (a `.png` that is HTML is refused, not stored). */
function assertContentMatches(file: { name: string; content: Buffer }, extension: string): void {
  if (!contentMatchesExtension(extension, file.content)) {
    const message = contentMismatchMessage(safeFileName(file.name), extension);
    throw badRequest(message, { files: message });
  }
}

interface Received<T> {
  fields: T;
  files: Array<{ name: string; content: Buffer }>;
}

/** The upload's files and its text fields, checked with `schema` (an unknown field is refused first). */
async function receive<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
): Promise<Received<z.output<T>>> {
  if (!request.isMultipart())
    throw new AppError('UnsupportedMediaTypeError', 'Unsupported content type: send multipart/form-data');
  const received: Received<Record<string, string>> = { fields: {}, files: [] };
  for await (const part of request.parts({
    limits: { fileSize: UPLOAD_MAX_BYTES, files: MAX_FILES, fields: 20 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'files') throw notAllowed(part.fieldname);
      // A file past the limit is refused there, naming it (413): the rest of the upload is never read.
      part.file.once('limit', () => part.file.destroy(fileTooLarge()));
      received.files.push({ name: part.filename, content: await part.toBuffer() });
    } else {
      received.fields[part.fieldname] = String(part.value);
    }
  }
  const fields = parseFields(schema, received.fields);
  if (received.files.length === 0)
    throw badRequest('The files field is required', { files: 'The files field is required' });
  return { fields, files: received.files };
}

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  assertSafeFields(fields);
  const result = schema.safeParse(fields);
  if (!result.success) throw new RequestValidationError('body', result.error);
  return result.data;
}

export function registerMediaRoutes(app: AppInstance): void {
  const { ctx } = app;

  async function save(
    request: FastifyRequest,
    kind: 'media' | 'document',
    file: { name: string; extension: string; content: Buffer },
    expireInDays: number | undefined,
  ): Promise<TUploadedFile> {
    const auth = requireAuth(request);
    const id = newId();
    const name = safeFileName(file.name);
    const stored = await storeFile(ctx.config.uploadsDir, id, file.extension, file.content);
    const mimeType = MIME_BY_EXTENSION[file.extension] ?? 'application/octet-stream';
    // The file stays (its owner reads it through `location`); `expireInDays` bounds the signed link.
    await ctx.db.insert(mediaFiles).values({
      id,
      businessId: auth.business.id,
      uploadedBy: auth.user.id,
      kind,
      name,
      mimeType,
      size: file.content.length,
      sha256: stored.sha256,
      storagePath: stored.storagePath,
      expiresAt: null,
    });
    const linkExpiresAt = linkExpiry(ctx, expireInDays ?? FILE_LINK_DEFAULT_DAYS);
    return {
      id,
      name,
      mimeType,
      size: file.content.length,
      location: fileLocation(ctx, { id, name }),
      cachedLocation: signedFileUrl(ctx, { id, name, businessId: auth.business.id }, linkExpiresAt),
      expiresAt: linkExpiresAt.toISOString(),
    };
  }

  function sendFile(reply: FastifyReply, file: MediaFileRow) {
    const disposition = INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment';
    return (
      reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${disposition}; filename="${file.name}"`)
        // Never in a shared cache: the URL is a credential (signed) or the answer depends on the token.
        .header('cache-control', 'private, max-age=300')
        .send(createReadStream(join(ctx.config.uploadsDir, file.storagePath)))
    );
  }

  registerRoutes(app, mediaRoutes, {
    uploadMedia: async (request, reply) => {
      const { fields: options, files } = await receive(request, ZMediaUploadFields);
      const items: TUploadedFile[] = [];
      for (const file of files) {
        const extension = extensionOf(file.name);
        if (!(MEDIA_EXTENSIONS as readonly string[]).includes(extension))
          throw badRequest('The files field has an unsupported format', {
            files: 'The files field has an unsupported format',
          });
        assertContentMatches(file, extension);
        let content: Buffer;
        try {
          // sharp (libvips) is loaded on the first upload, not at boot: it costs ~25 MB resident.
          const { default: sharp } = await import('sharp');
          content = await sharp(file.content)
            .rotate()
            .resize({
              width: options.imageWidth ?? MEDIA_MAX_WIDTH,
              height: options.imageHeight ?? MEDIA_MAX_HEIGHT,
              fit: 'inside',
              withoutEnlargement: true,
            })
            .toFormat(extension === 'jpg' ? 'jpeg' : (extension as 'png' | 'jpeg' | 'webp'))
            .toBuffer();
        } catch {
          throw badRequest(`The file ${safeFileName(file.name)} is not a readable image`);
        }
        items.push(
          await save(request, 'media', { name: file.name, extension, content }, options.expireInDays),
        );
      }
      reply.code(201);
      return ok<TUploadResponse>({ items }, 'Upload successful');
    },

    uploadDocuments: async (request, reply) => {
      const { fields: options, files } = await receive(request, ZDocumentUploadFields);
      const items: TUploadedFile[] = [];
      for (const file of files) {
        const extension = extensionOf(file.name);
        if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension))
          throw badRequest('The files field has an unsupported format', {
            files: 'The files field has an unsupported format',
          });
        if (file.content.length === 0)
          throw badRequest('The files field is required', { files: 'The files field is required' });
        assertContentMatches(file, extension);
        items.push(
          await save(
            request,
            'document',
            { name: file.name, extension, content: file.content },
            options.expireInDays,
          ),
        );
      }
      reply.code(201);
      return ok<TUploadResponse>({ items }, 'Upload successful');
    },

    // `location`: a tenant route, so the authenticate hook has checked the caller; the file must be theirs.
    file: async (request, reply) =>
      sendFile(reply, await tenantFile(ctx, requireTenant(request), request.params.id)),

    // `cachedLocation`: public in the route table; the signature is the credential.
    link: async (request, reply) => sendFile(reply, await signedFile(ctx, request.params.id, request.query)),
  });
}
