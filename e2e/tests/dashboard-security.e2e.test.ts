/**
 * The dashboard's security headers as a browser meets them: the document and its scripts carry the strict
 * CSP, the policy really refuses what it should (and the suite-wide violation listener hears it), and no
 * other site can frame the dashboard.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { acceptViolations, pendingViolations } from '../support/csp-violations.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite();

describe('the dashboard’s security headers', () => {
  it('the login page and its scripts arrive with the strict CSP, nosniff, referrer and opener policies', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const scripts: Array<Record<string, string>> = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/') && response.url().endsWith('.js'))
        scripts.push(response.headers());
    });
    const response = await page.goto(`${suite.server.url}/auth/login`);
    await page.getByLabel('Email address').waitFor();
    const headers = response?.headers() ?? {};

    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Served over plain http here: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();

    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script['content-security-policy']).toBe(csp);
      expect(script['x-content-type-options']).toBe('nosniff');
    }
    await context.close();
  });

  it('refuses a script injected into the page, and the suite’s violation listener reports it', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/auth/login`);
    await page.getByLabel('Email address').waitFor();

    // What an HTML injection would do: an inline script, and a style block.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { display: none }';
      document.head.append(style);
    });
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
    expect(await page.getByLabel('Email address').isVisible()).toBe(true);

    await expect.poll(() => pendingViolations().length).toBe(2);
    const directives = acceptViolations()
      .map((violation) => violation.directive)
      .sort();
    expect(directives).toEqual(['script-src-elem', 'style-src-elem']);
    await context.close();
  });

  it('another site cannot show the dashboard in a frame', async () => {
    // A partner's page on another port of this machine: another origin, and loopback like the server,
    // so only the dashboard's own headers can stop the frame.
    const partner = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><title>Partner</title><iframe title="dashboard" src="${suite.server.url}/auth/login"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    const { port } = partner.address() as AddressInfo;
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForLoadState('load');

      // The browser refused to render it: the frame holds its error page, never the dashboard.
      const child = () => page.frames().find((frame) => frame !== page.mainFrame());
      await expect.poll(() => child()?.url()).toMatch(/^chrome-error:/);
      expect(await child()?.locator('#root').count()).toBe(0);
    } finally {
      await context.close();
      await new Promise((resolve) => partner.close(resolve));
    }
  });

  it('the API reference opens under the same strict CSP and shows each route with its access and failures', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${suite.server.url}/api-reference`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);

    // Swagger UI renders the published document: the title, then an operation opened by a reader.
    await page.getByRole('heading', { name: /Verity API/ }).waitFor();
    await page.getByPlaceholder('Filter by tag').fill('roles');
    // The filter leaves one section; sections start folded (there are hundreds of routes): the reader
    // opens the tag, then the route.
    await expect.poll(() => page.locator('[id^="operations-tag-"]').count()).toBe(1);
    await page.locator('#operations-tag-roles').click();
    await page.locator('.opblock-summary').first().waitFor();
    await page.locator('.opblock-summary', { hasText: 'The users who hold a role' }).click();
    // Opened: who may call it, and the failures it may answer, each with its stable code.
    await page.getByText("the business's own staff (not organization staff)").first().waitFor();
    expect(await page.locator('.opblock-description-wrapper code', { hasText: 'user:view' }).count()).toBe(1);
    await expect.poll(() => page.getByText('permission_missing').count()).toBeGreaterThan(0);
    // The suite-wide listener fails this test on any CSP violation; none is expected.
    expect(pendingViolations()).toEqual([]);
    await context.close();
  });
});
