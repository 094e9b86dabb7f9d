import { VERSION } from './version.js';

declare global {
  /**
   * `window.Verity`, shared by every Verity bundle on a page: each package merges its own members into this
   * interface. A loader snippet may create it first (to queue calls), so members are added, never replaced.
   */
  interface VerityGlobal {
    /** Version of the widgets bundle that installed itself first. */
    version?: string;
  }
  interface Window {
    Verity?: VerityGlobal;
  }
}

/**
 * Installs the widgets' part of `window.Verity` on `target` and returns it. Keeps whatever is already there
 * (a loader's queue, another bundle's members, an earlier install), so installing twice is harmless.
 */
export function installGlobal(target: { Verity?: VerityGlobal }): VerityGlobal {
  const verity = target.Verity ?? {};
  verity.version ??= VERSION;
  target.Verity = verity;
  return verity;
}
