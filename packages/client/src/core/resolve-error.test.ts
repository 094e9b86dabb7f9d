import { describe, expect, it } from 'vitest';
import type { FailureEnvelope } from './envelope.js';
import { defaultErrorCode } from './error-codes.js';
import { type ApiErrorName, errorStatusByName } from './error-names.js';
import {
  AbortError,
  type ApiError,
  apiErrorFrom,
  NetworkError,
  TimeoutError,
  VerityError,
} from './errors.js';
import { errorTexts, resolveError } from './resolve-error.js';

const url = 'http://api.test/api/user/v1/users/me';

function envelope(
  name: ApiErrorName,
  message: string,
  extra: Partial<FailureEnvelope> = {},
): FailureEnvelope {
  return {
    success: false,
    statusCode: errorStatusByName[name],
    name,
    code: defaultErrorCode[name],
    message,
    ...extra,
  };
}

function fromEnvelope(body: FailureEnvelope, init: { retryAfterSeconds?: number } = {}): ApiError {
  return apiErrorFrom({ status: body.statusCode, message: body.message, body, url, ...init });
}

describe('errorTexts: the words the app shows', () => {
  it('to the letter', () => {
    expect(errorTexts).toEqual({
      passwordExpired: 'Your password has expired, please change your password to continue',
      loginToContinue: 'Please login to continue',
      couldNotConnect: 'Could not connect to server!',
      unknown: 'Ouch, not sure what happened...',
      noResponse: 'Something really bad happened. Check that you have an active internet connection',
    });
  });
});

describe('the code decides, never the words', () => {
  it('password_expired goes to change-password, whatever the message says', () => {
    const error = fromEnvelope(
      envelope('ForbiddenError', 'Passwort abgelaufen', { code: 'password_expired' }),
    );
    expect(resolveError(error)).toEqual({
      action: 'change-password',
      message: 'Your password has expired, please change your password to continue',
    });
  });
  it('unauthenticated logs out, whatever the message says', () => {
    const error = fromEnvelope(envelope('UnauthorizedError', 'Session ended', { code: 'unauthenticated' }));
    expect(resolveError(error)).toEqual({ action: 'logout', message: 'Please login to continue' });
  });
  it('a 401 that did not come from the API (no code) logs out too', () => {
    const error = apiErrorFrom({ status: 401, message: 'Unauthorized', body: '<html>401</html>', url });
    expect(error.code).toBeUndefined();
    expect(resolveError(error).action).toBe('logout');
  });
  it('keeps a code this version does not list, and shows the message', () => {
    const error = fromEnvelope(
      envelope('ForbiddenError', 'Not today', { code: 'some_new_code' as FailureEnvelope['code'] }),
    );
    expect(error.code).toBe('some_new_code');
    expect(resolveError(error)).toEqual({ action: 'show', message: 'Not today' });
  });
  it('words that used to trigger an action are only shown', () => {
    for (const message of ['Your password has expired', 'You are unauthorized to view wallets']) {
      const error = fromEnvelope(envelope('ForbiddenError', message, { code: 'permission_missing' }));
      expect(resolveError(error)).toEqual({ action: 'show', message });
    }
  });
});

describe('no response or status', () => {
  it('NetworkError: Could not connect to server!', () => {
    expect(resolveError(new NetworkError('Could not reach it', url))).toEqual({
      action: 'show',
      message: 'Could not connect to server!',
    });
  });
  it('TimeoutError: Could not connect to server!', () => {
    expect(resolveError(new TimeoutError(url, 50))).toEqual({
      action: 'show',
      message: 'Could not connect to server!',
    });
  });
  it('AbortError: the caller aborted, nothing to say', () => {
    expect(resolveError(new AbortError(url))).toEqual({ action: 'ignore' });
  });
});

