/**
 * What a download saved, read through Playwright's stream: it works whether the browser runs here or is
 * the run's shared Chromium reached over its endpoint, where `download.path()` is not available.
 */
import { buffer } from 'node:stream/consumers';
import type { Download } from 'playwright-core';

export async function downloadedBytes(download: Download): Promise<Buffer> {
  return buffer(await download.createReadStream());
}

export async function downloadedText(download: Download): Promise<string> {
  return (await downloadedBytes(download)).toString('utf8');
}
