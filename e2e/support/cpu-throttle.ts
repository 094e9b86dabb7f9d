/**
 * `npm run test:stress` runs the browser suite as a loaded machine would (scripts/test-stress.mjs): with
 * STRESS_CPU_RATE=4, every page's main thread runs 4× slower (Chromium's Emulation.setCPUThrottlingRate),
 * so timing assumptions that hold on a quiet machine show up as failures. Unset, nothing changes.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

function stressCpuRate(): number {
  const rate = Number(process.env.STRESS_CPU_RATE ?? '1');
  if (!Number.isFinite(rate) || rate < 1)
    throw new RangeError(`STRESS_CPU_RATE must be 1 or more, not ${rate}`);
  return rate;
}

const throttled = new WeakSet<Page>();

async function throttlePage(context: BrowserContext, page: Page, rate: number): Promise<void> {
  if (throttled.has(page)) return;
  throttled.add(page);
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Every page of every context of `browser` throttled: pages from `newPage()` before the test gets them,
 * pages the app opens (popups) as they appear.
 */
export function throttleBrowser(browser: Browser): Browser {
  const rate = stressCpuRate();
  if (rate === 1) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
      await throttlePage(context, page, rate);
      return page;
    };
    context.on('page', (page) => {
      // A popup is throttled from its first script on as nearly as CDP allows; a page closed at once is fine.
      throttlePage(context, page, rate).catch(() => undefined);
    });
    return context;
  };
  return browser;
}
