/**
 * Every page any browser test opens reports its Content-Security-Policy violations here: `watchBrowser`
 * (applied by launchChromium, so no test can forget it) gives each new context an init script that
 * listens for `securitypolicyviolation` in every frame and hands each one to Node through a binding.
 * `csp-setup.ts` fails the running test on any, and counts pages and violations per file for the run's
 * summary (`csp-report.ts`).
 */
import type { Browser, BrowserContext } from 'playwright-core';

export interface CspViolation {
  /** The directive that refused it, e.g. `script-src-elem`. */
  directive: string;
  blockedURI: string;
  /** The document it happened in. */
  documentURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
  disposition: string;
}

const BINDING = '__verityCspViolation';

let pending: CspViolation[] = [];
/** This test file's figures: every page opened, every violation reported, and those a test expected. */
const counts = { pagesOpened: 0, violations: 0, expected: 0 };

/** The page side: runs in every frame of every page before the page's own scripts. */
function listenForViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (violation: CspViolation) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        documentURI: event.documentURI,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
        sample: event.sample,
        disposition: event.disposition,
      });
    },
    true,
  );
}

export async function watchContext(context: BrowserContext): Promise<void> {
  context.on('page', () => {
    counts.pagesOpened += 1;
  });
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    counts.violations += 1;
    pending.push(violation);
  });
  await context.addInitScript(listenForViolations, BINDING);
}

/**
 * Makes every context of `browser` watched, those `browser.newPage()` creates included (it goes through
 * `newContext`).
 */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContext(context);
    return context;
  };
  return browser;
}

/** Empties the pending list, returning what was in it. */
export function drainViolations(): CspViolation[] {
  const taken = pending;
  pending = [];
  return taken;
}

/** For a test that provokes violations on purpose: takes them, so they do not fail it, and counts them. */
export function acceptViolations(): CspViolation[] {
  const taken = drainViolations();
  counts.expected += taken.length;
  return taken;
}

/** Violations reported and not yet taken, without taking them. */
export function pendingViolations(): readonly CspViolation[] {
  return pending;
}

/** Pages opened and violations reported (and expected) in this test file so far. */
export function cspCounts(): Readonly<typeof counts> {
  return { ...counts };
}

/**
 * Starts the next file's figures from nothing: test files share this module when they run in one
 * worker without isolation (vitest.config.ts), so each file's report must not carry the last one's.
 */
export function resetCspCounts(): void {
  counts.pagesOpened = 0;
  counts.violations = 0;
  counts.expected = 0;
  pending = [];
}

export function describeViolation(violation: CspViolation): string {
  const where = violation.sourceFile ? ` (${violation.sourceFile}:${violation.lineNumber})` : '';
  const sample = violation.sample ? ` "${violation.sample}"` : '';
  return `${violation.directive} refused ${violation.blockedURI || 'inline'}${sample} in ${violation.documentURI}${where}`;
}
