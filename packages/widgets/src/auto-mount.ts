/**
 * The script tag's own form: `<script src=".../vform.js" data-form-id="...">` mounts that form into the
 * element named by `data-target`, else into a new `<div>` right after the script. The API origin is the
 * script's own unless `data-api-origin` says otherwise. A second copy of the tag for the same form mounts
 * nothing more.
 */
import { bridgeToParent } from './frame-bridge.js';

const HOST_ATTRIBUTE = 'data-verity-form';

export function autoMount(script: HTMLScriptElement | null, verity: VerityGlobal): void {
  const data = script?.dataset;
  const formId = data?.formId;
  if (!script || !data || !formId || !verity.vform) return;
  const doc = script.ownerDocument;
  const run = () => {
    for (const node of doc.querySelectorAll(`[${HOST_ATTRIBUTE}]`))
      if (node.getAttribute(HOST_ATTRIBUTE) === formId) return;
    let host = data.target ? doc.querySelector<HTMLElement>(data.target) : null;
    if (!host) {
      host = doc.createElement('div');
      script.after(host);
    }
    host.setAttribute(HOST_ATTRIBUTE, formId);
    const hosted = 'hosted' in data;
    verity.vform?.mount(host, {
      formId,
      origin: data.apiOrigin || new URL(script.src, doc.baseURI).origin,
      preview: 'preview' in data,
      nonce: script.nonce || undefined,
      closable: 'closable' in data,
      headingLevel: hosted ? 1 : 2,
    });
    const view = doc.defaultView;
    if (hosted && view) bridgeToParent(host, view as Window & typeof globalThis);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
