/**
 * The hosted capture pages' own start (served by the API: /sdk/liveness-check, /sdk/document-capture, the
 * service and web-view pages): `<main data-verity-capture-page>` plus the script tag, nothing inline (the
 * page's CSP allows no inline script). The session token travels in the URL's fragment (`#token=cst_…`),
 * never to a server; it is read once and taken off the address bar so it stays out of history and
 * screenshots. The API is the page's own origin.
 */
import type { BridgeEvent } from './bridge.js';
import type { CaptureHandle, CaptureOptions } from './start.js';

export const PAGE_ATTRIBUTE = 'data-verity-capture-page';

type Start = (element: HTMLElement, options: CaptureOptions) => CaptureHandle;

/** The token in a fragment like `#token=cst_…` (other fragment keys are ignored), or null. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.length <= 200 ? token : null;
}

/**
 * The page that opened this one (an iframe's parent, or a popup's opener) when the fragment names its
 * origin (`#token=…&origin=https://partner.example`): it hears the bridge events by `postMessage`, sent
 * to that origin only, so a page that did not open the flow with its token hears nothing. A vForm's
 * capture step uses this; the events carry the session id, never an image or a person's details.
 */
export function embedderOf(view: Window, hash: string): ((event: BridgeEvent) => void) | null {
  const origin = new URLSearchParams(hash.replace(/^#/, '')).get('origin');
  if (!origin) return null;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
  const target = view.parent !== view ? view.parent : view.opener;
  if (!target) return null;
  return (event) => (target as Window).postMessage(event, origin);
}

export function autoStart(doc: Document, startFlow: Start): void {
  const run = () => {
    const host = doc.querySelector<HTMLElement>(`[${PAGE_ATTRIBUTE}]`);
    const view = doc.defaultView;
    if (!host || !view || host.hasAttribute('data-verity-started')) return;
    host.setAttribute('data-verity-started', '');
    const token = tokenFromFragment(view.location.hash) ?? '';
    const toEmbedder = embedderOf(view, view.location.hash);
    if (view.location.hash)
      view.history.replaceState(null, '', view.location.pathname + view.location.search);
    // An empty token still starts the flow: it shows the invalid-link screen and reports the error.
    startFlow(host, {
      token,
      locale: host.dataset.locale || doc.documentElement.lang || undefined,
      ...(toEmbedder ? { onEvent: toEmbedder } : {}),
    });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
