/**
 * `mount(element, options)`: renders a vForm into `element`'s open shadow root. Nothing runs at import, so
 * the module entry stays safe in Node; everything here happens when mount() is called, in a browser.
 */
import { effect } from '@preact/signals-core';
import { render } from 'preact';
import { VForm } from './components/vform.js';
import { mountInShadow } from './shadow.js';
import { createVForm, type VFormEmit, type VFormOptions } from './vform/controller.js';
import { VFORM_CSS } from './vform/styles.js';

export interface VFormHandle {
  readonly formId: string;
  /** Removes the form and its listeners; the host element stays. */
  unmount(): void;
}

/** The handles of mounted hosts, so mounting a host again returns its form instead of a second one. */
const mounted = new WeakMap<Element, VFormHandle>();

/**
 * Mounts the form `options.formId` in `element`. Events go to `options.on` and, as `verity:<name>`
 * CustomEvents (bubbling, composed), to `element`. Mounting an element that already shows the same form
 * returns its handle; another form, or a `template` passed in, replaces it.
 */
export function mount(element: HTMLElement, options: VFormOptions): VFormHandle {
  const existing = mounted.get(element);
  // A given template is shown again as given: the builder's preview remounts with each edit.
  if (existing?.formId === options.formId && !options.template) return existing;
  existing?.unmount();

  const emit: VFormEmit = (type, detail) => {
    element.dispatchEvent(
      new CustomEvent(`verity:${type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, {
        detail,
        bubbles: true,
        composed: true,
      }),
    );
    options.on?.[type]?.(detail as never);
  };
  const root = mountInShadow(element, { stylesheet: VFORM_CSS, nonce: options.nonce });
  const controller = createVForm(options, emit);
  // A container of our own: preact may remove children it did not render (the fallback <style>).
  const box = root.appendChild(element.ownerDocument.createElement('div'));
  controller.attach(root);
  // One effect renders the whole form again whenever a signal it read changes. It does not rely on the
  // signals' Preact adapter (and preact/hooks under it): @preact/signals-core alone, about 2 KB gzip less.
  const stop = effect(() => render(<VForm c={controller} />, box));
  void controller.load();

  const handle: VFormHandle = {
    formId: options.formId,
    unmount() {
      stop();
      render(null, box);
      box.remove();
      controller.attach(null);
      mounted.delete(element);
    },
  };
  mounted.set(element, handle);
  return handle;
}
