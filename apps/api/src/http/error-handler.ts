/**
 * Turns anything thrown in a route into the failure envelope. Only AppError and input
 * problems reach the caller in their own words; anything else is logged and answered as a plain 500.
 */
import { type ApiErrorName, defaultErrorCode, errorStatusByName, type FailureEnvelope } from '@verity/client';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { readHtmlShells } from './dashboard-html-shells.js';
import { RequestValidationError } from './zod-validation.js';

const nameByStatus = new Map<number, ApiErrorName>(
  Object.entries(errorStatusByName).map(([name, status]) => [status, name as ApiErrorName]),
);

/** Fastify's own 4xx errors get messages a person can act on. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Unsupported content type: send multipart/form-data',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_FILES_LIMIT: 'Too many files in one upload',
  FST_PARTS_LIMIT: 'Too many fields in one upload',
};

export function failure(
  statusCode: number,
  name: ApiErrorName,
  message: string,
  extra: Partial<FailureEnvelope> = {},
): FailureEnvelope {
  return { success: false, statusCode, name, code: defaultErrorCode[name], message, ...extra };
}

/** Errors raised before routing (a malformed URL, an over-long path parameter) get the envelope too. */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long'
      : 'The request URL is malformed';
  void reply.code(status).send(failure(status, 'ValidationError', message, { requestId: request.id }));
}

export interface ErrorHandlingOptions {
  /** The built dashboard: unknown non-API GETs answer its index.html so client-side routes load. */
  spaRoot?: string | undefined;
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler(
    (error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
      const requestId = request.id;
      if (error instanceof AppError) {
        for (const [header, value] of Object.entries(error.options.headers ?? {}))
          reply.header(header, value);
        return reply.code(error.status).send(
          failure(error.status, error.errorName, error.message, {
            requestId,
            code: error.code,
            ...(error.options.data === undefined ? {} : { data: error.options.data }),
            ...(error.options.errors ? { errors: error.options.errors } : {}),
            ...(error.options.fieldErrors ? { fieldErrors: error.options.fieldErrors } : {}),
          }),
        );
      }
      if (error instanceof RequestValidationError) {
        const fieldErrors = error.fieldErrors();
        return reply.code(400).send(
          failure(400, 'ValidationError', error.message, {
            requestId,
            errors: Object.entries(fieldErrors).map(([field, message]) => `${field}: ${message}`),
            fieldErrors,
          }),
        );
      }
      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const name = nameByStatus.get(status) ?? 'ValidationError';
        const code = 'code' in error ? String(error.code) : '';
        const message = frameworkMessages[code] ?? error.message;
        return reply.code(status).send(failure(status, name, message, { requestId }));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(
        failure(500, 'InternalServerError', 'Something went wrong on our side. Please try again later', {
          requestId,
        }),
      );
    },
  );

  // The auth pages get their static shell's HTML, every other page index.html (dashboard-html-shells.ts).
  const htmlShells = readHtmlShells(options.spaRoot);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      options.spaRoot &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/')
    )
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(htmlShells.fileFor(path));
    return reply
      .code(404)
      .send(
        failure(404, 'NotFoundError', `Route ${request.method} ${path} not found`, { requestId: request.id }),
      );
  });
}
