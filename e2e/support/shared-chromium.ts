/**
 * vitest globalSetup: launches the one Chromium every browser test file connects to (browser.ts), instead
 * of a launch per file, and closes it after the run.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium-options.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's Playwright endpoint; empty when each file launches its own. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(CHROMIUM_LAUNCH_OPTIONS);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
