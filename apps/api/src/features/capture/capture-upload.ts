/**
 * Reading a capture flow upload: multipart text fields (the token, the attempt, which frame or
 * side) and one `image` file, a JPEG or PNG by its bytes, at most CAPTURE_IMAGE_MAX_BYTES. The fields are
 * checked with the client's schema, so the flow and the server share the rules.
 */
import { CAPTURE_IMAGE_MAX_BYTES } from '@verity/client';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, notAllowed } from '../../http/app-error.js';
import { assertSafeFields } from '../../http/unsafe-text.js';
import { RequestValidationError } from '../../http/zod-validation.js';
import { InvalidImageError } from '../identity/face/face-engine.js';
import { contentMatchesExtension } from '../media/file-content.js';
import { UnreadableImageError } from './document-text/read-document-text.js';

export const IMAGE_REQUIRED = 'The image field is required: a JPEG or PNG photo';
export const IMAGE_UNREADABLE = 'The image field should be a JPEG or PNG photo';

export interface CaptureUpload<T> {
  fields: T;
  image: Buffer;
}

export async function receiveCaptureUpload<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<CaptureUpload<z.output<S>>> {
  if (!request.isMultipart())
    throw new AppError('UnsupportedMediaTypeError', 'Unsupported content type: send multipart/form-data');
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  for await (const part of request.parts({
    limits: { fileSize: CAPTURE_IMAGE_MAX_BYTES, files: 1, fields: 5 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') throw notAllowed(part.fieldname);
      image = await part.toBuffer();
      if (part.file.truncated)
        throw new AppError(
          'PayloadTooLargeError',
          `The image should be less than ${CAPTURE_IMAGE_MAX_BYTES / 1024 / 1024}MB`,
        );
    } else fields[part.fieldname] = String(part.value);
  }
  assertSafeFields(fields);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new RequestValidationError('body', parsed.error);
  if (!image || image.length === 0) throw badRequest(IMAGE_REQUIRED, { image: IMAGE_REQUIRED });
  if (!contentMatchesExtension('jpg', image) && !contentMatchesExtension('png', image))
    throw badRequest(IMAGE_UNREADABLE, { image: IMAGE_UNREADABLE });
  return { fields: parsed.data, image };
}

/** For `.catch`: an image the engines cannot decode is the sender's mistake (400); anything else is ours. */
export function refuseUnreadable(error: unknown): never {
  if (error instanceof InvalidImageError || error instanceof UnreadableImageError)
    throw badRequest(IMAGE_UNREADABLE, { image: IMAGE_UNREADABLE });
  throw error;
}
