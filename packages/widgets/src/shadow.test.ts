import { describe, expect, it } from 'vitest';
import { mountInShadow } from './shadow.js';

/** Just enough DOM for mountInShadow; the tests run in Node, without a DOM library. */
class FakeSheet {
  css = '';
  replaceSync(css: string) {
    this.css = css;
  }
}

class FakeStyle {
  nonce = '';
  textContent = '';
  removed = false;
  remove() {
    this.removed = true;
  }
}

function fakeHost({ constructable }: { constructable: boolean }) {
  const children: unknown[] = [];
  const root: Record<string, unknown> = {
    mode: 'open',
    children,
    prepend: (node: unknown) => children.unshift(node),
  };
  if (constructable) root.adoptedStyleSheets = [];
  const host = {
    shadowRoot: null as unknown,
    attachShadowCalls: [] as unknown[],
    attachShadow(init: unknown) {
      this.attachShadowCalls.push(init);
      this.shadowRoot = root;
      return root;
    },
    setAttribute() {
      throw new Error('mountInShadow must not set attributes (no inline style)');
    },
    ownerDocument: {
      defaultView: constructable ? { CSSStyleSheet: FakeSheet } : {},
      createElement: (tag: string) => {
        expect(tag).toBe('style');
        return new FakeStyle();
      },
    },
  };
  return { host, root, children, element: host as unknown as HTMLElement };
}

describe('mountInShadow', () => {
  it('opens an open shadow root, once', () => {
    const { host, root, element } = fakeHost({ constructable: true });
    expect(mountInShadow(element)).toBe(root);
    expect(mountInShadow(element)).toBe(root);
    expect(host.attachShadowCalls).toEqual([{ mode: 'open' }]);
  });

  it('adopts a constructable stylesheet when supported, replacing its own on remount', () => {
    const { root, children, element } = fakeHost({ constructable: true });
    const foreign = new FakeSheet();
    root.adoptedStyleSheets = [foreign];

    mountInShadow(element, { stylesheet: ':host { color: var(--verity-text); }', nonce: 'abc' });
    mountInShadow(element, { stylesheet: ':host { color: red; }' });

    const sheets = root.adoptedStyleSheets as FakeSheet[];
    expect(sheets).toHaveLength(2);
    expect(sheets[0]).toBe(foreign);
    expect(sheets[1]?.css).toBe(':host { color: red; }');
    expect(children).toEqual([]);
  });

  it('falls back to a <style> element carrying the nonce', () => {
    const { children, element } = fakeHost({ constructable: false });

    mountInShadow(element, { stylesheet: 'p { margin: 0; }', nonce: 'r4nd0m' });
    const first = children[0] as FakeStyle;
    expect(first).toMatchObject({ nonce: 'r4nd0m', textContent: 'p { margin: 0; }' });

    mountInShadow(element, { stylesheet: 'p { margin: 1px; }' });
    expect(first.removed).toBe(true);
    expect(children[0]).toMatchObject({ nonce: '', textContent: 'p { margin: 1px; }' });
  });
});
