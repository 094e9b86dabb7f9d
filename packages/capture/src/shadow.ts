/**
 * An open shadow root keeps the host page's CSS out of the flow and the flow's CSS out of the page. The
 * stylesheet goes in as a constructable stylesheet, or as a `<style>` carrying the page's CSP nonce where
 * those are missing (older WebKit); never as `style=""` attributes, which need `unsafe-inline`.
 *
 * The same approach as packages/widgets/src/shadow.ts, restated rather than imported: each bundle ships on
 * its own, and a dependency on the widgets package would pull its code into this one.
 */

/** What this module added to a root, so starting again replaces it instead of stacking another copy. */
const applied = new WeakMap<ShadowRoot, CSSStyleSheet | HTMLStyleElement>();

/** Opens (or reuses) `host`'s shadow root with `css` in it. */
export function mountInShadow(host: HTMLElement, css: string, nonce?: string): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const previous = applied.get(root);
  // A sheet can only be adopted by a document of the realm that built it: use the host's own window.
  const Sheet = host.ownerDocument.defaultView?.CSSStyleSheet;
  if (Sheet !== undefined && 'adoptedStyleSheets' in root && 'replaceSync' in Sheet.prototype) {
    const sheet = new Sheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((other) => other !== previous), sheet];
    applied.set(root, sheet);
    return root;
  }
  const style = host.ownerDocument.createElement('style');
  if (nonce !== undefined) style.nonce = nonce;
  style.textContent = css;
  if (previous !== undefined && 'remove' in previous) previous.remove();
  root.prepend(style);
  applied.set(root, style);
  return root;
}
