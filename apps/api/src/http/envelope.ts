import type { SuccessEnvelope } from '@verity/client';
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from './route-access.js';

/**
 * The success envelope every JSON answer is wrapped in. Its statusCode is the answer's HTTP status, set as
 * it is sent (`registerEnvelopeStatus`): a handler states its status once, with `reply.code(201)`.
 */
export function ok<T>(data: T, message = 'Successful'): SuccessEnvelope<T> {
  return { success: true, statusCode: 200, message, data };
}

function isEnvelope(payload: unknown): payload is { success: boolean; statusCode: number } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { success?: unknown }).success === 'boolean' &&
    typeof (payload as { statusCode?: unknown }).statusCode === 'number'
  );
}

/**
 * The one place an envelope's statusCode is decided: from the reply it goes out on, so the body and the HTTP
 * status cannot disagree whatever a handler built.
 */
export function registerEnvelopeStatus(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!isApiRoute(request.url) || !isEnvelope(payload) || payload.statusCode === reply.statusCode)
      return payload;
    return { ...payload, statusCode: reply.statusCode };
  });
}
