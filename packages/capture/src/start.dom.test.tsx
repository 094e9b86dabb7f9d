// @vitest-environment happy-dom
/**
 * start() in a DOM (happy-dom): the shadow root and its stylesheet, the render effect, focus moving to each
 * step's heading, the host attribute the e2e tests wait on, events to the host and the native bridge, and
 * cleanup. The flow's logic is tested without a DOM in flow/controller.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeEvent } from './bridge.js';
import { type CaptureOptions, SCREEN_ATTRIBUTE, start } from './start.js';
import { fakeCamera, fakeClient, TOKEN, until } from './test-support/fakes.js';

function setup(options: Partial<CaptureOptions> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const client = fakeClient();
  const camera = fakeCamera();
  const events: BridgeEvent[] = [];
  const handle = start(host, {
    token: TOKEN,
    client,
    camera,
    onEvent: (event) => events.push(event),
    ...options,
  });
  const shadow = host.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  const $ = <T extends Element = HTMLElement>(selector: string) => shadow.querySelector<T>(selector);
  const screen = () => $('[data-verity-capture]')?.getAttribute('data-screen');
  const action = (name: string) => {
    const button = $<HTMLButtonElement>(`[data-verity-action="${name}"]`);
    if (!button) throw new Error(`no ${name} button`);
    return button;
  };
  return { host, shadow, handle, client, camera, events, $, screen, action };
}

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(window, 'ReactNativeWebView');
  vi.restoreAllMocks();
});

describe('start()', () => {
  it('renders in an open shadow root with an adopted stylesheet, and mirrors the screen on the host', async () => {
    const t = setup();
    expect(t.shadow.mode).toBe('open');
    expect(t.shadow.adoptedStyleSheets).toHaveLength(1);
    expect(t.shadow.querySelector('style')).toBeNull();
    await until(() => t.screen() === 'intro', 'the intro');
    expect(t.host.getAttribute(SCREEN_ATTRIBUTE)).toBe('intro');
    expect(t.events.map((event) => event.type)).toEqual(['ready']);
    // Branding through CSSOM custom properties.
    const root = t.$('section');
    expect(root?.style.getPropertyValue('--verity-primary')).toBe('#1F6FEB');
    expect(root?.getAttribute('lang')).toBe('en');
    // The embed does not take focus from the host page as it loads.
    expect(t.shadow.activeElement).toBeNull();
    t.handle.close();
  });

  it('moves focus to the step’s heading, and shows the camera in the step’s video', async () => {
    const t = setup();
    await until(() => t.screen() === 'intro', 'the intro');
    t.action('begin').click();
    await until(() => t.screen() === 'document', 'the document step');
    await until(() => t.shadow.activeElement?.tagName === 'H2', 'focus on the heading');
    expect(t.shadow.activeElement?.textContent).toBe('Front of your national ID card');
    expect(t.host.getAttribute(SCREEN_ATTRIBUTE)).toBe('document');

    await until(() => t.camera.streams.length === 1, 'the camera');
    const video = t.$<HTMLVideoElement>('video');
    expect(video).not.toBeNull();
    expect(t.camera.streams[0]?.attached).toContain(video);
    t.handle.close();
  });

  it('sends events to the native bridge as well as onEvent, and Cancel closes with "cancelled"', async () => {
    const native: string[] = [];
    Object.assign(window, { ReactNativeWebView: { postMessage: (message: string) => native.push(message) } });
    const t = setup();
    await until(() => t.screen() === 'intro', 'the intro');
    t.action('begin').click();
    await until(() => t.camera.streams.length === 1, 'the camera');

    t.action('cancel').click();
    expect(t.screen()).toBe('cancelled');
    expect(t.host.getAttribute(SCREEN_ATTRIBUTE)).toBe('cancelled');
    expect(t.camera.streams[0]?.stopped).toBe(true);
    expect(t.events.map((event) => [event.type, event.payload])).toEqual([
      ['ready', { version: '0.1.0' }],
      ['close', { reason: 'cancelled' }],
    ]);
    expect(native.map((message) => JSON.parse(message).type)).toEqual(['ready', 'close']);
    expect(t.$('[data-verity-action="cancel"]')).toBeNull();
    t.handle.close();
  });

  it('close() stops the camera, empties the shadow root and the host attribute, and emits nothing', async () => {
    const t = setup();
    await until(() => t.screen() === 'intro', 'the intro');
    t.action('begin').click();
    await until(() => t.camera.streams.length === 1, 'the camera');

    t.handle.close();
    t.handle.close();
    expect(t.camera.streams[0]?.stopped).toBe(true);
    expect(t.shadow.querySelector('section')).toBeNull();
    expect(t.host.hasAttribute(SCREEN_ATTRIBUTE)).toBe(false);
    expect(t.events.map((event) => event.type)).toEqual(['ready']);
  });

  it('starting again on the same element replaces the first flow', async () => {
    const t = setup();
    await until(() => t.screen() === 'intro', 'the intro');
    t.action('begin').click();
    await until(() => t.camera.streams.length === 1, 'the camera');

    const second = start(t.host, { token: TOKEN, client: fakeClient(), camera: fakeCamera(), locale: 'fr' });
    expect(t.camera.streams[0]?.stopped).toBe(true);
    await until(() => t.screen() === 'intro', 'the second intro');
    expect(t.shadow.querySelectorAll('section')).toHaveLength(1);
    expect(t.shadow.adoptedStyleSheets).toHaveLength(1);
    expect(t.$('section')?.getAttribute('lang')).toBe('fr');
    t.handle.close(); // the first handle no longer owns the element
    expect(t.shadow.querySelectorAll('section')).toHaveLength(1);
    second.close();
  });

  it('goes on when the host’s onEvent throws, and reports the error', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = setup({
      onEvent: () => {
        throw new Error('host bug');
      },
    });
    await until(() => t.screen() === 'intro', 'the intro');
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'host bug' }));
    t.action('begin').click();
    await until(() => t.screen() === 'document', 'the document step');
    t.handle.close();
  });

  it('refuses a call without a token, before touching the element', () => {
    const host = document.createElement('div');
    expect(() => start(host, {} as CaptureOptions)).toThrow(TypeError);
    expect(host.shadowRoot).toBeNull();
  });
});
