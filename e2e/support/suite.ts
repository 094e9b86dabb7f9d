/**
 * One browser suite per test file: a real server on a fresh database and Debian Chromium, started before
 * the file's tests and closed after, and a way to get a page already signed in.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from './browser.js';
import { type RunningServer, startServer } from './server.js';
import { signedInState, signIn } from './session.js';

export interface SignedInOptions {
  viewport?: { width: number; height: number };
  /** Install Playwright's fake clock before the first navigation, so every app timer runs on it. */
  fakeClock?: boolean;
}

export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /**
   * A fresh context signed in as `email` (through the API when the login finishes on its own, else
   * through the login page), once the shell has rendered the home page.
   */
  signedInPage(email?: string, options?: SignedInOptions): Promise<{ context: BrowserContext; page: Page }>;
}

export function browserSuite(
  contextDefaults: BrowserContextOptions = {},
  serverOptions: Parameters<typeof startServer>[0] = {},
): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(serverOptions);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const suite: BrowserSuite = {
    get server() {
      if (!server) throw new Error('the suite has not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the suite has not started');
      return browser;
    },
    async signedInPage(email = 'owner@acme.local', options = {}) {
      // Signed in through the API, as the login page would leave the browser: the login page is the auth
      // files' to test, and skipping it here saves every other test its two page loads.
      const state = await signedInState(suite.server.url, email);
      const context = await suite.browser.newContext({
        ...contextDefaults,
        ...(options.viewport ? { viewport: options.viewport } : {}),
        ...(state ? { storageState: state } : {}),
      });
      const page = await context.newPage();
      if (options.fakeClock) await page.clock.install();
      if (state) await page.goto(`${suite.server.url}/`);
      else await signIn(page, suite.server.url, email);
      await page.waitForURL(`${suite.server.url}/`);
      await expect.poll(() => page.getByRole('heading', { name: /^Welcome, / }).isVisible()).toBe(true);
      return { context, page };
    },
  };
  return suite;
}
