import { describe, expect, it, vi } from 'vitest';
import { autoMount } from './auto-mount.js';

/** A document double with just what autoMount reads. */
function page({ readyState = 'complete' } = {}) {
  const hosts: FakeElement[] = [];
  const listeners: Array<() => void> = [];
  class FakeElement {
    attrs: Record<string, string> = {};
    constructor(public tag: string) {}
    setAttribute(name: string, value: string) {
      this.attrs[name] = value;
      if (!hosts.includes(this)) hosts.push(this);
    }
    getAttribute(name: string) {
      return this.attrs[name] ?? null;
    }
  }
  const target = new FakeElement('section');
  const doc = {
    readyState,
    baseURI: 'https://shop.test/page',
    defaultView: null,
    createElement: (tag: string) => new FakeElement(tag),
    querySelector: (selector: string) => (selector === '#form-here' ? target : null),
    querySelectorAll: () => hosts,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const script = (data: Record<string, string>) => {
    const inserted: FakeElement[] = [];
    return {
      src: 'https://api.verity.test/widgets/vform.js',
      nonce: '',
      dataset: data,
      ownerDocument: doc,
      inserted,
      after: (node: FakeElement) => inserted.push(node),
    };
  };
  return { doc, target, script, listeners, hosts };
}

const asScript = (s: unknown) => s as HTMLScriptElement;

describe('autoMount', () => {
  it("mounts data-form-id into a new element after the script, against the script's origin", () => {
    const { script } = page();
    const tag = script({ formId: 'tpl-1' });
    const mount = vi.fn();
    autoMount(asScript(tag), { vform: { mount } });
    expect(tag.inserted).toHaveLength(1);
    expect(mount).toHaveBeenCalledWith(tag.inserted[0], {
      formId: 'tpl-1',
      origin: 'https://api.verity.test',
      preview: false,
      nonce: undefined,
      closable: false,
      headingLevel: 2,
    });
  });

  it('honours data-target, data-api-origin, data-preview and the nonce', () => {
    const { script, target } = page();
    const tag = {
      ...script({ formId: 'tpl-2', target: '#form-here', apiOrigin: 'https://eu.verity.test', preview: '' }),
      nonce: 'n0nce',
    };
    const mount = vi.fn();
    autoMount(asScript(tag), { vform: { mount } });
    expect(tag.inserted).toEqual([]);
    expect(mount).toHaveBeenCalledWith(
      target,
      expect.objectContaining({
        formId: 'tpl-2',
        origin: 'https://eu.verity.test',
        preview: true,
        nonce: 'n0nce',
      }),
    );
  });

  it('mounts a form once, however many script tags name it', () => {
    const { script } = page();
    const mount = vi.fn();
    autoMount(asScript(script({ formId: 'tpl-1' })), { vform: { mount } });
    autoMount(asScript(script({ formId: 'tpl-1' })), { vform: { mount } });
    autoMount(asScript(script({ formId: 'tpl-9' })), { vform: { mount } });
    expect(mount.mock.calls.map(([, options]) => options.formId)).toEqual(['tpl-1', 'tpl-9']);
  });

  it('waits for the document when the script runs in <head>', () => {
    const { script, listeners } = page({ readyState: 'loading' });
    const mount = vi.fn();
    autoMount(asScript(script({ formId: 'tpl-1', target: '#form-here' })), { vform: { mount } });
    expect(mount).not.toHaveBeenCalled();
    for (const listener of listeners) listener();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a script or a form id', () => {
    const mount = vi.fn();
    autoMount(null, { vform: { mount } });
    autoMount(asScript(page().script({})), { vform: { mount } });
    expect(mount).not.toHaveBeenCalled();
  });
});
