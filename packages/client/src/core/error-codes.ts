/**
 * The machine-readable `code` of every failure envelope: what a program branches on. The `message` is for
 * people and may be reworded; a code, once published, keeps its meaning. Each error name has a default
 * code, and some failures a more specific one (a 403 for an expired password is `password_expired`, not
 * `forbidden`), so a caller can act on the case without reading the words.
 */
import type { ApiErrorName } from './error-names.js';

export const errorCodes = {
  validation_failed: 'The input failed its rules: `errors` and `fieldErrors` say which field and why',
  unauthenticated: 'No session or API key, or it has ended or been revoked: sign in again',
  invalid_credentials: 'Signing in failed: the email, password or two-factor code is wrong',
  sign_in_expired: 'A sign-in step took too long or was already used: start signing in again',
  insufficient_funds: 'The wallet cannot pay for this live check or movement: fund it first',
  plan_suspended: 'The plan this check belongs to is suspended for an unpaid invoice',
  forbidden: 'Refused for a reason the message gives (your own access, the last Owner, staff only)',
  permission_missing: 'The caller lacks a permission the call needs, or one the target or grant holds',
  password_expired: 'The password has expired: change it, then call again',
  password_change_required: 'The password given at invitation must be changed before anything else',
  two_factor_setup_required: 'The business requires two-factor authentication: set it up first',
  business_suspended: 'The business is suspended: API keys stop until platform staff reinstate it',
  ip_not_allowed: "The caller's address is not on the business's IP allowlist",
  api_key_refused: 'The route needs a person signed in to the dashboard, not an API key',
  not_found: 'No such route, or no such record for this caller (another business’s ids included)',
  conflict: 'The record exists already or is in a state that does not allow this',
  idempotency_conflict: 'The Idempotency-Key was used before with a different request',
  payload_too_large: 'The body or file is larger than the route accepts',
  unsupported_media_type: 'The route does not take this Content-Type',
  rate_limited: 'Too many attempts: `data.timeRemainingInSeconds` and Retry-After say when to try again',
  internal_error: 'A fault on our side; the message never says more, the requestId finds it in the logs',
  service_unavailable: 'An upstream registry or provider did not answer: try again shortly',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof errorCodes;

/** The code of a failure that names no more specific one. */
export const defaultErrorCode = {
  ValidationError: 'validation_failed',
  UnauthorizedError: 'unauthenticated',
  PaymentRequiredError: 'insufficient_funds',
  ForbiddenError: 'forbidden',
  NotFoundError: 'not_found',
  ConflictError: 'conflict',
  PayloadTooLargeError: 'payload_too_large',
  UnsupportedMediaTypeError: 'unsupported_media_type',
  TooManyRequestsError: 'rate_limited',
  InternalServerError: 'internal_error',
  ServiceUnavailableError: 'service_unavailable',
} as const satisfies Record<ApiErrorName, ErrorCode>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCodes, value);
}

/** The error name, and so the HTTP status, each code is answered with. */
export const errorNameOfCode = {
  validation_failed: 'ValidationError',
  unauthenticated: 'UnauthorizedError',
  invalid_credentials: 'UnauthorizedError',
  sign_in_expired: 'UnauthorizedError',
  insufficient_funds: 'PaymentRequiredError',
  plan_suspended: 'PaymentRequiredError',
  forbidden: 'ForbiddenError',
  permission_missing: 'ForbiddenError',
  password_expired: 'ForbiddenError',
  password_change_required: 'ForbiddenError',
  two_factor_setup_required: 'ForbiddenError',
  business_suspended: 'ForbiddenError',
  ip_not_allowed: 'ForbiddenError',
  api_key_refused: 'ForbiddenError',
  not_found: 'NotFoundError',
  conflict: 'ConflictError',
  idempotency_conflict: 'ConflictError',
  payload_too_large: 'PayloadTooLargeError',
  unsupported_media_type: 'UnsupportedMediaTypeError',
  rate_limited: 'TooManyRequestsError',
  internal_error: 'InternalServerError',
  service_unavailable: 'ServiceUnavailableError',
} as const satisfies Record<ErrorCode, ApiErrorName>;
