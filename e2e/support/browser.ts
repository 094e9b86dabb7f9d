/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
import { type Browser, chromium } from 'playwright-core';
import { watchBrowser } from './csp-violations.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every context of the browser records CSP violations (csp-violations.ts). */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  return watchBrowser(browser);
}
