// A stand-in for a partner's website: serves the embed pages on their own origin with a strict
// Content-Security-Policy, filling in where Verity runs and which form to show.
//   VERITY_URL=http://127.0.0.1:8080 FORM_ID=<published form id> node examples/embeds/serve.mjs
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const files = new Map([
  ['/', 'script-tag.html'],
  ['/script-tag.html', 'script-tag.html'],
  ['/iframe.html', 'iframe.html'],
  ['/site.css', 'site.css'],
  ['/events.js', 'events.js'],
  ['/capture.html', 'capture.html'],
  ['/capture.js', 'capture.js'],
]);
/** @type {Record<string, string>} */
const types = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript' };

/**
 * The partner's policy: nothing inline, scripts and calls only from itself and Verity.
 * @param {string} verityUrl
 * @param {string} formsUrl
 */
export function partnerPolicy(verityUrl, formsUrl = verityUrl) {
  return [
    "default-src 'none'",
    `script-src 'self' ${verityUrl}`,
    "style-src 'self'",
    `img-src 'self' data: blob: ${verityUrl}`,
    `connect-src ${verityUrl}`,
    `frame-src ${verityUrl} ${formsUrl}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * Verity serves public forms on their own host; locally that is the other loopback name of the API's.
 * @param {string} verityUrl
 */
export function formsUrlOf(verityUrl) {
  const url = new URL(verityUrl);
  if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  else if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  return url.origin;
}

/**
 * @param {{ verityUrl: string, formsUrl?: string, formId: string, port?: number }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startPartnerSite({ verityUrl, formsUrl = formsUrlOf(verityUrl), formId, port = 0 }) {
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://site').pathname;
    const file = files.get(pathname);
    if (!file) {
      response.writeHead(404).end('Not found');
      return;
    }
    let body = await readFile(join(here, file), 'utf8');
    if (file.endsWith('.html'))
      body = body
        .replaceAll('{{VERITY_URL}}', verityUrl)
        .replaceAll('{{FORMS_URL}}', formsUrl)
        .replaceAll('{{FORM_ID}}', encodeURIComponent(formId))
        .replaceAll('{{SITE_ORIGIN}}', encodeURIComponent(`http://${request.headers.host}`));
    response.writeHead(200, {
      'content-type': types[extname(file)],
      'content-security-policy': partnerPolicy(verityUrl, formsUrl),
    });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const verityUrl = process.env.VERITY_URL ?? 'http://127.0.0.1:8080';
  const formId = process.env.FORM_ID ?? '019a0000-0000-7000-8000-00000000d3e0';
  const formsUrl = process.env.FORMS_URL ?? formsUrlOf(verityUrl);
  const site = await startPartnerSite({
    verityUrl,
    formsUrl,
    formId,
    port: Number(process.env.PORT ?? 8090),
  });
  console.log(`Partner site at ${site.url}/script-tag.html and ${site.url}/iframe.html (form ${formId})`);
}