describe('the generic handler', () => {
  it('a body that is an array: messages joined with ", " and underscores replaced by spaces', () => {
    const error = apiErrorFrom({
      status: 400,
      message: 'Bad Request',
      body: ['first_name is required', { message: 'last_name is_invalid' }, 'date_of_birth'],
      url,
    });
    expect(resolveError(error)).toEqual({
      action: 'show',
      message: 'first name is required, last name is invalid, date of birth',
    });
  });

  it('an envelope with an errors list: joined', () => {
    const error = fromEnvelope(
      envelope('ValidationError', 'The email field is required', {
        errors: ['email: The email field is required', 'password: The password field is required'],
        fieldErrors: {
          email: 'The email field is required',
          password: 'The password field is required',
        },
      }),
    );
    expect(resolveError(error)).toEqual({
      action: 'show',
      message: 'email: The email field is required, password: The password field is required',
    });
  });

  it('an empty errors list falls back to the server message', () => {
    const error = fromEnvelope(envelope('ConflictError', 'Email already exists', { errors: [] }));
    expect(resolveError(error)).toEqual({ action: 'show', message: 'Email already exists' });
  });

  it('TooManyRequestsError: a throttle record {url, timeRemainingInSeconds, timestamp} and the message', () => {
    const error = fromEnvelope(
      envelope('TooManyRequestsError', 'Too many attempts, try again later', {
        data: { timeRemainingInSeconds: 42 },
      }),
    );
    expect(resolveError(error, () => 1_700_000_000_000)).toEqual({
      action: 'show',
      message: 'Too many attempts, try again later',
      throttle: { url, timeRemainingInSeconds: 42, timestamp: 1_700_000_000_000 },
    });
  });

  it('TooManyRequestsError without data.timeRemainingInSeconds takes the Retry-After header', () => {
    const error = fromEnvelope(envelope('TooManyRequestsError', 'Slow down'), { retryAfterSeconds: 30 });
    expect(resolveError(error, () => 5)).toEqual({
      action: 'show',
      message: 'Slow down',
      throttle: { url, timeRemainingInSeconds: 30, timestamp: 5 },
    });
  });

  it('TooManyRequestsError with no count at all records 0 seconds', () => {
    const error = fromEnvelope(envelope('TooManyRequestsError', 'Slow down'));
    expect(resolveError(error, () => 5)).toEqual({
      action: 'show',
      message: 'Slow down',
      throttle: { url, timeRemainingInSeconds: 0, timestamp: 5 },
    });
  });

  it('a 429 without an envelope is still throttled (the status names it)', () => {
    const error = apiErrorFrom({ status: 429, message: 'Too Many Requests', body: 'rate limited', url });
    expect(resolveError(error, () => 9)).toEqual({
      action: 'show',
      message: 'Too Many Requests',
      throttle: { url, timeRemainingInSeconds: 0, timestamp: 9 },
    });
  });

  it('otherwise the server message', () => {
    const error = fromEnvelope(envelope('NotFoundError', 'Verification not found'));
    expect(resolveError(error)).toEqual({ action: 'show', message: 'Verification not found' });
  });

  it('no throttle record for other errors', () => {
    const error = fromEnvelope(envelope('PaymentRequiredError', 'Insufficient wallet balance'));
    expect(resolveError(error)).not.toHaveProperty('throttle');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['the empty string', ''],
  ])('no body (%s): the error message', (_case, body) => {
    const error = apiErrorFrom({ status: 502, message: 'Bad Gateway', body, url });
    expect(resolveError(error)).toEqual({ action: 'show', message: 'Bad Gateway' });
  });

  it("no body and no message: 'Ouch, not sure what happened...'", () => {
    const error = apiErrorFrom({ status: 502, message: '', body: undefined, url });
    expect(resolveError(error)).toEqual({ action: 'show', message: 'Ouch, not sure what happened...' });
  });

  it("a body but no message (HTTP/2 has no status text): 'Ouch, not sure what happened...'", () => {
    const error = apiErrorFrom({ status: 502, message: '', body: '<html>Bad Gateway</html>', url });
    expect(resolveError(error)).toEqual({ action: 'show', message: 'Ouch, not sure what happened...' });
  });
});

describe('a value that is not a Verity error', () => {
  it.each([
    ['an Error', new Error('boom')],
    ['a TypeError', new TypeError('Failed to fetch')],
    ['a string', 'oops'],
    ['undefined', undefined],
    ['null', null],
    ['an object', { message: 'unauthorized' }],
    ['a bare VerityError', new VerityError('something')],
  ])('%s', (_case, thrown) => {
    expect(resolveError(thrown)).toEqual({
      action: 'show',
      message: 'Something really bad happened. Check that you have an active internet connection',
    });
  });
});
