/**
 * The script-tag entry (`dist/vform.js`): the only module with side effects, named in package.json's
 * `sideEffects`. Custom elements get registered here once they exist.
 */
import { installGlobal } from './install-global.js';

installGlobal(window);
