/**
 * A respondent's file for a file-upload or photo answer (no login). The §5 file rule applies (checkFile:
 * png, jpg, jpeg, pdf, ppt, pptx, doc, docx, xls, xlsx; 1024 KB); the file is stored like any document,
 * owned by the form's business, and the answer then carries its id.
 */
import { checkFile, FILE_INPUT_MAX_KB, type TVFormUploadedFile } from '@verity/client';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { mediaFiles } from '../../db/schema.js';
import { AppError, badRequest } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';
import type { RateLimit } from '../auth/rate-limiter.js';
import { extensionOf, safeFileName, storeFile } from '../media/file-store.js';

/** Per IP: enough for a long form with several files, not enough to use the server as free storage. */
export const respondentUploadLimit: RateLimit = {
  scope: 'vform-upload',
  limit: 30,
  windowMs: 10 * 60 * 1000,
};

const MAX_BYTES = FILE_INPUT_MAX_KB * 1024;

const mimeByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const refuse = (message: string) => badRequest(message, { file: message });

/** Reads the one `file` part. */
async function receiveFile(request: FastifyRequest): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart())
    throw new AppError('UnsupportedMediaTypeError', 'Unsupported content type: send multipart/form-data');
  let received: { name: string; content: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_BYTES, files: 1, fields: 5 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') throw badRequest(`The ${part.fieldname} field is not allowed`);
    try {
      received = { name: part.filename, content: await part.toBuffer() };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
      // Over the limit: checkFile words the refusal (§5) from the name and a size past the limit.
      throw refuse(
        checkFile({ name: part.filename, size: MAX_BYTES + 1 }, 'file') ?? 'The file is too large',
      );
    }
  }
  if (!received) throw refuse('The file field is required');
  return received;
}

export async function uploadRespondentFile(
  ctx: AppContext,
  request: FastifyRequest,
  businessId: string,
): Promise<TVFormUploadedFile> {
  const file = await receiveFile(request);
  const problem = checkFile({ name: file.name, size: file.content.length }, 'file');
  if (problem) throw refuse(problem);
  const extension = extensionOf(file.name);
  const id = newId();
  const name = safeFileName(file.name);
  const mimeType = mimeByExtension[extension] ?? 'application/octet-stream';
  const stored = await storeFile(ctx.config.uploadsDir, id, extension, file.content);
  await ctx.db.insert(mediaFiles).values({
    id,
    businessId,
    uploadedBy: null,
    kind: 'document',
    name,
    mimeType,
    size: file.content.length,
    sha256: stored.sha256,
    storagePath: stored.storagePath,
    createdAt: ctx.now(),
  });
  return { id, name, size: file.content.length, mimeType };
}
