/**
 * @verity/widgets as a module: pure ESM, no side effects, nothing touches `window` at import, so it is safe
 * to import during server-side rendering. The `window.Verity` global lives in `global.ts`.
 */
export { StatusMessage, type StatusMessageProps } from './components/status-message.js';
export { VForm } from './components/vform.js';
export { type FieldProps, Input, VFormField, vars } from './components/vform-field.js';
export { handleFrameMessage, installEmbed, vformFrames } from './embed.js';
export { bridgeToParent, parentOriginOf } from './frame-bridge.js';
export {
  acceptMessage,
  createMessage,
  isWidgetMessage,
  MESSAGE_SOURCE,
  MESSAGE_VERSION,
  type MessageExpectation,
  type MessageTarget,
  sendMessage,
  type WidgetMessage,
} from './messages.js';
export { mount, type VFormHandle } from './mount.js';
export { type MountOptions, mountInShadow } from './shadow.js';
export { VERSION } from './version.js';
export {
  createVForm,
  type VFormController,
  type VFormEmit,
  type VFormEventName,
  type VFormEvents,
  type VFormOptions,
  type VFormState,
} from './vform/controller.js';
export {
  captchaPayload,
  contrast,
  errorsFromServer,
  firstErrorPage,
  navOf,
  pagesOf,
  progressOf,
  readable,
  safeRedirect,
  solveCaptcha,
  trackingFrom,
  type VFormPage,
} from './vform/logic.js';
export { VFORM_CSS } from './vform/styles.js';
