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
  it('loads in Chromium and reaches the API through the client', async () => {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('pageerror', (error) => failed.push(error.message));
    await page.goto(server.url);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('API: ok (pglite)');
    expect(await page.title()).toMatch(/Verity/);
    expect(failed).toEqual([]);
    await page.close();
  });

  it('serves the app for a deep link and a JSON 404 for an unknown API path', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/auth/login`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Verity');
    const api = await page.request.get(`${server.url}/api/user/v1/nothing`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, name: 'NotFoundError' });
    await page.close();
  });
});
