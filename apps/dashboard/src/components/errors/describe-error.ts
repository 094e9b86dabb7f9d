/**
 * Turns anything a page load threw into what the error page shows: an API failure keeps its status and the
 * server's message, no answer is a network error (status 0), anything else shows its own status code, else
 * 500, with its message.
 */
import { ApiError, isFailureEnvelope, NetworkError, TimeoutError } from '@verity/client';
import type { ErrorPageInput } from './error-page-content';

export function describeError(error: unknown): ErrorPageInput {
  if (error instanceof ApiError) {
    // Only the API's own envelope carries a server message; a proxy's HTML page does not.
    const serverMessage = isFailureEnvelope(error.body) ? error.body.message : undefined;
    return { status: error.status, serverMessage };
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) return { status: 0 };
  const status = statusOf(error);
  const message = error instanceof Error ? error.message : undefined;
  return { status: status ?? 500, message };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = (error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof candidate === 'number' && Number.isInteger(candidate) && candidate >= 400
    ? candidate
    : undefined;
}
