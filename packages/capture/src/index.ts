/**
 * @verity/capture as a module: pure ESM, no side effects, nothing touches `window` at import (the bridge
 * takes the window as an argument, `start` takes the element). The `window.Verity` global lives in
 * `global.ts`.
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
export {
  browserCamera,
  type Camera,
  CameraError,
  type CameraProblem,
  type CameraStream,
  cameraProblemOf,
  type Facing,
  guideRegion,
} from './camera.js';
export { CaptureFlow, type CaptureFlowProps } from './components/capture-flow.js';
export { CaptureStatus, type CaptureStatusProps } from './components/capture-status.js';
export { type ApiProblem, apiProblemOf, type CaptureErrorCode } from './errors.js';
export {
  type CaptureApi,
  type CaptureFlow as CaptureFlowController,
  createCaptureFlow,
  type Emit,
  type FlowOptions,
  type FlowTiming,
  type Screen,
  type ScreenId,
} from './flow/controller.js';
export { challengePlan, MAX_FRAMES, stepsOf } from './flow/plan.js';
export { en, fr, type Locale, locales, type Messages, messagesFor } from './messages.js';
export {
  type AutoCaptureOptions,
  createAutoCapture,
  DEFAULT_AUTO_CAPTURE,
  type GraySample,
  laplacianVariance,
  motionBetween,
  toGray,
} from './sharpness.js';
export { type CaptureHandle, type CaptureOptions, SCREEN_ATTRIBUTE, start } from './start.js';
export { CAPTURE_CSS } from './styles.js';
export { VERSION } from './version.js';
