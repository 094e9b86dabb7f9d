/**
 * The contract check the test suites run on every answer: a success answer of a route with a declared
 * response schema must parse with that schema (after the serializer wrote it, so what is checked is what a
 * caller receives). A mismatch turns the answer into a 500 naming the route and the field, so whichever
 * suite met it fails there. Test builds only: in production the serializer alone holds answers to shape.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

export class AnswerContractError extends Error {
  constructor(route: string, issues: z.core.$ZodIssue[]) {
    const first = issues[0];
    super(
      `${route} answered outside its declared response schema: ${first ? `data.${first.path.join('.')}: ${first.message}` : 'unknown'}`,
    );
    this.name = 'AnswerContractError';
  }
}

export function registerAnswerContractCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const response = request.routeOptions.schema?.response as Record<string, z.ZodType> | undefined;
    const schema = response?.['2xx'];
    if (!schema || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    const parsed = schema.safeParse((JSON.parse(payload) as { data?: unknown }).data);
    if (!parsed.success)
      throw new AnswerContractError(`${request.method} ${request.routeOptions.url}`, parsed.error.issues);
    return payload;
  });
}
