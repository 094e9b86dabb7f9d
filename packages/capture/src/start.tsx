/**
 * `start(element, options)`: the capture flow in `element`'s open shadow root. Nothing runs at import, so
 * the module entry stays safe in Node; everything here happens when start() is called, in a browser.
 */
import { effect } from '@preact/signals-core';
import { createPublicClient } from '@verity/client/public';
import { render } from 'preact';
import { type BridgeEvent, createBridgeEvent, type NativeHost, postToNative } from './bridge.js';
import { browserCamera, type Camera, fileToJpeg } from './camera.js';
import { CaptureFlow } from './components/capture-flow.js';
import { type CaptureApi, createCaptureFlow, DOCUMENT_IMAGE, type Emit } from './flow/controller.js';
import { localeOf, messagesFor } from './messages.js';
import { mountInShadow } from './shadow.js';
import { CAPTURE_CSS } from './styles.js';

export interface CaptureOptions {
  /** The capture session's token (from the session's URL fragment, or the business's server). */
  token: string;
  /** Every bridge event, also sent to the native host (`postToNative`) when there is one. */
  onEvent?: (event: BridgeEvent) => void;
  /** The API's origin, e.g. `https://api.verity.africa`; default this page's origin. */
  baseUrl?: string;
  /** 'en' (default) or 'fr'; a regional tag such as 'fr-CA' picks its language. */
  locale?: string;
  /** The page's CSP nonce, for the fallback `<style>` where constructable stylesheets are missing. */
  nonce?: string;
  /** A client of your own (a `PublicClient`, a proxy, a test fake); default `createPublicClient({ origin: baseUrl })`. */
  client?: { capture: CaptureApi };
  /** A camera of your own (tests); default the browser's. */
  camera?: Camera;
}

export interface CaptureHandle {
  /** Stops the camera and removes the flow; emits nothing (the host asked for it). */
  close(): void;
}

/** The attribute on the host element naming the current screen, for tests and host styling. */
export const SCREEN_ATTRIBUTE = 'data-verity-capture-screen';

const running = new WeakMap<Element, CaptureHandle>();

/** Starts the capture flow in `element`, replacing a flow already running there. */
export function start(element: HTMLElement, options: CaptureOptions): CaptureHandle {
  if (typeof options?.token !== 'string') throw new TypeError('Verity capture: options.token is required');
  running.get(element)?.close();

  const doc = element.ownerDocument;
  const view = doc.defaultView;
  // A host's listener that throws must not break the flow: its error is reported as uncaught (the console,
  // window 'error' listeners) and the flow goes on.
  const deliver = (send: () => void) => {
    try {
      send();
    } catch (error) {
      if (typeof view?.reportError === 'function') view.reportError(error);
      else console.error(error);
    }
  };
  const emit: Emit = (type, payload) => {
    const event = createBridgeEvent(type, payload) as BridgeEvent;
    if (view) deliver(() => postToNative(event, view as NativeHost));
    deliver(() => options.onEvent?.(event));
  };

  const locale = localeOf(options.locale);
  const controller = createCaptureFlow({
    token: options.token,
    client: options.client ?? createPublicClient({ origin: (options.baseUrl ?? '').replace(/\/+$/, '') }),
    camera: options.camera ?? (view ? browserCamera(view) : unavailableCamera),
    messages: messagesFor(locale),
    emit,
    readFile: (file) => fileToJpeg(doc, file, DOCUMENT_IMAGE.maxEdge, DOCUMENT_IMAGE.quality),
  });

  const root = mountInShadow(element, CAPTURE_CSS, options.nonce);
  // A container of our own: preact may remove children it did not render (the fallback <style>).
  const box = root.appendChild(doc.createElement('div'));
  // One effect renders the whole flow again whenever a signal it read changes: @preact/signals-core alone,
  // without the Preact adapter of @preact/signals (smaller, and it reads `window` at import).
  const stopRendering = effect(() => render(<CaptureFlow c={controller} locale={locale} />, box));
  const mirror = effect(() => element.setAttribute(SCREEN_ATTRIBUTE, controller.screen.value.id));
  void controller.begin();

  const handle: CaptureHandle = {
    close() {
      if (running.get(element) !== handle) return;
      running.delete(element);
      controller.dispose();
      stopRendering();
      mirror();
      render(null, box);
      box.remove();
      element.removeAttribute(SCREEN_ATTRIBUTE);
    },
  };
  running.set(element, handle);
  return handle;
}

/** An element without a window (detached document): no camera, the flow shows its recovery screen. */
const unavailableCamera: Camera = {
  open: () => Promise.reject(Object.assign(new Error('No window'), { name: 'NotFoundError' })),
};
