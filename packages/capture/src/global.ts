/**
 * The script-tag entry (`dist/capture.iife.js`): the only module with side effects, named in package.json's
 * `sideEffects`.
 */
import { installGlobal } from './install-global.js';

installGlobal(window);
