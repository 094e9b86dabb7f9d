/**
 * The API reference page on the dashboard's host: `/api-reference`, Swagger UI (swagger-ui-dist, served
 * from this origin: no CDN) rendering `/api/openapi.json`. It runs under the dashboard's strict CSP, with
 * the dashboard's security headers: its start-up script is a file rather than an inline block, and Swagger
 * UI's styles come from its stylesheet (its React style props go through CSSOM, which CSP does not govern).
 * Read-only: "Try it out" is off, so the page never sends a request with the reader's session.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance.js';
import type { SecurityHeaders } from '../../http/dashboard-security-headers.js';
import { OPENAPI_PATH } from './openapi-route.js';

export const REFERENCE_PATH = '/api-reference';

const START_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  window.SwaggerUIBundle({
    url: '${OPENAPI_PATH}',
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    filter: true,
    validatorUrl: null,
    supportedSubmitMethods: [],
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Verity API reference</title>
    <link rel="stylesheet" href="${REFERENCE_PATH}/swagger-ui.css" />
    <script src="${REFERENCE_PATH}/swagger-ui-bundle.js" defer></script>
    <script src="${REFERENCE_PATH}/start.js" defer></script>
  </head>
  <body>
    <main id="reference"></main>
  </body>
</html>
`;

interface Asset {
  type: string;
  body: Buffer;
  /** Compressed once, when first asked for. */
  gzipped?: Buffer;
}

function swaggerUiFile(name: string): Buffer {
  const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  return readFileSync(join(dir, name));
}

const assets: Record<string, () => Asset> = {
  'swagger-ui.css': () => ({ type: 'text/css; charset=utf-8', body: swaggerUiFile('swagger-ui.css') }),
  'swagger-ui-bundle.js': () => ({
    type: 'text/javascript; charset=utf-8',
    body: swaggerUiFile('swagger-ui-bundle.js'),
  }),
  'start.js': () => ({ type: 'text/javascript; charset=utf-8', body: Buffer.from(START_SCRIPT) }),
};

export function registerReferencePageRoutes(app: AppInstance, headers: SecurityHeaders): void {
  const loaded = new Map<string, Asset>();
  const send = (request: FastifyRequest, reply: FastifyReply, name: string) => {
    const load = assets[name];
    if (!load) return reply.callNotFound();
    let asset = loaded.get(name);
    if (!asset) {
      asset = load();
      loaded.set(name, asset);
    }
    reply
      .headers(headers)
      .type(asset.type)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) !== 'gzip')
      return reply.send(asset.body);
    asset.gzipped ??= gzipSync(asset.body);
    return reply.header('content-encoding', 'gzip').send(asset.gzipped);
  };
  const config = { audit: false } as const;
  app.get(REFERENCE_PATH, { config }, async (_request, reply) =>
    reply.headers(headers).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  app.get(`${REFERENCE_PATH}/:file`, { config }, async (request, reply) =>
    send(request, reply, (request.params as { file: string }).file),
  );
}
