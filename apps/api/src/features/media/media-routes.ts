/**
 * Uploads (spec/platform.md §7 Media): `/uploads/media` takes images and resizes them to fit 480x360
 * (or the smaller box asked for) with sharp; `/uploads/documents` keeps documents as sent. Both answer
 * `items` with `location` and `cachedLocation`, and the files are served back from disk.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import {
  DOCUMENT_EXTENSIONS,
  MEDIA_EXTENSIONS,
  MEDIA_MAX_HEIGHT,
  MEDIA_MAX_WIDTH,
  type TUploadedFile,
  type TUploadResponse,
  UPLOAD_MAX_BYTES,
  ZDocumentUploadFields,
  ZMediaUploadFields,
} from '@verity/client';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mediaFiles } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { RequestValidationError } from '../../http/zod-validation.js';
import { newId } from '../../lib/ids.js';
import { requireAuth } from '../auth/authenticate.js';
import { extensionOf, safeFileName, storeFile } from './file-store.js';

const MAX_FILES = 10;

const mimeByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

interface Received {
  fields: Record<string, string>;
  files: Array<{ name: string; content: Buffer }>;
}

async function receive(request: FastifyRequest): Promise<Received> {
  if (!request.isMultipart())
    throw new AppError('UnsupportedMediaTypeError', 'Unsupported content type: send multipart/form-data');
  const received: Received = { fields: {}, files: [] };
  for await (const part of request.parts({
    limits: { fileSize: UPLOAD_MAX_BYTES, files: MAX_FILES, fields: 20 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'files') throw badRequest(`The ${part.fieldname} field is not allowed`);
      const content = await part.toBuffer();
      if (part.file.truncated)
        throw new AppError(
          'PayloadTooLargeError',
          `The file should be less than ${UPLOAD_MAX_BYTES / 1024 / 1024}MB`,
        );
      received.files.push({ name: part.filename, content });
    } else {
      received.fields[part.fieldname] = String(part.value);
    }
  }
  if (received.files.length === 0)
    throw badRequest('The files field is required', { files: 'The files field is required' });
  return received;
}

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const result = schema.safeParse(fields);
  if (!result.success) throw new RequestValidationError('body', result.error);
  return result.data;
}

export function registerMediaRoutes(app: AppInstance): void {
  const { ctx } = app;
  const fileUrl = (id: string, name: string) =>
    `${ctx.config.publicUrl}/api/media/v1/files/${id}/${encodeURIComponent(name)}`;

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
    const expiresAt = expireInDays ? new Date(ctx.now().getTime() + expireInDays * 86_400_000) : null;
    const mimeType = mimeByExtension[file.extension] ?? 'application/octet-stream';
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
      expiresAt,
    });
    const location = fileUrl(id, name);
    return {
      id,
      name,
      mimeType,
      size: file.content.length,
      location,
      cachedLocation: `${location}?v=${stored.sha256.slice(0, 16)}`,
      expiresAt: expiresAt?.toISOString() ?? null,
    };
  }

  const uploaded = { config: { audit: { event: 'create', resource: 'media' } as const } };
  app.post('/uploads/media', uploaded, async (request, reply) => {
    const { fields, files } = await receive(request);
    const options = parseFields(ZMediaUploadFields, fields);
    const items: TUploadedFile[] = [];
    for (const file of files) {
      const extension = extensionOf(file.name);
      if (!(MEDIA_EXTENSIONS as readonly string[]).includes(extension))
        throw badRequest('The files field has an unsupported format', {
          files: 'The files field has an unsupported format',
        });
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
      items.push(await save(request, 'media', { name: file.name, extension, content }, options.expireInDays));
    }
    reply.code(201);
    return ok<TUploadResponse>({ items }, 'Upload successful', 201);
  });

  app.post('/uploads/documents', uploaded, async (request, reply) => {
    const { fields, files } = await receive(request);
    const options = parseFields(ZDocumentUploadFields, fields);
    const items: TUploadedFile[] = [];
    for (const file of files) {
      const extension = extensionOf(file.name);
      if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension))
        throw badRequest('The files field has an unsupported format', {
          files: 'The files field has an unsupported format',
        });
      if (file.content.length === 0)
        throw badRequest('The files field is required', { files: 'The files field is required' });
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
    return ok<TUploadResponse>({ items }, 'Upload successful', 201);
  });

  const ZFileParams = z.strictObject({ id: z.uuid({ error: 'File not found' }), name: z.string().max(255) });
  // Files are served by unguessable id so <img> tags work without a token, like signed URLs.
  app.get(
    '/files/:id/:name',
    { schema: { params: ZFileParams }, config: { public: true } },
    async (request, reply) => {
      const [file] = await ctx.db
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.id, request.params.id)))
        .limit(1);
      if (!file || (file.expiresAt && file.expiresAt.getTime() <= ctx.now().getTime()))
        throw notFound('File not found');
      const query = request.query as { v?: string };
      const versioned = query.v !== undefined && file.sha256.startsWith(query.v);
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${file.mimeType.startsWith('image/') ? 'inline' : 'attachment'}; filename="${file.name}"`,
        )
        .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'private, max-age=300')
        .send(createReadStream(join(ctx.config.uploadsDir, file.storagePath)));
    },
  );
}
