/**
 * Every error name the API answers with, with its HTTP status, listed once. The server's AppError and the
 * client's error tree both key on this map, so a name added here must be handled by both to build.
 */
export const errorStatusByName = {
  ValidationError: 400,
  UnauthorizedError: 401,
  PaymentRequiredError: 402,
  ForbiddenError: 403,
  NotFoundError: 404,
  ConflictError: 409,
  PayloadTooLargeError: 413,
  UnsupportedMediaTypeError: 415,
  TooManyRequestsError: 429,
  InternalServerError: 500,
  ServiceUnavailableError: 503,
} as const satisfies Record<string, number>;

export type ApiErrorName = keyof typeof errorStatusByName;

export function isApiErrorName(value: unknown): value is ApiErrorName {
  return typeof value === 'string' && Object.hasOwn(errorStatusByName, value);
}
