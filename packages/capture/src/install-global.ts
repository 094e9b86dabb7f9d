import type { start } from './start.js';
import { VERSION } from './version.js';

declare global {
  /**
   * `window.Verity`, shared by every Verity bundle on a page: each package merges its own members into this
   * interface. A loader snippet may create it first (to queue calls), so members are added, never replaced.
   */
  interface VerityGlobal {
    /** The capture flow: `Verity.capture.start(element, { token, onEvent })`. */
    capture?: { version: string; start: typeof start };
  }
  interface Window {
    Verity?: VerityGlobal;
  }
}

/**
 * Installs the capture part of `window.Verity` on `target` and returns it. Keeps whatever is already there
 * (a loader's queue, the widgets bundle, an earlier install), so installing twice is harmless.
 */
export function installGlobal(target: { Verity?: VerityGlobal }, startFlow: typeof start): VerityGlobal {
  const verity = target.Verity ?? {};
  verity.capture ??= { version: VERSION, start: startFlow };
  target.Verity = verity;
  return verity;
}
