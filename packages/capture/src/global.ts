/**
 * The script-tag entry (`dist/capture.iife.js`): the only module with side effects, named in package.json's
 * `sideEffects`. Installs `window.Verity.capture = { version, start }` once; a second copy of the bundle
 * keeps the first's. On the API's hosted pages it also starts the flow (auto-start.ts).
 */
import { autoStart } from './auto-start.js';
import { installGlobal } from './install-global.js';
import { start } from './start.js';

installGlobal(window, start);
// On a hosted capture page (it marks its element), start at once with the token in the URL's fragment.
// (A window without a document is a worker-like or test host: nothing to start.)
if (window.document) autoStart(window.document, start);
