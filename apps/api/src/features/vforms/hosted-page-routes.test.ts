import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../http/app-instance.js';
import { HOSTED_PAGE_CSP, hostedPageCsp, registerHostedPageRoutes } from './hosted-page-routes.js';

/** The bare app's CSP: its public URL (where uploads are served) is an image source too. */
const CSP = hostedPageCsp('http://127.0.0.1:8080');

const ID = '019a0000-0000-7000-8000-00000000d3e0';
let dir: string;
let app: AppInstance;
let unbuilt: AppInstance;

function bare(widgetsDir: string) {
  const instance = Fastify() as unknown as AppInstance;
  instance.decorate('ctx', {
    config: { nodeEnv: 'test', publicUrl: 'http://127.0.0.1:8080', formsUrl: 'http://localhost:8080' },
  } as never);
  registerHostedPageRoutes(instance, { widgetsDir });
  return instance;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verity-widgets-'));
  writeFileSync(join(dir, 'vform.js'), '(function(){})();');
  writeFileSync(join(dir, 'vform-embed.js'), '(function(){})();');
  app = bare(dir);
  unbuilt = bare(join(dir, 'missing'));
});

afterAll(async () => {
  await app.close();
  await unbuilt.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /v-forms/:templateId (the hosted page)', () => {
  it('is served on the forms host only: on the dashboard host the path is the dashboard’s', async () => {
    const onForms = await app.inject({ url: `/v-forms/${ID}`, headers: { host: 'localhost:8080' } });
    expect(onForms.headers['content-security-policy']).toBe(CSP);
    const onDashboard = await app.inject({ url: `/v-forms/${ID}`, headers: { host: '127.0.0.1:8080' } });
    expect(onDashboard.statusCode).toBe(404);
    expect(onDashboard.headers['content-security-policy']).toBeUndefined();
  });

  it('loads the widget for the form, with nothing inline and a strict CSP', async () => {
    const response = await app.inject({ url: `/v-forms/${ID}?e=s&parentOrigin=https://shop.test` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(CSP);
    expect(HOSTED_PAGE_CSP).toContain("default-src 'none'; script-src 'self'; style-src 'self'");
    expect(HOSTED_PAGE_CSP).toContain('frame-ancestors *');
    // Uploaded logos are served from the API's own address, which is another host (and http locally).
    expect(CSP).toContain("img-src 'self' data: blob: https: http://127.0.0.1:8080;");
    // An identity capture field's dialog frames the capture page, served from the same address.
    expect(CSP).toContain("frame-src 'self' http://127.0.0.1:8080;");
    expect(CSP.replaceAll(' http://127.0.0.1:8080', '')).toBe(HOSTED_PAGE_CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const html = response.body;
    expect(html).toContain(
      `<script src="/widgets/vform.js" data-form-id="${ID}" data-target="#verity-vform" data-hosted data-environment="staging" defer></script>`,
    );
    expect(html).toContain('<main id="verity-vform"></main>');
    expect(html).toContain('<html lang="en">');
    // Nothing inline: one script, external; no style element or attribute; no handler attributes.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  });

  it('passes e=p and closable=1 along, and marks the preset preview', async () => {
    const production = await app.inject({ url: `/v-forms/${ID}?e=p&closable=1` });
    expect(production.body).toContain('data-environment="production" data-closable');
    const preview = await app.inject({ url: `/v-forms/${ID}/preset/preview` });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('data-hosted data-environment="development" data-preview defer');
  });

  it('answers a 404 page (same headers) for an id that is not id-shaped', async () => {
    for (const bad of ['x'.repeat(65), '..%2F..%2Fetc', '%3Cscript%3E', '-leading-dash']) {
      const response = await app.inject({ url: `/v-forms/${bad}` });
      expect(response.statusCode, bad).toBe(404);
      expect(response.headers['content-security-policy']).toBe(CSP);
      expect(response.body).toContain('<h1>Form not found</h1>');
      expect(response.body).not.toContain('<script');
    }
  });
});

describe('GET /widgets/:file', () => {
  it('serves the built widget files as JavaScript', async () => {
    for (const file of ['vform.js', 'vform-embed.js']) {
      const response = await app.inject({ url: `/widgets/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.body).toBe('(function(){})();');
    }
  });

  it('answers 404 in the envelope for other files, and when the widget is not built', async () => {
    const other = await app.inject({ url: '/widgets/index.js' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, name: 'NotFoundError' });
    const missingMap = await app.inject({ url: '/widgets/vform.js.map' });
    expect(missingMap.statusCode).toBe(404);
    const notBuilt = await unbuilt.inject({ url: '/widgets/vform.js' });
    expect(notBuilt.statusCode).toBe(404);
    expect(notBuilt.json()).toMatchObject({
      success: false,
      name: 'NotFoundError',
      message: 'The widget is not built: run npm run build in packages/widgets',
    });
  });
});
