import type { SuccessEnvelope } from '@verity/client';

/** The success envelope of api-conventions.md. */
export function ok<T>(data: T, message = 'Successful', statusCode = 200): SuccessEnvelope<T> {
  return { success: true, statusCode, message, data };
}
