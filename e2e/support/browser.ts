/**
 * Debian's Chromium driven by playwright-core: never a downloaded browser. One Chromium serves the whole
 * run (shared-chromium.ts starts it); each test file connects to it and works in its own contexts, which
 * share nothing (cookies, storage, cache) with other files'.
 */
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium-options.js';
import { throttleBrowser } from './cpu-throttle.js';
import { watchBrowser } from './csp-violations.js';

/**
 * The run's Chromium, or one of the file's own when the run has none (a file run outside vitest's
 * globalSetup). Every context records CSP violations (csp-violations.ts) and, under `npm run
 * test:stress`, runs on a throttled CPU (cpu-throttle.ts). `close()` leaves the shared browser running
 * and closes only this file's contexts.
 */
export async function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  return watchBrowser(throttleBrowser(browser));
}
