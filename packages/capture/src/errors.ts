/**
 * The `error` event's codes: stable, snake_case, one per thing the host can act on. The camera's come from
 * `CameraProblem`; the API's from the client's error classes (the transport turns every failure into one).
 */
import { ApiError, ForbiddenError, NetworkError, TimeoutError } from '@verity/client/public';
import type { CameraProblem } from './camera.js';

export type ApiProblem =
  /** The token is unknown, expired, or its session is finished: ask the business for a new link. */
  | 'session_invalid'
  /** The session has used all its attempts. */
  | 'attempts_spent'
  /** No answer reached us (offline, DNS, timeout): trying again may work. */
  | 'network_error'
  /** The API failed (5xx, 429, anything unexpected): trying again may work. */
  | 'server_error'
  /** The API refused the image itself (type, size, unreadable): take another. */
  | 'upload_failed';

export type CaptureErrorCode = ApiProblem | CameraProblem;

/** Which call failed: the same status means different things at the start and on an upload. */
export type CallKind = 'start' | 'upload' | 'complete';

/** Whether the person can fix a problem by trying the same thing again. */
export function canRetry(code: ApiProblem): boolean {
  return code === 'network_error' || code === 'server_error' || code === 'upload_failed';
}

/**
 * The code for a failed API call. `expired` says whether the attempt's `expiresAt` has passed: the API
 * answers an expired token with the same 400 as a malformed upload, and only the clock tells them apart.
 */
export function apiProblemOf(error: unknown, call: CallKind, expired = false): ApiProblem {
  if (error instanceof NetworkError || error instanceof TimeoutError) return 'network_error';
  if (!(error instanceof ApiError)) return 'server_error';
  if (error instanceof ForbiddenError) return call === 'start' ? 'attempts_spent' : 'session_invalid';
  const { status } = error;
  if (status === 408 || status === 429 || status >= 500) return 'server_error';
  if (status === 401 || status === 404 || call !== 'upload' || expired) return 'session_invalid';
  return 'upload_failed';
}
