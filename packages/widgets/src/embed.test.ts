import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleFrameMessage, installEmbed, vformFrames } from './embed.js';
import { createMessage } from './messages.js';

class FakeFrame {
  style = { height: '' };
  events: CustomEvent[] = [];
  contentWindow: Window;
  constructor(
    public src: string,
    private attrs: string[] = [],
  ) {
    this.contentWindow = { name: src } as unknown as Window;
  }
  hasAttribute(name: string) {
    return this.attrs.includes(name);
  }
  dispatchEvent(event: CustomEvent) {
    this.events.push(event);
    return true;
  }
}
const asFrames = (...frames: FakeFrame[]) => frames as unknown as HTMLIFrameElement[];

const form = new FakeFrame('https://forms.verity.test/v-forms/tpl-1?parentOrigin=https%3A%2F%2Fshop.test');
const other = new FakeFrame('https://video.test/embed/1', ['data-verity-vform']);
const resize = createMessage('vform.resize', { height: 812.4 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('vformFrames', () => {
  it('finds iframes marked data-verity-vform or pointing at /v-forms/', () => {
    const plain = new FakeFrame('https://maps.test/x');
    const doc = { querySelectorAll: () => [form, other, plain] } as unknown as Document;
    expect(vformFrames(doc)).toEqual([form, other]);
  });
});

describe('handleFrameMessage', () => {
  it("sizes the iframe the message came from, when it comes from the iframe src's origin", () => {
    form.style.height = '';
    expect(
      handleFrameMessage(
        { origin: 'https://forms.verity.test', source: form.contentWindow, data: resize },
        asFrames(other, form),
      ),
    ).toBe(true);
    expect(form.style.height).toBe('813px');
    expect(other.style.height).toBe('');
  });

  it('ignores the right window from another origin, and the right origin from another window', () => {
    form.style.height = '';
    expect(
      handleFrameMessage(
        { origin: 'https://evil.test', source: form.contentWindow, data: resize },
        asFrames(form),
      ),
    ).toBe(false);
    expect(
      handleFrameMessage(
        { origin: 'https://forms.verity.test', source: other.contentWindow, data: resize },
        asFrames(form),
      ),
    ).toBe(false);
    expect(
      handleFrameMessage({ origin: 'https://forms.verity.test', source: null, data: resize }, asFrames(form)),
    ).toBe(false);
    expect(form.style.height).toBe('');
  });

  it('ignores malformed messages and absurd heights', () => {
    const from = { origin: 'https://forms.verity.test', source: form.contentWindow };
    expect(
      handleFrameMessage({ ...from, data: { type: 'vform.resize', payload: { height: 5 } } }, asFrames(form)),
    ).toBe(false);
    handleFrameMessage({ ...from, data: createMessage('vform.resize', { height: 1e9 }) }, asFrames(form));
    handleFrameMessage({ ...from, data: createMessage('vform.resize', { height: 'x' }) }, asFrames(form));
    expect(form.style.height).toBe('');
  });

  it("re-dispatches the form's events on the iframe element", () => {
    vi.stubGlobal(
      'CustomEvent',
      class {
        constructor(
          public type: string,
          public init: { detail: unknown },
        ) {}
      },
    );
    handleFrameMessage(
      {
        origin: 'https://forms.verity.test',
        source: form.contentWindow,
        data: createMessage('vform.submit', { formId: 'tpl-1', responseId: 'r-1' }),
      },
      asFrames(form),
    );
    expect(form.events.at(-1)).toMatchObject({
      type: 'verity:submit',
      init: { detail: { formId: 'tpl-1', responseId: 'r-1' } },
    });
  });
});

describe('installEmbed', () => {
  it('listens once, however many times the script loads', () => {
    const win = { addEventListener: vi.fn(), document: {} } as unknown as Window & { Verity?: VerityGlobal };
    installEmbed(win);
    installEmbed(win);
    expect(win.addEventListener).toHaveBeenCalledTimes(1);
    expect(win.Verity?.vformEmbed).toBe(true);
  });
});
