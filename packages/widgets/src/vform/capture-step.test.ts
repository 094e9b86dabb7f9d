import { describe, expect, it } from 'vitest';
import { captureStepEventOf, captureStepUrl } from './capture-step.js';

const frame = { name: 'frame' } as unknown as MessageEventSource;
const from = { origin: 'https://api.verity.test', window: frame, captureId: 'cap-1' };
const bridge = (type: string, payload: unknown) => ({ source: 'verity-capture', v: 1, type, payload });
const message = (data: unknown, extra: Partial<{ origin: string; source: unknown }> = {}) =>
  ({ origin: 'https://api.verity.test', source: frame, data, ...extra }) as MessageEvent;

describe('the capture step’s messages', () => {
  it('hears captured and cancelled from the page it opened; errors and a completed close are the page’s', () => {
    expect(captureStepEventOf(message(bridge('captured', { captureId: 'cap-1' })), from)).toEqual({
      type: 'captured',
      captureId: 'cap-1',
    });
    expect(captureStepEventOf(message(bridge('close', { reason: 'cancelled' })), from)).toEqual({
      type: 'cancelled',
    });
    expect(captureStepEventOf(message(bridge('close', { reason: 'completed' })), from)).toBeNull();
    expect(
      captureStepEventOf(message(bridge('error', { code: 'camera_denied', message: '' })), from),
    ).toBeNull();
  });

  it('ignores another origin, another window, another session and anything off the contract', () => {
    const captured = bridge('captured', { captureId: 'cap-1' });
    expect(captureStepEventOf(message(captured, { origin: 'https://evil.test' }), from)).toBeNull();
    expect(captureStepEventOf(message(captured, { source: { name: 'other' } }), from)).toBeNull();
    expect(captureStepEventOf(message(captured), { ...from, window: null })).toBeNull();
    expect(captureStepEventOf(message(bridge('captured', { captureId: 'cap-2' })), from)).toBeNull();
    expect(captureStepEventOf(message({ ...captured, v: 2 }), from)).toBeNull();
    // The widget's own contract ('verity') is not the capture page's.
    expect(captureStepEventOf(message({ ...captured, source: 'verity' }), from)).toBeNull();
    expect(captureStepEventOf(message(JSON.stringify(captured)), from)).toBeNull();
  });

  it('names this page’s origin in the capture page’s fragment, after the token', () => {
    expect(
      captureStepUrl('https://api.verity.test/v-forms/capture/c/liveness#token=cst_1', 'https://shop.test'),
    ).toBe('https://api.verity.test/v-forms/capture/c/liveness#token=cst_1&origin=https%3A%2F%2Fshop.test');
  });
});
