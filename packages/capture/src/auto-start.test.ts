// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { autoStart, PAGE_ATTRIBUTE, tokenFromFragment } from './auto-start.js';

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
});
