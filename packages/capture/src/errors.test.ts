import {
  ApiError,
  ForbiddenError,
  InternalServerError,
  NetworkError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  TimeoutError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '@verity/client/public';
import { describe, expect, it } from 'vitest';
import { apiProblemOf, canRetry } from './errors.js';

const init = (status: number) => ({ status, name: undefined, message: 'm', body: null, url: '/x' });

describe('apiProblemOf', () => {
  it.each([
    ['a network error', new NetworkError('offline', '/x'), 'start', 'network_error'],
    ['a timeout', new TimeoutError('/x', 120_000), 'upload', 'network_error'],
    ['an invalid token at the start', new ValidationError(init(400)), 'start', 'session_invalid'],
    ['spent attempts at the start', new ForbiddenError(init(403)), 'start', 'attempts_spent'],
    ['a refused image', new ValidationError(init(400)), 'upload', 'upload_failed'],
    ['a too large image', new PayloadTooLargeError(init(413)), 'upload', 'upload_failed'],
    ['a forbidden upload', new ForbiddenError(init(403)), 'upload', 'session_invalid'],
    ['an unknown token on upload', new UnauthorizedError(init(401)), 'upload', 'session_invalid'],
    ['a missing session', new NotFoundError(init(404)), 'complete', 'session_invalid'],
    ['a refused complete', new ValidationError(init(400)), 'complete', 'session_invalid'],
    ['a rate limit', new TooManyRequestsError(init(429)), 'upload', 'server_error'],
    ['a 500', new InternalServerError(init(500)), 'complete', 'server_error'],
    ['a 503', new ServiceUnavailableError(init(503)), 'start', 'server_error'],
    ['an unnamed API error', new ApiError(init(418)), 'upload', 'upload_failed'],
    ['something else entirely', new Error('bug'), 'upload', 'server_error'],
  ] as const)('%s → %s', (_label, error, call, code) => {
    expect(apiProblemOf(error, call)).toBe(code);
  });

  it('calls a refused upload after the attempt expired an invalid session', () => {
    expect(apiProblemOf(new ValidationError(init(400)), 'upload', true)).toBe('session_invalid');
  });
});

describe('canRetry', () => {
  it('only what trying again can fix', () => {
    expect(canRetry('network_error')).toBe(true);
    expect(canRetry('server_error')).toBe(true);
    expect(canRetry('upload_failed')).toBe(true);
    expect(canRetry('session_invalid')).toBe(false);
    expect(canRetry('attempts_spent')).toBe(false);
  });
});
