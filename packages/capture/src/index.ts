/**
 * @verity/capture as a module: pure ESM, no side effects, nothing touches `window` at import (the bridge
 * takes the window as an argument). The `window.Verity` global lives in `global.ts`.
 */
export {
  BRIDGE_SOURCE,
  BRIDGE_VERSION,
  type BridgeEvent,
  type BridgeEventType,
  type BridgePayloads,
  createBridgeEvent,
  isBridgeEvent,
  type NativeChannel,
  type NativeHost,
  parseBridgeEvent,
  postToNative,
  serializeBridgeEvent,
} from './bridge.js';
export { VERSION } from './version.js';
