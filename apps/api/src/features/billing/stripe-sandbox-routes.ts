/**
 * The Stripe sandbox on the dashboard's origin, served only when no Stripe keys are set: the Stripe.js
 * stand-in at `/stripe-sandbox/v3.js` (the dashboard loads it in place of https://js.stripe.com/v3) and
 * the double's browser-facing calls at `/stripe-sandbox/v1/...` (what Stripe.js sends to
 * api.stripe.com: confirming a card's set-up or a payment with a publishable key and a client secret).
 * Same origin, so the dashboard's CSP needs nothing added for the sandbox.
 *
 * The proxy is public, so it passes on only what Stripe.js may do with the publishable key: the calls the
 * stand-in makes (`BROWSER_CALLS`), with no header, and the double believes only the publishable key on
 * them. The double's server calls (customers, PaymentIntents, card details) need the secret key, which
 * never travels through here.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppInstance } from '../../http/app-instance.js';

const STAND_IN = new URL('../../../assets/stripe-sandbox/v3.js', import.meta.url);
const PREFIX = '/stripe-sandbox';

/** What the Stripe.js stand-in (assets/stripe-sandbox/v3.js) calls: read, confirm, and the 3-D Secure page. */
const BROWSER_CALLS: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'GET', path: /^\/v1\/(setup_intents|payment_intents)\/[^/]+$/ },
  { method: 'POST', path: /^\/v1\/(setup_intents|payment_intents)\/[^/]+\/confirm$/ },
  { method: 'POST', path: /^\/v1\/sandbox\/authenticate$/ },
];

export const NOT_A_BROWSER_CALL = 'Only the calls Stripe.js makes with the publishable key are served here';

/** Judged on the path as the double will read it (dot segments resolved), not as it was sent. */
function isBrowserCall(method: string, path: string): boolean {
  const { pathname } = new URL(path, 'http://stripe-sandbox.invalid');
  return BROWSER_CALLS.some((call) => call.method === method && call.path.test(pathname));
}

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
        const path = request.url.slice(PREFIX.length);
        // Stripe's error shape, which the stand-in reads.
        if (!isBrowserCall(request.method, path))
          return reply
            .code(404)
            .type('application/json')
            .send(JSON.stringify({ error: { type: 'invalid_request_error', message: NOT_A_BROWSER_CALL } }));
        const answer = await double.request({
          method: request.method,
          path,
          // Stripe.js sends none that matter; an Authorization header must never reach the double.
          headers: {},
          rawBody: typeof request.body === 'string' ? request.body : '',
          fromBrowser: true,
        });
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      },
    });
  });
}
