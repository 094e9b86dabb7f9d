/**
 * The hosted capture pages and the flow's script. Every page is the same
 * tiny HTML: the script tag of `/capture/capture.iife.js` and the element it starts in; the session token
 * arrives in the URL's fragment (`#token=cst_…`, as the session's `url` gives it), so no server sees it.
 * Nothing inline: the CSP allows only this origin's scripts, styles and connections, the camera for this
 * page only, and any site to frame it (a partner's iframe must also `allow="camera"`).
 * - SDK pages: /sdk/liveness-check, /sdk/document-capture, /sdk/document-capture/{document_id}
 * - service pages: /services/{business_id?}/document and /liveness
 * - web-views: /web-view/liveness/passive/android and /ios (the bridge finds the native channel itself)
 * - a vForm's capture step: /v-forms/capture/{capture_id}/document, /liveness, /liveness_legacy and
 *   /v-forms/{capture_id}/capture
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../http/app-instance.js';
import { sendBuiltScript } from '../../http/built-script.js';
import { sendHostedPage } from '../../http/hosted-page.js';

/** The camera for the page's own origin only; nothing else a page could ask for. */
export const CAPTURE_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

export const CAPTURE_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: mediastream:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

const SCRIPT_FILES = new Set(['capture.iife.js', 'capture.iife.js.map']);
/** Ids in the paths are only echoed as data attributes; anything but this shape is a 404. */
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

function defaultCaptureDir(): string {
  try {
    return join(dirname(fileURLToPath(import.meta.resolve('@verity/capture/package.json'))), 'dist');
  } catch {
    return fileURLToPath(new URL('../../../../../packages/capture/dist/', import.meta.url));
  }
}

export type CapturePageKind = 'liveness' | 'document' | 'any';

/** The page: the script and the element it starts in. The page names what it is for the flow's copy. */
export function capturePageHtml(kind: CapturePageKind, platform: 'web' | 'android' | 'ios'): string {
  const title =
    kind === 'document' ? 'Document check' : kind === 'liveness' ? 'Liveness check' : 'Identity check';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${title}</title>
<script src="/capture/capture.iife.js" defer></script>
</head>
<body>
<main data-verity-capture-page data-kind="${kind}" data-platform="${platform}"></main>
</body>
</html>
`;
}

const sendPage = (reply: FastifyReply, html: string) =>
  sendHostedPage(reply, html, {
    csp: CAPTURE_PAGE_CSP,
    referrerPolicy: 'no-referrer',
    permissionsPolicy: CAPTURE_PERMISSIONS_POLICY,
  });

export interface CapturePageOptions {
  /** Where the built capture files are; default `@verity/capture`'s dist. */
  captureDir?: string;
}

export function registerCapturePageRoutes(app: AppInstance, options: CapturePageOptions = {}): void {
  const config = { public: true, audit: false } as const;
  const scripts = {
    dir: options.captureDir ?? defaultCaptureDir(),
    files: SCRIPT_FILES,
    notBuilt: 'The capture flow is not built: run npm run build in packages/capture',
  };
  app.get('/capture/:file', { config }, (request, reply) =>
    sendBuiltScript(request, reply, scripts, (request.params as { file: string }).file),
  );

  const pages: Array<[string, CapturePageKind, 'web' | 'android' | 'ios']> = [
    ['/sdk/liveness-check', 'liveness', 'web'],
    ['/sdk/document-capture', 'document', 'web'],
    ['/sdk/document-capture/:documentId', 'document', 'web'],
    ['/services/document', 'document', 'web'],
    ['/services/:businessId/document', 'document', 'web'],
    ['/services/liveness', 'liveness', 'web'],
    ['/services/:businessId/liveness', 'liveness', 'web'],
    ['/web-view/liveness/passive/android', 'liveness', 'android'],
    ['/web-view/liveness/passive/ios', 'liveness', 'ios'],
    ['/v-forms/capture/:captureId/document', 'document', 'web'],
    ['/v-forms/capture/:captureId/liveness', 'liveness', 'web'],
    ['/v-forms/capture/:captureId/liveness_legacy', 'liveness', 'web'],
    ['/v-forms/:captureId/capture', 'any', 'web'],
  ];
  for (const [path, kind, platform] of pages)
    app.get(path, { config }, async (request, reply) => {
      const params = request.params as Record<string, string>;
      if (Object.values(params).some((value) => !ID.test(value))) return reply.callNotFound();
      return sendPage(reply, capturePageHtml(kind, platform));
    });
}
