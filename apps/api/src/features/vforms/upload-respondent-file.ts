/**
 * A respondent's file (no login), for one answer of a form that takes responses now: a file-upload field,
 * or a personal-information photo the form shows. The answer's rule (vformFileRuleOf: extensions, 1024
 * KB, standard messages) applies, and the bytes must be what the extension says. The file is owned by the
 * form's business and tied to the form and the answer, so a response may carry it only there.
 */
import {
  answerPath,
  checkFile,
  FILE_INPUT_MAX_KB,
  type TVFormUploadedFile,
  type TVFormUploadQuery,
  type VFormFileRule,
  vformFileRuleOf,
} from '@verity/client';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { mediaFiles } from '../../db/schema.js';
import { AppError, badRequest, notAllowed } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';
import type { RateLimit } from '../auth/rate-limiter.js';
import { contentMatchesExtension, contentMismatchMessage, MIME_BY_EXTENSION } from '../media/file-content.js';
import { extensionOf, safeFileName, storeFile } from '../media/file-store.js';
import { assertAvailable, availabilityOf } from './form-availability.js';
import { listFieldRows, presentField, settingsOf, type VFormTemplateRow } from './vform-store.js';

/** Per IP: enough for a long form with several files, not enough to use the server as free storage. */
export const respondentUploadLimit: RateLimit = {
  scope: 'vform-upload',
  limit: 30,
  windowMs: 10 * 60 * 1000,
};

/** Every file answer's limit is FILE_INPUT_MAX_KB today; the stream stops reading just past it. */
const MAX_BYTES = FILE_INPUT_MAX_KB * 1024;

const refuse = (message: string) => badRequest(message, { file: message });

/** The rule of the answer the query names, or a 400 naming the field. */
async function ruleFor(
  ctx: AppContext,
  template: VFormTemplateRow,
  query: TVFormUploadQuery,
): Promise<VFormFileRule> {
  const part = query.part ?? '';
  const row = (await listFieldRows(ctx.db, template.id)).find((field) => field.id === query.fieldId);
  const rule = row ? vformFileRuleOf(presentField(row), part) : null;
  if (!rule) {
    const message = 'The field id field should be a file field of this form';
    throw badRequest(message, { fieldId: message });
  }
  return rule;
}

/** Reads the one `file` part. */
async function receiveFile(
  request: FastifyRequest,
  rule: VFormFileRule,
): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart())
    throw new AppError('UnsupportedMediaTypeError', 'Unsupported content type: send multipart/form-data');
  const maxBytes = Math.min(rule.maxKb * 1024, MAX_BYTES);
  let received: { name: string; content: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
    // The answer it is for travels in the query: the one part is the file.
    if (part.type !== 'file' || part.fieldname !== 'file') throw notAllowed(part.fieldname);
    try {
      received = { name: part.filename, content: await part.toBuffer() };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
      // Over the limit: checkFile words the refusal from the name and a size past the limit.
      throw refuse(
        checkFile({ name: part.filename, size: maxBytes + 1 }, rule.label.toLowerCase(), rule) ??
          'The file is too large',
      );
    }
  }
  if (!received) throw refuse('The file field is required');
  return received;
}

export async function uploadRespondentFile(
  ctx: AppContext,
  request: FastifyRequest,
  template: VFormTemplateRow & { businessId: string },
  query: TVFormUploadQuery,
): Promise<TVFormUploadedFile> {
  // The same gate as a submission: no files for a form that is closed, full or not for this visitor.
  assertAvailable(availabilityOf(template, settingsOf(template), ctx.now(), request.ip));
  const rule = await ruleFor(ctx, template, query);
  const file = await receiveFile(request, rule);
  const problem = checkFile({ name: file.name, size: file.content.length }, rule.label.toLowerCase(), rule);
  if (problem) throw refuse(problem);
  const extension = extensionOf(file.name);
  const name = safeFileName(file.name);
  if (!contentMatchesExtension(extension, file.content))
    throw refuse(contentMismatchMessage(name, extension));
  const id = newId();
  const mimeType = MIME_BY_EXTENSION[extension] ?? 'application/octet-stream';
  const stored = await storeFile(ctx.config.uploadsDir, id, extension, file.content);
  await ctx.db.insert(mediaFiles).values({
    id,
    businessId: template.businessId,
    uploadedBy: null,
    kind: 'document',
    name,
    mimeType,
    size: file.content.length,
    sha256: stored.sha256,
    storagePath: stored.storagePath,
    vformTemplateId: template.id,
    vformAnswerPath: answerPath(query.fieldId, query.part ?? ''),
    createdAt: ctx.now(),
  });
  return { id, name, size: file.content.length, mimeType };
}
