import { describe, expect, it, vi } from 'vitest';
import { bridgeToParent, parentOriginOf } from './frame-bridge.js';

describe('parentOriginOf', () => {
  it('takes ?parentOrigin= when it is an exact origin', () => {
    expect(parentOriginOf('?parentOrigin=https%3A%2F%2Fshop.test', '')).toBe('https://shop.test');
    expect(parentOriginOf('?parentOrigin=http://localhost:3000', 'https://ref.test/')).toBe(
      'http://localhost:3000',
    );
  });

  it('refuses anything that is not an exact origin, never falling back to *', () => {
    for (const bad of ['*', 'https://shop.test/', 'https://shop.test/page', 'shop.test', 'null', ''])
      expect(parentOriginOf(`?parentOrigin=${encodeURIComponent(bad)}`, 'https://ref.test/')).toBeNull();
  });

  it("falls back to the referrer's origin", () => {
    expect(parentOriginOf('?e=s', 'https://shop.test/checkout?x=1')).toBe('https://shop.test');
    expect(parentOriginOf('', '')).toBeNull();
  });
});

function fakeFrameWindow(search: string) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const parent = { postMessage: vi.fn() };
  let observed: (() => void) | undefined;
  const body = { style: { margin: '' }, getBoundingClientRect: () => ({ height: 640.2 }) };
  const win = {
    parent,
    location: { search },
    document: { referrer: '', body },
    ResizeObserver: class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
    },
  };
  const host = {
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
  };
  return { win, host, parent, listeners, body, resize: () => observed?.() };
}

describe('bridgeToParent', () => {
  it("posts the widget's events and its height to the parent's exact origin", () => {
    const { win, host, parent, listeners, body, resize } = fakeFrameWindow('?parentOrigin=https://shop.test');
    bridgeToParent(host as unknown as HTMLElement, win as unknown as Window & typeof globalThis);
    listeners['verity:page-change']?.({ detail: { formId: 'f', page: 2, pageCount: 3 } });
    resize();
    resize();
    expect(parent.postMessage.mock.calls).toEqual([
      [
        {
          source: 'verity',
          v: 1,
          type: 'vform.page-change',
          payload: { formId: 'f', page: 2, pageCount: 3 },
        },
        'https://shop.test',
      ],
      [{ source: 'verity', v: 1, type: 'vform.resize', payload: { height: 641 } }, 'https://shop.test'],
    ]);
    expect(Object.keys(listeners)).toEqual([
      'verity:ready',
      'verity:page-change',
      'verity:submit',
      'verity:error',
      'verity:close',
    ]);
    expect(body.style.margin).toBe('0');
  });

  it('posts nothing when the parent origin is unknown, or outside an iframe', () => {
    const unknown = fakeFrameWindow('');
    bridgeToParent(
      unknown.host as unknown as HTMLElement,
      unknown.win as unknown as Window & typeof globalThis,
    );
    expect(unknown.listeners).toEqual({});

    const top = fakeFrameWindow('?parentOrigin=https://shop.test');
    (top.win as { parent: unknown }).parent = top.win;
    bridgeToParent(top.host as unknown as HTMLElement, top.win as unknown as Window & typeof globalThis);
    expect(top.listeners).toEqual({});
  });
});
