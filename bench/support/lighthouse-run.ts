/**
 * One Lighthouse run (npm `lighthouse`, programmatic API) against Debian's Chromium, started by
 * chrome-launcher with the project's flags plus `--headless=new`. Nothing leaves the machine: the pages
 * are served on loopback and Lighthouse needs no network of its own.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './dashboard-build.js';

/** Lighthouse's own presets: mobile (simulated slow 4G, 4× CPU slowdown) and desktop. */
export type LighthousePreset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** The audits that cost accessibility points, by id. */
  accessibilityFailures: string[];
  /** Lighthouse's benchmark of this machine's CPU at the time (lower: busier or slower machine). */
  benchmarkIndex: number;
}

export class LighthouseRunError extends Error {
  override name = 'LighthouseRunError';
}

async function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
}

// Lighthouse's own advice for these ("Please run Lighthouse again"): a trace that came out incomplete.
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);
const ATTEMPTS = 3;

/** One report, in a Chromium of its own (nothing cached, no state from an earlier run). */
async function report(url: string, preset: LighthousePreset) {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result?.lhr) throw new LighthouseRunError(`Lighthouse returned no report for ${url}`);
    // REPORT_DIR=dir keeps each full report, to see what a figure came from.
    const reportDir = process.env.REPORT_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-${preset}-${Date.now()}.json`;
      writeFileSync(join(reportDir, name), JSON.stringify(result.lhr));
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(url: string, preset: LighthousePreset): Promise<LighthouseFigures> {
  let lhr = await report(url, preset);
  for (let attempt = 1; attempt < ATTEMPTS && RETRYABLE.has(lhr.runtimeError?.code ?? ''); attempt++)
    lhr = await report(url, preset);
  if (lhr.runtimeError)
    throw new LighthouseRunError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const accessibility = lhr.categories.accessibility;
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: accessibility?.score ?? 0,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndex: numeric('speed-index'),
    accessibilityFailures: (accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
