/**
 * The client's error tree. Callers catch these and nothing else: the transport converts every failure
 * (HTTP answers, network errors, timeouts, aborts) into one of them.
 */
import type { FailureEnvelope } from './envelope.js';
import type { ErrorCode } from './error-codes.js';
import { type ApiErrorName, errorStatusByName } from './error-names.js';

export class VerityError extends Error {
  constructor(message?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VerityError';
  }
}

export interface ApiErrorInit {
  status: number;
  name: ApiErrorName | undefined;
  message: string;
  /** The parsed body as received: the envelope, or whatever else a proxy answered with. */
  body: unknown;
  url: string;
  requestId?: string | undefined;
  /** The Retry-After header in seconds, when the server sent one. */
  retryAfterSeconds?: number | undefined;
}

// Fields in this file (and the transport's) are `declare`d and set in the constructor: a plain declaration
// would also be emitted as a define-property call per field, bytes the widgets' script-tag bundle (which
// carries these classes, under a 20 KB gzip budget) would pay for nothing.
export class ApiError extends VerityError {
  declare readonly status: number;
  /**
   * The envelope's machine-readable code (error-codes.ts; a newer server may send one this version does
   * not list); undefined when the answer did not come from the API (a proxy's page). The catalogue itself
   * is not imported here, for the same budget.
   */
  declare readonly code: ErrorCode | (string & {}) | undefined;
  declare readonly errors: string[];
  declare readonly fieldErrors: Record<string, string>;
  declare readonly data: unknown;
  declare readonly body: unknown;
  declare readonly url: string;
  declare readonly requestId: string | undefined;
  declare readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = init.name ?? 'ApiError';
    this.status = init.status;
    this.body = init.body;
    this.url = init.url;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
    const envelope = isFailureEnvelope(init.body) ? init.body : undefined;
    this.code = envelope?.code;
    this.errors = envelope?.errors ?? [];
    this.fieldErrors = envelope?.fieldErrors ?? {};
    this.data = envelope?.data;
  }
}

export class ValidationError extends ApiError {}
export class UnauthorizedError extends ApiError {}
export class PaymentRequiredError extends ApiError {}
export class ForbiddenError extends ApiError {}
export class NotFoundError extends ApiError {}
export class ConflictError extends ApiError {}
export class PayloadTooLargeError extends ApiError {}
export class UnsupportedMediaTypeError extends ApiError {}
export class InternalServerError extends ApiError {}
export class ServiceUnavailableError extends ApiError {}

export class TooManyRequestsError extends ApiError {
  /** Seconds until the limit lifts, from `data.timeRemainingInSeconds` or the Retry-After header. */
  declare readonly timeRemainingInSeconds: number;
  constructor(init: ApiErrorInit) {
    super(init);
    const fromBody = (this.data as { timeRemainingInSeconds?: unknown } | undefined)?.timeRemainingInSeconds;
    this.timeRemainingInSeconds = typeof fromBody === 'number' ? fromBody : (this.retryAfterSeconds ?? 0);
  }
}

/** No answer reached us: DNS, refused connection, CORS, offline. */
export class NetworkError extends VerityError {
  declare readonly url: string;
  constructor(message: string, url: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
    this.url = url;
  }
}

export class TimeoutError extends VerityError {
  declare readonly url: string;
  declare readonly timeoutMs: number;
  constructor(url: string, timeoutMs: number) {
    super(`Request to ${url} timed out after ${timeoutMs} ms`);
    this.name = 'TimeoutError';
    this.url = url;
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's own signal aborted the call. */
export class AbortError extends VerityError {
  declare readonly url: string;
  constructor(url: string) {
    super(`Request to ${url} was aborted`);
    this.name = 'AbortError';
    this.url = url;
  }
}

const classByName = {
  ValidationError,
  UnauthorizedError,
  PaymentRequiredError,
  ForbiddenError,
  NotFoundError,
  ConflictError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  TooManyRequestsError,
  InternalServerError,
  ServiceUnavailableError,
} satisfies Record<ApiErrorName, typeof ApiError>;

const nameByStatus = new Map<number, ApiErrorName>(
  Object.entries(errorStatusByName).map(([name, status]) => [status, name as ApiErrorName]),
);

/** Builds the typed error for an HTTP failure; the body's `name` wins, else the status decides. */
export function apiErrorFrom(init: Omit<ApiErrorInit, 'name'>): ApiError {
  const envelopeName = isFailureEnvelope(init.body) ? init.body.name : undefined;
  const name =
    envelopeName && Object.hasOwn(classByName, envelopeName)
      ? envelopeName
      : (nameByStatus.get(init.status) ?? (init.status >= 500 ? 'InternalServerError' : undefined));
  const ErrorClass = name ? classByName[name] : ApiError;
  return new ErrorClass({ ...init, name });
}

export function isFailureEnvelope(body: unknown): body is FailureEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { success?: unknown }).success === false &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}
