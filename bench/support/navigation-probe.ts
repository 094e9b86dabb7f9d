/**
 * Timing a navigation inside the page, on the page's own clock, until the animation frame in which the
 * awaited content is first in the DOM (the frame that paints it): from the click event for an in-app
 * navigation, from the navigation's start for a page load. Nothing is polled from Node, so Playwright's
 * round trips never count.
 */
import type { Locator, Page } from 'playwright-core';

/** What "the page is there" means: its h1 reads `heading` (or any h1) and `selector` matches in main. */
export interface Arrival {
  heading?: string;
  selector: string;
}

const LOAD_PROBE_KEY = 'verity.bench.load-probe';

// Page-side source as plain text, not functions: tsx's transform would add helpers (`__name`) that the
// page does not have. Runs before the app on every load (addInitScript).
const probeScript = `(() => {
  // Resolves with the rAF time of the first frame in which the arrival is in the DOM, minus startAt.
  window.__probeWatch = (arrival, startAt) => new Promise((resolve) => {
    const arrived = () => {
      const main = document.querySelector('main');
      const h1 = main && main.querySelector('h1');
      const text = h1 && h1.textContent ? h1.textContent.trim() : '';
      return Boolean(main && main.querySelector(arrival.selector)) && (!arrival.heading || text === arrival.heading);
    };
    const observer = new MutationObserver(() => {
      if (!arrived()) return;
      observer.disconnect();
      requestAnimationFrame((frameAt) => resolve(frameAt - startAt));
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  });
  const spec = sessionStorage.getItem(${JSON.stringify(LOAD_PROBE_KEY)});
  sessionStorage.removeItem(${JSON.stringify(LOAD_PROBE_KEY)});
  // A timed load: from the navigation's start, which is the time origin (0).
  if (spec) window.__loadProbe = window.__probeWatch(JSON.parse(spec), 0);
})()`;

/** Once per page, before its first navigation. */
export async function installProbe(page: Page): Promise<void> {
  await page.addInitScript(probeScript);
}

/** Clicks `target` and resolves with the milliseconds from the click to the frame painting `arrival`. */
export async function timeClick(page: Page, target: Locator, arrival: Arrival): Promise<number> {
  await target.waitFor();
  // The statement ends in `undefined`: evaluating to the promise itself would wait for the click.
  await page.evaluate(`window.__clickProbe = new Promise((resolve) => {
    document.addEventListener('click', (event) => {
      resolve(window.__probeWatch(${JSON.stringify(arrival)}, event.timeStamp));
    }, { capture: true, once: true });
  }); undefined`);
  await target.click();
  return Number(await page.evaluate('window.__clickProbe'));
}

/** Loads `url` (HTTP cache warm) and resolves with the ms from the navigation's start to `arrival`. */
export async function timeLoad(page: Page, url: string, arrival: Arrival): Promise<number> {
  await page.evaluate(
    `sessionStorage.setItem(${JSON.stringify(LOAD_PROBE_KEY)}, ${JSON.stringify(JSON.stringify(arrival))})`,
  );
  await page.goto(url);
  return Number(await page.evaluate('window.__loadProbe'));
}

/** The value at percentile `p` (0–100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
