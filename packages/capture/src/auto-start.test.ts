// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { autoStart, embedderOf, PAGE_ATTRIBUTE, tokenFromFragment } from './auto-start.js';
import { createBridgeEvent } from './bridge.js';

describe('the hosted page’s start', () => {
  it('reads the token from the fragment only', () => {
    expect(tokenFromFragment('#token=cst_abc')).toBe('cst_abc');
    expect(tokenFromFragment('#lang=fr&token=cst_abc')).toBe('cst_abc');
    expect(tokenFromFragment('')).toBeNull();
    expect(tokenFromFragment(`#token=${'x'.repeat(201)}`)).toBeNull();
  });

  it('starts once in the marked element with the fragment’s token, and takes the token off the address bar', () => {
    window.history.replaceState(null, '', '/sdk/liveness-check?e=s#token=cst_secret');
    document.body.innerHTML = `<main ${PAGE_ATTRIBUTE} data-locale="fr"></main>`;
    const start = vi.fn(() => ({ close() {} }));
    autoStart(document, start);
    autoStart(document, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(document.querySelector('main'), { token: 'cst_secret', locale: 'fr' });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/sdk/liveness-check?e=s');
  });

  it('does nothing on a page without the marked element (a partner’s own page)', () => {
    document.body.innerHTML = '<main id="partner"></main>';
    const start = vi.fn(() => ({ close() {} }));
    autoStart(document, start);
    expect(start).not.toHaveBeenCalled();
  });

  it('tells the page that framed or opened it, at the origin the fragment names and nowhere else', () => {
    const post = vi.fn();
    const parent = { postMessage: post } as unknown as Window;
    const framed = { parent, opener: null } as unknown as Window;
    const event = createBridgeEvent('captured', { captureId: 'cap_1' });
    embedderOf(framed, '#token=cst_x&origin=https://partner.example')?.(event);
    expect(post).toHaveBeenCalledWith(event, 'https://partner.example');

    const opener = { postMessage: vi.fn() } as unknown as Window;
    const popup = { opener } as unknown as Window & { parent: Window };
    popup.parent = popup;
    embedderOf(popup, '#origin=http://localhost:5173')?.(event);
    expect(opener.postMessage).toHaveBeenCalledWith(event, 'http://localhost:5173');

    // No origin, a path instead of an origin, another scheme, or nobody to tell: no messenger at all.
    expect(embedderOf(framed, '#token=cst_x')).toBeNull();
    expect(embedderOf(framed, '#origin=https://partner.example/page')).toBeNull();
    expect(embedderOf(framed, '#origin=javascript:alert(1)')).toBeNull();
    const alone = { opener: null } as unknown as Window & { parent: Window };
    alone.parent = alone;
    expect(embedderOf(alone, '#origin=https://partner.example')).toBeNull();
  });

  it('hands the flow a messenger for its embedder when the fragment names one', () => {
    window.history.replaceState(
      null,
      '',
      '/v-forms/capture/cap_1/liveness#token=cst_t&origin=https://partner.example',
    );
    document.body.innerHTML = `<main ${PAGE_ATTRIBUTE}></main>`;
    const start = vi.fn((_element: HTMLElement, _options: { onEvent?: unknown }) => ({ close() {} }));
    autoStart(document, start);
    // happy-dom's window is its own parent and has no opener: nobody to tell, so no messenger.
    expect(start.mock.calls[0]?.[1].onEvent).toBeUndefined();
    expect(window.location.hash).toBe('');
  });
});
