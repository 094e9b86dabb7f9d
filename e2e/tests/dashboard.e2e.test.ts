import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the dashboard served by the API', () => {
  it('sends a signed-out visitor of / to the login page, with no failed request or script error', async () => {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('pageerror', (error) => failed.push(error.message));
    await page.goto(server.url);
    await page.waitForURL(/\/auth\/login$/);
    expect(await page.title()).toMatch(/Verity/);
    expect(failed).toEqual([]);
    await page.close();
  });

  it('serves the app for a deep link and a JSON 404 for an unknown API path', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/auth/forgot-password`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('#root').count()).toBe(1);
    const api = await page.request.get(`${server.url}/api/user/v1/nothing`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, name: 'NotFoundError' });
    await page.close();
  });
});
