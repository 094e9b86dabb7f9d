/**
 * What the app does with any thrown value, as one pure function: change the password, log out, show a
 * message, or nothing, and with which words. It branches on the failure's code (error-codes.ts), never on
 * its message: an expired password is `password_expired`, an ended session `unauthenticated`.
 */
import { AbortError, ApiError, NetworkError, TimeoutError, TooManyRequestsError } from './errors.js';

export const errorTexts = {
  passwordExpired: 'Your password has expired, please change your password to continue',
  loginToContinue: 'Please login to continue',
  couldNotConnect: 'Could not connect to server!',
  unknown: 'Ouch, not sure what happened...',
  noResponse: 'Something really bad happened. Check that you have an active internet connection',
} as const;

/** What the app records when a call is throttled, to show a countdown or hold back retries. */
export interface ThrottleRecord {
  url: string;
  timeRemainingInSeconds: number;
  timestamp: number;
}

export type ErrorResolution =
  | { action: 'change-password'; message: string }
  | { action: 'logout'; message: string }
  | { action: 'show'; message: string; throttle?: ThrottleRecord }
  /** The caller aborted the call itself: nothing to tell anyone. */
  | { action: 'ignore' };

export function resolveError(error: unknown, now: () => number = Date.now): ErrorResolution {
  if (error instanceof AbortError) return { action: 'ignore' };
  if (error instanceof NetworkError || error instanceof TimeoutError)
    return { action: 'show', message: errorTexts.couldNotConnect };
  if (!(error instanceof ApiError)) return { action: 'show', message: errorTexts.noResponse };

  if (error.code === 'password_expired')
    return { action: 'change-password', message: errorTexts.passwordExpired };
  // A 401 without a code came from something in front of the API (a gateway): the session is gone too.
  if (error.code === 'unauthenticated' || (error.code === undefined && error.status === 401))
    return { action: 'logout', message: errorTexts.loginToContinue };
  return { action: 'show', ...genericMessage(error, now) };
}

function genericMessage(error: ApiError, now: () => number): { message: string; throttle?: ThrottleRecord } {
  const body = error.body;
  if (Array.isArray(body)) {
    return { message: body.map(itemMessage).join(', ').replaceAll('_', ' ') };
  }
  if (body === undefined || body === null || body === '') {
    return { message: error.message || errorTexts.unknown };
  }
  if (error.errors.length > 0) return { message: error.errors.join(', ') };
  if (error.name === 'TooManyRequestsError') {
    // The error class already falls back to the Retry-After header when the body has no count.
    const remaining =
      error instanceof TooManyRequestsError
        ? error.timeRemainingInSeconds
        : (error.data as { timeRemainingInSeconds?: unknown } | undefined)?.timeRemainingInSeconds;
    return {
      message: error.message,
      throttle: {
        url: error.url,
        timeRemainingInSeconds: typeof remaining === 'number' ? remaining : 0,
        timestamp: now(),
      },
    };
  }
  return { message: error.message || errorTexts.unknown };
}

function itemMessage(item: unknown): string {
  if (typeof item === 'string') return item;
  if (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as { message?: unknown }).message === 'string'
  )
    return (item as { message: string }).message;
  return String(item);
}
