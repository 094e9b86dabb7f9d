/**
 * The hosted page (`/v-forms/{id}` in an iframe) talks to its parent: the widget's events and its height,
 * posted to the parent's exact origin. That origin comes from the iframe src's `parentOrigin` query
 * parameter (exact origins only), else from `document.referrer`; without either nothing is posted (never '*').
 */
import { sendMessage } from './messages.js';

export const BRIDGED_EVENTS = ['ready', 'page-change', 'submit', 'error', 'close'] as const;

function exactOrigin(value: string | null): string | null {
  try {
    const origin = new URL(value ?? '').origin;
    return origin !== 'null' && origin === value ? origin : null;
  } catch {
    return null;
  }
}

/** The parent page's origin: `?parentOrigin=` when it is an exact origin, else the referrer's origin. */
export function parentOriginOf(search: string, referrer: string): string | null {
  const fromQuery = new URLSearchParams(search).get('parentOrigin');
  if (fromQuery !== null) return exactOrigin(fromQuery);
  try {
    return exactOrigin(new URL(referrer).origin);
  } catch {
    return null;
  }
}

/**
 * Posts `vform.<event>` for each widget event of `host`, and `vform.resize` `{ height }` whenever the page's
 * body changes height. Does nothing outside an iframe or when the parent's origin is unknown.
 */
export function bridgeToParent(host: HTMLElement, win: Window & typeof globalThis): void {
  if (win.parent === win) return;
  const origin = parentOriginOf(win.location.search, win.document.referrer);
  if (!origin) return;
  const post = (type: string, payload: unknown) => sendMessage(win.parent, origin, type, payload);
  for (const name of BRIDGED_EVENTS)
    host.addEventListener(`verity:${name}`, (event) => post(`vform.${name}`, (event as CustomEvent).detail));
  const body = win.document.body;
  body.style.margin = '0';
  let last = 0;
  new win.ResizeObserver(() => {
    const height = Math.ceil(body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    post('vform.resize', { height });
  }).observe(body);
}
