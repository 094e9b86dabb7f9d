/**
 * The one error type services throw. Its name comes from the conventions' list (shared with the client
 * in `errorStatusByName`), which also fixes its HTTP status.
 */
import { type ApiErrorName, errorStatusByName, ruleMessages } from '@verity/client';

export interface AppErrorOptions {
  data?: unknown;
  errors?: string[];
  fieldErrors?: Record<string, string>;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorName,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = code;
    this.status = errorStatusByName[code];
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
export const forbidden = (message = 'You do not have the permissions to access resource') =>
  new AppError('ForbiddenError', message);
export const notFound = (message = 'Resource not found') => new AppError('NotFoundError', message);
export const conflict = (message: string) => new AppError('ConflictError', message);
