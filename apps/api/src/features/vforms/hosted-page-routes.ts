/**
 * The public form link: `GET /v-forms/{templateId}` (and `/preset/preview` for a
 * preset) answers a tiny HTML page that loads the widget from `/widgets/vform.js`; the widget fetches the
 * template through the public API and renders it. No inline script, no inline style: the page's CSP allows
 * only this origin's scripts and styles (the widget styles itself through a constructable stylesheet and
 * CSSOM). `frame-ancestors *` lets any site embed it in the iframe snippet.
 *
 * Also serves the built widget files (`packages/widgets/dist`): `/widgets/vform.js` (the script tag and the
 * hosted page) and `/widgets/vform-embed.js` (the iframe auto-height helper), with their source maps.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveAppEnvironment } from '@verity/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance.js';
import { sendBuiltScript } from '../../http/built-script.js';
import { sendHostedPage } from '../../http/hosted-page.js';

/** The hosted page's CSP: only this origin's scripts and styles; images from anywhere secure. */
export const HOSTED_PAGE_CSP = hostedPageCsp();

/**
 * The CSP with `publicUrl` (the API's own address) allowed as an image source, for uploaded logos and
 * banners (their `cachedLocation`), and as a frame source, for an identity capture field's dialog (the
 * hosted capture page). The forms live on another host, so 'self' does not cover it, and neither does
 * `https:` on a plain-http deployment (local development).
 */
export function hostedPageCsp(publicUrl?: string): string {
  let api = '';
  try {
    if (publicUrl) api = ` ${new URL(publicUrl).origin}`;
  } catch {
    // Not a URL: images and frames from this origin (and images over https) only.
  }
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: https:${api}`,
    "connect-src 'self'",
    "font-src 'self'",
    `frame-src 'self'${api}`,
    "base-uri 'none'",
    "form-action 'self'",
    'frame-ancestors *',
  ].join('; ');
}

/** Template ids are UUIDs; anything else (but this shape, up to 64 characters) is not a form. */
const TEMPLATE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const WIDGET_FILES = new Set(['vform.js', 'vform.js.map', 'vform-embed.js', 'vform-embed.js.map']);

function defaultWidgetsDir(): string {
  try {
    return join(dirname(fileURLToPath(import.meta.resolve('@verity/widgets/package.json'))), 'dist');
  } catch {
    return fileURLToPath(new URL('../../../../../packages/widgets/dist/', import.meta.url));
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface HostedPageOptions {
  /** Where the built widget files are; default `@verity/widgets`' dist. */
  widgetsDir?: string;
}

interface PageData {
  formId: string | null;
  preview: boolean;
  closable: boolean;
  environment: string;
}

/** The page: the widget's script with the form's id, and the element it mounts into. Nothing inline. */
export function hostedPageHtml({ formId, preview, closable, environment }: PageData): string {
  const data = formId
    ? [
        `data-form-id="${escapeAttribute(formId)}"`,
        'data-target="#verity-vform"',
        'data-hosted',
        `data-environment="${environment}"`,
        preview ? 'data-preview' : '',
        closable ? 'data-closable' : '',
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${formId ? 'Form' : 'Form not found'}</title>
${formId ? `<script src="/widgets/vform.js" ${data} defer></script>\n` : ''}</head>
<body>
<main id="verity-vform">${formId ? '' : '<h1>Form not found</h1>\n<p>Check the link you were given.</p>'}</main>
</body>
</html>
`;
}

const sendPage = (reply: FastifyReply, status: number, html: string, csp: string) =>
  sendHostedPage(reply, html, { status, csp, referrerPolicy: 'strict-origin-when-cross-origin' });

export function registerHostedPageRoutes(app: AppInstance, options: HostedPageOptions = {}): void {
  const widgetsDir = options.widgetsDir ?? defaultWidgetsDir();
  const config = { public: true, audit: false } as const;

  /**
   * The forms live on their own host (config.formsUrl). On the dashboard's host the same paths are the
   * dashboard's own pages (/v-forms/{id} is a form's overview), so they fall through to it. With one host
   * for both, the public form wins: a shared link must never break.
   */
  const onFormsHost = (request: FastifyRequest) => {
    const formsHost = new URL(app.ctx.config.formsUrl).hostname;
    return formsHost === new URL(app.ctx.config.publicUrl).hostname || request.hostname === formsHost;
  };

  const page = (preview: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!onFormsHost(request)) return reply.callNotFound();
    const { templateId } = request.params as { templateId: string };
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const query = new URLSearchParams(search);
    if (!TEMPLATE_ID.test(templateId))
      return sendPage(
        reply,
        404,
        hostedPageHtml({ formId: null, preview, closable: false, environment: '' }),
        hostedPageCsp(app.ctx.config.publicUrl),
      );
    // The e=s / e=p host flag is accepted and handed to the widget; the API it calls is this origin.
    const environment = resolveAppEnvironment(
      search,
      app.ctx.config.nodeEnv === 'production' ? 'production' : 'development',
    );
    return sendPage(
      reply,
      200,
      hostedPageHtml({ formId: templateId, preview, closable: query.get('closable') === '1', environment }),
      hostedPageCsp(app.ctx.config.publicUrl),
    );
  };

  app.get('/v-forms/:templateId', { config }, page(false));
  app.get('/v-forms/:templateId/preset/preview', { config }, page(true));

  const widgets = {
    dir: widgetsDir,
    files: WIDGET_FILES,
    notBuilt: 'The widget is not built: run npm run build in packages/widgets',
  };
  app.get('/widgets/:file', { config }, (request, reply) =>
    sendBuiltScript(request, reply, widgets, (request.params as { file: string }).file),
  );
}
