import { describe, expect, it, vi } from 'vitest';
import { acceptMessage, createMessage, isWidgetMessage, sendMessage } from './messages.js';

const origin = 'https://app.verity.test';
const frame = { name: 'verity-frame' } as unknown as Window;
const otherFrame = { name: 'other-frame' } as unknown as Window;
const expected = { origin, source: frame };

describe('createMessage', () => {
  it('stamps the source and version', () => {
    expect(createMessage('vform.ready', { formId: 'frm_1' })).toEqual({
      source: 'verity',
      v: 1,
      type: 'vform.ready',
      payload: { formId: 'frm_1' },
    });
  });
});

describe('acceptMessage', () => {
  const data = createMessage('vform.ready', { formId: 'frm_1' });

  it('accepts a well-formed message from the configured origin and the expected window', () => {
    expect(acceptMessage({ origin, source: frame, data }, expected)).toEqual(data);
  });

  it('rejects another origin, even from the expected window', () => {
    expect(acceptMessage({ origin: 'https://evil.test', source: frame, data }, expected)).toBeNull();
    expect(
      acceptMessage({ origin: 'https://app.verity.test:8443', source: frame, data }, expected),
    ).toBeNull();
    expect(acceptMessage({ origin: 'null', source: frame, data }, expected)).toBeNull();
  });

  it('rejects another window, even of the configured origin', () => {
    expect(acceptMessage({ origin, source: otherFrame, data }, expected)).toBeNull();
    expect(acceptMessage({ origin, source: null, data }, expected)).toBeNull();
  });

  it('accepts nothing while the expected window is unknown (null)', () => {
    expect(acceptMessage({ origin, source: null, data }, { origin, source: null })).toBeNull();
  });

  it.each([
    ['a string', 'vform.ready'],
    ['null', null],
    ['an array', [data]],
    ['another source', { ...data, source: 'cal' }],
    ['another version', { ...data, v: 2 }],
    ['a missing type', { source: 'verity', v: 1, payload: {} }],
    ['an empty type', { ...data, type: '' }],
    ['a missing payload', { source: 'verity', v: 1, type: 'vform.ready' }],
  ])('rejects a bad shape: %s', (_label, bad) => {
    expect(isWidgetMessage(bad)).toBe(false);
    expect(acceptMessage({ origin, source: frame, data: bad }, expected)).toBeNull();
  });
});

describe('sendMessage', () => {
  it('posts to the exact target origin', () => {
    const target = { postMessage: vi.fn() };
    const sent = sendMessage(target, origin, 'vform.close', null);
    expect(target.postMessage).toHaveBeenCalledWith(sent, origin);
    expect(sent).toEqual({ source: 'verity', v: 1, type: 'vform.close', payload: null });
  });

  it.each(['*', '', 'null', '/', 'https://app.verity.test/', 'app.verity.test'])(
    'refuses %j as a target origin',
    (bad) => {
      const target = { postMessage: vi.fn() };
      expect(() => sendMessage(target, bad, 'vform.close', null)).toThrow(TypeError);
      expect(target.postMessage).not.toHaveBeenCalled();
    },
  );
});
