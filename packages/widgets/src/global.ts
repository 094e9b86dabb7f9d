/**
 * The script-tag entry (`dist/vform.js`): the only module with side effects, named in package.json's
 * `sideEffects`. Installs `window.Verity.vform` once (a second copy of the bundle keeps the first's), then
 * mounts the form its own `<script data-form-id>` names, through the installed global.
 */
import { autoMount } from './auto-mount.js';
import { installGlobal } from './install-global.js';
import { mount } from './mount.js';

const verity = installGlobal(window, { vform: { mount } });
if (typeof document !== 'undefined') autoMount(document.currentScript as HTMLScriptElement | null, verity);
