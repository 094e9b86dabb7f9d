import { afterEach, describe, expect, it, vi } from 'vitest';

describe('importing the module entry', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
    Reflect.deleteProperty(globalThis, 'document');
  });

  it('touches neither window nor document, and adds no globals (safe for SSR in Node)', async () => {
    const touched: string[] = [];
    for (const name of ['window', 'document']) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    const globalsBefore = Object.keys(globalThis);

    vi.resetModules();
    const widgets = await import('./index.js');

    expect(touched).toEqual([]);
    expect(Object.keys(globalThis)).toEqual(globalsBefore);
    for (const name of [
      'mountInShadow',
      'acceptMessage',
      'mount',
      'VForm',
      'VFormField',
      'createVForm',
      'installEmbed',
      'pagesOf',
    ] as const)
      expect(typeof widgets[name], name).toBe('function');
    expect(widgets.VFORM_CSS).toContain('--verity-');
  });
});
