/**
 * The hosted capture pages' own start (served by the API: /sdk/liveness-check, /sdk/document-capture, the
 * service and web-view pages): `<main data-verity-capture-page>` plus the script tag, nothing inline (the
 * page's CSP allows no inline script). The session token travels in the URL's fragment (`#token=cst_…`),
 * never to a server; it is read once and taken off the address bar so it stays out of history and
 * screenshots. The API is the page's own origin.
 */
import type { CaptureHandle, CaptureOptions } from './start.js';

export const PAGE_ATTRIBUTE = 'data-verity-capture-page';

type Start = (element: HTMLElement, options: CaptureOptions) => CaptureHandle;

/** The token in a fragment like `#token=cst_…` (other fragment keys are ignored), or null. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.length <= 200 ? token : null;
}

export function autoStart(doc: Document, startFlow: Start): void {
  const run = () => {
    const host = doc.querySelector<HTMLElement>(`[${PAGE_ATTRIBUTE}]`);
    const view = doc.defaultView;
    if (!host || !view || host.hasAttribute('data-verity-started')) return;
    host.setAttribute('data-verity-started', '');
    const token = tokenFromFragment(view.location.hash) ?? '';
    if (view.location.hash)
      view.history.replaceState(null, '', view.location.pathname + view.location.search);
    // An empty token still starts the flow: it shows the invalid-link screen and reports the error.
    startFlow(host, { token, locale: host.dataset.locale || doc.documentElement.lang || undefined });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
