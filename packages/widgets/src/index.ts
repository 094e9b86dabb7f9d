/**
 * @verity/widgets as a module: pure ESM, no side effects, nothing touches `window` at import, so it is safe
 * to import during server-side rendering. The `window.Verity` global lives in `global.ts`.
 */
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
export { type MountOptions, mountInShadow } from './shadow.js';
export { VERSION } from './version.js';
