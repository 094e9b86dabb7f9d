/**
 * The auth pages' one script (build/auth-shell-html.ts puts it in their HTML in place of the app's entry
 * and its preloads): it starts the app once the page's static shell has painted, so the login page's first
 * paint comes sooner. The shell needs no script to be seen, so the app's ~100 KB of modules download after
 * the first paint instead of sharing a slow connection with the HTML before it; a phone on slow 4G sees the
 * page sooner, and React then renders the same page over the shell (main.tsx).
 *
 * Its tag names what to load: `data-app-entry` (the entry chunk) and `data-preload` (the page's chunks,
 * space-separated, fetched beside the entry rather than after it).
 */

/** Longest wait for the first paint, for a browser that never reports one. */
export const FIRST_PAINT_FALLBACK_MS = 1000;

export interface BootTag {
  entry: string;
  preloads: string[];
}

export function readBootTag(doc: Pick<Document, 'querySelector'>): BootTag | null {
  const tag = doc.querySelector<HTMLScriptElement>('script[data-app-entry]');
  const entry = tag?.dataset.appEntry;
  if (!tag || !entry) return null;
  return { entry, preloads: (tag.dataset.preload ?? '').split(' ').filter(Boolean) };
}

/** What `afterFirstPaint` needs of the page: the visibility, paint timing, and a timer. */
export interface PaintSignals {
  visible: boolean;
  /** Calls back once the first contentful paint is reported; false if this browser cannot report it. */
  onFirstContentfulPaint(callback: () => void): boolean;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Runs `start` once: after the first contentful paint, or at once in a hidden tab (it paints nothing
 * until shown) or a browser without paint timing, and at the latest after FIRST_PAINT_FALLBACK_MS.
 */
export function afterFirstPaint(start: () => void, signals: PaintSignals): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (!signals.visible || !signals.onFirstContentfulPaint(once)) {
    once();
    return;
  }
  signals.setTimeout(once, FIRST_PAINT_FALLBACK_MS);
}

function browserPaintSignals(): PaintSignals {
  return {
    visible: document.visibilityState === 'visible',
    onFirstContentfulPaint(callback) {
      if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return false;
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        callback();
      });
      observer.observe({ type: 'paint', buffered: true });
      return true;
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  };
}

function startApp({ entry, preloads }: BootTag): void {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

if (typeof document !== 'undefined') {
  const tag = readBootTag(document);
  if (tag) afterFirstPaint(() => startApp(tag), browserPaintSignals());
}
