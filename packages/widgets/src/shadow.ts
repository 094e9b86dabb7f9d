/**
 * Rendering into an open shadow root keeps the host page's CSS out of the widget and the widget's CSS out of
 * the page. Styles go in as a constructable stylesheet, or as a `<style>` element carrying the page's CSP
 * nonce where constructable stylesheets are missing; never as `style=""` attributes, which would force the
 * embedding page to allow `unsafe-inline`.
 */

export interface MountOptions {
  /** CSS text for the shadow root. Theme through `--verity-*` custom properties, which cross the boundary. */
  stylesheet?: string;
  /** The page's CSP nonce, set on the fallback `<style>` element. */
  nonce?: string;
}

/** What this module added to a root, so mounting again replaces it instead of stacking another copy. */
const applied = new WeakMap<ShadowRoot, CSSStyleSheet | HTMLStyleElement>();

/**
 * Opens (or reuses) `host`'s shadow root and installs `options.stylesheet` in it. Calling it again on the
 * same host swaps the stylesheet.
 */
export function mountInShadow(host: HTMLElement, options: MountOptions = {}): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (options.stylesheet !== undefined) applyStylesheet(root, host, options.stylesheet, options.nonce);
  return root;
}

function applyStylesheet(root: ShadowRoot, host: HTMLElement, css: string, nonce: string | undefined): void {
  const previous = applied.get(root);
  // A sheet can only be adopted by a document of the realm that constructed it, so build it with the host's
  // own window (the host may live in another frame than this script).
  const Sheet = host.ownerDocument.defaultView?.CSSStyleSheet;
  if (Sheet !== undefined && 'adoptedStyleSheets' in root && 'replaceSync' in Sheet.prototype) {
    const sheet = new Sheet();
    sheet.replaceSync(css);
    const others = root.adoptedStyleSheets.filter((existing) => existing !== previous);
    root.adoptedStyleSheets = [...others, sheet];
    applied.set(root, sheet);
    return;
  }
  const style = host.ownerDocument.createElement('style');
  if (nonce !== undefined) style.nonce = nonce;
  style.textContent = css;
  if (previous !== undefined && 'remove' in previous) previous.remove();
  root.prepend(style);
  applied.set(root, style);
}
