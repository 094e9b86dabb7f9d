import { describe, expect, it } from 'vitest';
import { errorStatusByName, isApiErrorName } from './error-names.js';
import {
  AbortError,
  ApiError,
  apiErrorFrom,
  ConflictError,
  ForbiddenError,
  InternalServerError,
  isFailureEnvelope,
  NetworkError,
  NotFoundError,
  PayloadTooLargeError,
  PaymentRequiredError,
  ServiceUnavailableError,
  TimeoutError,
  TooManyRequestsError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
  VerityError,
} from './errors.js';

const url = 'http://api.test/api/user/v1/x';

describe('apiErrorFrom', () => {
  it.each([
    [400, ValidationError],
    [401, UnauthorizedError],
    [402, PaymentRequiredError],
    [403, ForbiddenError],
    [404, NotFoundError],
    [409, ConflictError],
    [413, PayloadTooLargeError],
    [415, UnsupportedMediaTypeError],
    [429, TooManyRequestsError],
    [500, InternalServerError],
    [503, ServiceUnavailableError],
  ])('status %i without an envelope -> %o', (status, ErrorClass) => {
    const error = apiErrorFrom({ status, message: 'm', body: 'not json', url });
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(VerityError);
    expect(error.name).toBe(ErrorClass.name);
    expect(error.status).toBe(status);
  });

  it('every conventions name has a class', () => {
    for (const [name, status] of Object.entries(errorStatusByName)) {
      const error = apiErrorFrom({ status, message: 'm', body: undefined, url });
      expect(error.name).toBe(name);
    }
  });

  it("the envelope's name wins over the status", () => {
    const body = { success: false, statusCode: 400, name: 'ConflictError', message: 'Duplicate' };
    const error = apiErrorFrom({ status: 400, message: 'Duplicate', body, url });
    expect(error).toBeInstanceOf(ConflictError);
  });

  it('an unknown envelope name falls back to the status', () => {
    const body = { success: false, statusCode: 404, name: 'WeirdError', message: 'x' };
    expect(apiErrorFrom({ status: 404, message: 'x', body, url })).toBeInstanceOf(NotFoundError);
  });

  it('other 5xx are InternalServerError; other 4xx a plain ApiError', () => {
    const gateway = apiErrorFrom({ status: 502, message: 'Bad Gateway', body: undefined, url });
    expect(gateway).toBeInstanceOf(InternalServerError);
    expect(gateway.status).toBe(502);
    const teapot = apiErrorFrom({ status: 418, message: "I'm a teapot", body: undefined, url });
    expect(teapot.constructor).toBe(ApiError);
    expect(teapot.name).toBe('ApiError');
    expect(teapot.status).toBe(418);
  });

  it('carries the envelope fields', () => {
    const body = {
      success: false,
      statusCode: 400,
      name: 'ValidationError',
      message: 'The email field is required',
      errors: ['email: The email field is required'],
      fieldErrors: { email: 'The email field is required' },
      data: { hint: 1 },
    };
    const error = apiErrorFrom({ status: 400, message: body.message, body, url, requestId: 'req-1' });
    expect(error.message).toBe('The email field is required');
    expect(error.errors).toEqual(['email: The email field is required']);
    expect(error.fieldErrors).toEqual({ email: 'The email field is required' });
    expect(error.data).toEqual({ hint: 1 });
    expect(error.body).toBe(body);
    expect(error.url).toBe(url);
    expect(error.requestId).toBe('req-1');
  });

  it('without an envelope: empty errors and fieldErrors', () => {
    const error = apiErrorFrom({ status: 500, message: 'x', body: ['a'], url });
    expect(error.errors).toEqual([]);
    expect(error.fieldErrors).toEqual({});
    expect(error.data).toBeUndefined();
  });
});

describe('TooManyRequestsError.timeRemainingInSeconds', () => {
  const body = (data?: unknown) => ({
    success: false,
    statusCode: 429,
    name: 'TooManyRequestsError',
    message: 'Slow down',
    data,
  });
  it('from data', () => {
    const error = apiErrorFrom({
      status: 429,
      message: 'x',
      body: body({ timeRemainingInSeconds: 42 }),
      url,
    });
    expect((error as TooManyRequestsError).timeRemainingInSeconds).toBe(42);
  });
  it('data wins over Retry-After, and 0 is a value', () => {
    const error = apiErrorFrom({
      status: 429,
      message: 'x',
      body: body({ timeRemainingInSeconds: 0 }),
      url,
      retryAfterSeconds: 30,
    });
    expect((error as TooManyRequestsError).timeRemainingInSeconds).toBe(0);
  });
  it('from Retry-After', () => {
    const error = apiErrorFrom({ status: 429, message: 'x', body: body(), url, retryAfterSeconds: 30 });
    expect((error as TooManyRequestsError).timeRemainingInSeconds).toBe(30);
  });
  it('neither: 0', () => {
    const error = apiErrorFrom({ status: 429, message: 'x', body: body(), url });
    expect((error as TooManyRequestsError).timeRemainingInSeconds).toBe(0);
  });
});

describe('transport errors', () => {
  it('names, urls and messages', () => {
    const cause = new TypeError('fetch failed');
    const network = new NetworkError('Could not reach it', url, { cause });
    expect(network).toBeInstanceOf(VerityError);
    expect([network.name, network.url, network.message, network.cause]).toEqual([
      'NetworkError',
      url,
      'Could not reach it',
      cause,
    ]);
    const timeout = new TimeoutError(url, 50);
    expect([timeout.name, timeout.url, timeout.timeoutMs, timeout.message]).toEqual([
      'TimeoutError',
      url,
      50,
      `Request to ${url} timed out after 50 ms`,
    ]);
    const abort = new AbortError(url);
    expect([abort.name, abort.url, abort.message]).toEqual([
      'AbortError',
      url,
      `Request to ${url} was aborted`,
    ]);
    expect(abort).not.toBeInstanceOf(ApiError);
  });
});

describe('isFailureEnvelope / isApiErrorName', () => {
  it('isFailureEnvelope', () => {
    expect(isFailureEnvelope({ success: false, message: 'x' })).toBe(true);
    expect(isFailureEnvelope({ success: true, message: 'x' })).toBe(false);
    expect(isFailureEnvelope({ success: false })).toBe(false);
    expect(isFailureEnvelope(null)).toBe(false);
    expect(isFailureEnvelope('x')).toBe(false);
  });
  it('isApiErrorName', () => {
    expect(isApiErrorName('ValidationError')).toBe(true);
    expect(isApiErrorName('toString')).toBe(false);
    expect(isApiErrorName('ApiError')).toBe(false);
    expect(isApiErrorName(400)).toBe(false);
  });
});
