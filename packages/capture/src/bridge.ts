/**
 * The web-view bridge: what the capture page tells the native app hosting it. A typed, versioned contract;
 * a breaking change gets a new `v` (or a new event type), never a silent reshape. Events carry ids, never
 * personal data: images go to the API, only their ids cross the bridge.
 *
 * Each host receives it the way its bridge can carry it:
 * - React Native (`react-native-webview`): `window.ReactNativeWebView.postMessage(string)`, strings only;
 * - iOS (`WKWebView`, handler named `verity`): `window.webkit.messageHandlers.verity.postMessage(object)`,
 *   which arrives as an NSDictionary, so it gets a plain JSON object;
 * - Android (`addJavascriptInterface(obj, "VerityAndroid")` with a `@JavascriptInterface postMessage(String)`):
 *   strings only.
 * Native bridge methods must be called on their object (a detached `postMessage` throws "Illegal invocation"
 * on iOS and a bridge error on Android), hence the method calls below.
 */

export const BRIDGE_SOURCE = 'verity-capture';
export const BRIDGE_VERSION = 1;

/** The payload each event carries. */
export interface BridgePayloads {
  /** The capture page has loaded and can take commands. */
  ready: { version: string };
  /** A capture was uploaded; the host fetches it from the API by id. */
  captured: { captureId: string };
  /** The capture failed; `code` is stable, `message` is for logs, not for branching. */
  error: { code: string; message: string };
  /** The page is done and the host should close the web-view. */
  close: { reason: 'completed' | 'cancelled' };
}

export type BridgeEventType = keyof BridgePayloads;

export type BridgeEvent<TType extends BridgeEventType = BridgeEventType> = {
  [K in TType]: {
    source: typeof BRIDGE_SOURCE;
    v: typeof BRIDGE_VERSION;
    type: K;
    payload: BridgePayloads[K];
  };
}[TType];

/** The native hooks `postToNative` looks for on a window. */
export interface NativeHost {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { verity?: { postMessage(message: unknown): void } } };
  VerityAndroid?: { postMessage(message: string): void };
}

export type NativeChannel = 'react-native' | 'ios' | 'android' | 'none';

export function createBridgeEvent<TType extends BridgeEventType>(
  type: TType,
  payload: BridgePayloads[TType],
): BridgeEvent<TType> {
  return { source: BRIDGE_SOURCE, v: BRIDGE_VERSION, type, payload } as BridgeEvent<TType>;
}

export function serializeBridgeEvent(event: BridgeEvent): string {
  return JSON.stringify(event);
}

/** The event in `raw` if it is valid JSON of this contract, down to the payload of its type; else `null`. */
export function parseBridgeEvent(raw: string): BridgeEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  return isBridgeEvent(data) ? data : null;
}

export function isBridgeEvent(data: unknown): data is BridgeEvent {
  if (!isRecord(data)) return false;
  if (data.source !== BRIDGE_SOURCE || data.v !== BRIDGE_VERSION) return false;
  if (typeof data.type !== 'string' || !Object.hasOwn(payloadChecks, data.type)) return false;
  return payloadChecks[data.type as BridgeEventType](data.payload);
}

/**
 * Sends `event` to the native host of `win` over the first channel it offers (React Native, then iOS, then
 * Android) and says which one; `none` when the page is not in a known web-view (e.g. a plain browser tab).
 */
export function postToNative(event: BridgeEvent, win: NativeHost): NativeChannel {
  const serialized = serializeBridgeEvent(event);
  const reactNative = win.ReactNativeWebView;
  if (typeof reactNative?.postMessage === 'function') {
    reactNative.postMessage(serialized);
    return 'react-native';
  }
  const ios = win.webkit?.messageHandlers?.verity;
  if (typeof ios?.postMessage === 'function') {
    // A fresh JSON-only object: WKWebView rejects values it cannot map to Foundation types.
    ios.postMessage(JSON.parse(serialized));
    return 'ios';
  }
  const android = win.VerityAndroid;
  if (typeof android?.postMessage === 'function') {
    android.postMessage(serialized);
    return 'android';
  }
  return 'none';
}

/** One check per event type; `satisfies` makes a new type without a check fail the build. */
const payloadChecks = {
  ready: (payload) => isRecord(payload) && typeof payload.version === 'string',
  captured: (payload) => isRecord(payload) && isNonEmptyString(payload.captureId),
  error: (payload) =>
    isRecord(payload) && isNonEmptyString(payload.code) && typeof payload.message === 'string',
  close: (payload) => isRecord(payload) && (payload.reason === 'completed' || payload.reason === 'cancelled'),
} satisfies Record<BridgeEventType, (payload: unknown) => boolean>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}
