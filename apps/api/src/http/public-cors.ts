/**
 * Forms and the capture flow are embedded on partners' sites, so their public calls (a vForm's view,
 * access point, captcha, upload and submit; the capture flow's start, uploads and complete) answer any
 * origin. They carry no credentials (no cookies; the capture token is in the body, never a cookie), which
 * is what makes `*` safe here. Signed-in routes get no CORS headers, so another site's script cannot read
 * them. Registered per service (vForms, identity).
 */
import type { AppInstance } from './app-instance.js';

const ALLOWED_HEADERS = 'content-type, idempotency-key, x-request-id';

export function registerPublicCors(app: AppInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config?.public !== true) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'x-request-id, retry-after');
  });
  // The preflight a browser sends before a cross-origin JSON POST.
  app.options('/*', { config: { audit: false } }, async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', '600')
      .send(),
  );
}
