import { describe, expect, it } from 'vitest';
import {
  type BridgeEvent,
  createBridgeEvent,
  type NativeHost,
  parseBridgeEvent,
  postToNative,
  serializeBridgeEvent,
} from './bridge.js';

const captured = createBridgeEvent('captured', { captureId: 'cap_123' });

/**
 * A native bridge object whose `postMessage` only works when called on the object itself, as on device: a
 * detached call throws "Illegal invocation" (WKWebView) or a Java bridge error (Android).
 */
function nativeHandler() {
  const received: unknown[] = [];
  const handler = {
    received,
    postMessage(this: unknown, message: unknown) {
      if (this !== handler) throw new TypeError('Illegal invocation');
      received.push(message);
    },
  };
  return handler;
}

describe('createBridgeEvent / serializeBridgeEvent', () => {
  it('stamps source and version, and round-trips through a string', () => {
    expect(captured).toEqual({
      source: 'verity-capture',
      v: 1,
      type: 'captured',
      payload: { captureId: 'cap_123' },
    });
    expect(parseBridgeEvent(serializeBridgeEvent(captured))).toEqual(captured);
  });
});

describe('postToNative', () => {
  it('Android: sends a string to the VerityAndroid JavaScript interface', () => {
    const android = nativeHandler();
    expect(postToNative(captured, { VerityAndroid: android })).toBe('android');
    expect(android.received).toEqual([serializeBridgeEvent(captured)]);
    expect(typeof android.received[0]).toBe('string');
  });

  it('iOS: sends a plain object (not a string) to the verity WKScriptMessageHandler', () => {
    const ios = nativeHandler();
    const event = createBridgeEvent('error', { code: 'camera_denied', message: 'Permission denied' });
    expect(postToNative(event, { webkit: { messageHandlers: { verity: ios } } })).toBe('ios');
    expect(ios.received).toEqual([event]);
    expect(typeof ios.received[0]).toBe('object');
    expect(ios.received[0]).not.toBe(event);
  });

  it('iOS: ignores other message handlers (e.g. the one react-native-webview registers)', () => {
    const other = nativeHandler();
    const host = { webkit: { messageHandlers: { ReactNativeWebView: other } } } as NativeHost;
    expect(postToNative(captured, host)).toBe('none');
    expect(other.received).toEqual([]);
  });

  it('React Native: sends a string to ReactNativeWebView, preferred over the other channels', () => {
    const reactNative = nativeHandler();
    const ios = nativeHandler();
    const android = nativeHandler();
    const host: NativeHost = {
      ReactNativeWebView: reactNative,
      webkit: { messageHandlers: { verity: ios } },
      VerityAndroid: android,
    };
    const event = createBridgeEvent('ready', { version: '0.1.0' });
    expect(postToNative(event, host)).toBe('react-native');
    expect(reactNative.received).toEqual([serializeBridgeEvent(event)]);
    expect(ios.received).toEqual([]);
    expect(android.received).toEqual([]);
  });

  it('none: a plain browser tab (or a half-present bridge) gets nothing and no error', () => {
    expect(postToNative(captured, {})).toBe('none');
    expect(postToNative(captured, { webkit: {} })).toBe('none');
    expect(postToNative(captured, { webkit: { messageHandlers: {} } })).toBe('none');
    expect(postToNative(captured, { VerityAndroid: {} } as NativeHost)).toBe('none');
  });
});

describe('parseBridgeEvent', () => {
  it.each<BridgeEvent>([
    createBridgeEvent('ready', { version: '0.1.0' }),
    createBridgeEvent('captured', { captureId: 'cap_1' }),
    createBridgeEvent('error', { code: 'upload_failed', message: '' }),
    createBridgeEvent('close', { reason: 'cancelled' }),
  ])('accepts a valid $type event', (event) => {
    expect(parseBridgeEvent(JSON.stringify(event))).toEqual(event);
  });

  it.each([
    ['empty input', ''],
    ['not JSON', '{source: verity-capture}'],
    ['truncated JSON', serializeBridgeEvent(captured).slice(0, -1)],
    ['JSON null', 'null'],
    ['a JSON string', JSON.stringify(serializeBridgeEvent(captured))],
    ['an array', JSON.stringify([captured])],
    ['the widgets source', JSON.stringify({ ...captured, source: 'verity' })],
    ['another version', JSON.stringify({ ...captured, v: 2 })],
    ['an unknown type', JSON.stringify({ ...captured, type: 'uploaded' })],
    ['an inherited type', JSON.stringify({ ...captured, type: 'toString' })],
    ['a missing payload', JSON.stringify({ source: 'verity-capture', v: 1, type: 'captured' })],
    ['an empty capture id', JSON.stringify({ ...captured, payload: { captureId: '' } })],
    [
      'an unknown close reason',
      JSON.stringify({ source: 'verity-capture', v: 1, type: 'close', payload: { reason: 'x' } }),
    ],
  ])('rejects %s', (_label, raw) => {
    expect(parseBridgeEvent(raw)).toBeNull();
  });
});
