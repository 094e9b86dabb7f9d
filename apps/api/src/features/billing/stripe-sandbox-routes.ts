/**
 * The Stripe sandbox on the dashboard's origin, served only when no Stripe keys are set: the Stripe.js
 * stand-in at `/stripe-sandbox/v3.js` (the dashboard loads it in place of https://js.stripe.com/v3) and
 * the double's browser-facing calls at `/stripe-sandbox/v1/...` (what Stripe.js sends to
 * api.stripe.com: confirming a card's set-up or a payment with a publishable key and a client secret).
 * Same origin, so the dashboard's CSP needs nothing added for the sandbox.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppInstance } from '../../http/app-instance.js';

const STAND_IN = new URL('../../../assets/stripe-sandbox/v3.js', import.meta.url);
const PREFIX = '/stripe-sandbox';

export function registerStripeSandboxRoutes(app: AppInstance): void {
  const double = app.ctx.cardProvider.sandbox;
  if (!double) return;
  let script: Promise<string> | undefined;
  void (app as unknown as FastifyInstance).register(async (scope) => {
    // Stripe.js sends form-encoded bodies; the double reads them as Stripe does, from the raw text.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.get(`${PREFIX}/v3.js`, async (_request, reply) => {
      script ??= readFile(STAND_IN, 'utf8');
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await script);
    });
    scope.route({
      method: ['GET', 'POST'],
      url: `${PREFIX}/v1/*`,
      // Stripe's state, not this server's records: nothing here is audited.
      config: { audit: false },
      handler: async (request, reply) => {
        const answer = await double.request({
          method: request.method,
          path: request.url.slice(PREFIX.length),
          headers: request.headers,
          rawBody: typeof request.body === 'string' ? request.body : '',
        });
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      },
    });
  });
}
