/**
 * The one error type services throw. Its name comes from the API's error names (shared with the client
 * in `errorStatusByName`), which also fixes its HTTP status; its code (the client's `errorCodes`) is the
 * name's default unless the failure has a more specific one, and is what programs branch on.
 */
import {
  type ApiErrorName,
  defaultErrorCode,
  type ErrorCode,
  errorStatusByName,
  ruleMessages,
} from '@verity/client';

export interface AppErrorOptions {
  /** A more specific code than the name's default (`password_expired` for a 403, say). */
  code?: ErrorCode;
  data?: unknown;
  errors?: string[];
  fieldErrors?: Record<string, string>;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  constructor(
    readonly errorName: ApiErrorName,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = errorName;
    this.status = errorStatusByName[errorName];
    this.code = options.code ?? defaultErrorCode[errorName];
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('ValidationError', message, {
    ...(fieldErrors
      ? { fieldErrors, errors: Object.entries(fieldErrors).map(([field, text]) => `${field}: ${text}`) }
      : {}),
  });
/** A key (or a multipart part) the route does not take: "The {field} field is not allowed". */
export const notAllowed = (field: string) => {
  const message = ruleMessages.unknownField(field);
  return badRequest(message, { [field]: message });
};
export const unauthorized = (message = 'You are unauthorized to perform this action') =>
  new AppError('UnauthorizedError', message);
/** 403 for a reason the message gives; without one, a permission the route needs is missing. */
export const forbidden = (message?: string, code?: ErrorCode) =>
  new AppError('ForbiddenError', message ?? 'You do not have the permissions to access resource', {
    code: code ?? (message === undefined ? 'permission_missing' : 'forbidden'),
  });
export const notFound = (message = 'Resource not found') => new AppError('NotFoundError', message);
export const conflict = (message: string) => new AppError('ConflictError', message);
