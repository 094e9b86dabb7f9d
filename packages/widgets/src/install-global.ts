import type { mount } from './mount.js';
import { VERSION } from './version.js';

declare global {
  /**
   * `window.Verity`, shared by every Verity bundle on a page: each package merges its own members into this
   * interface. A loader snippet may create it first (to queue calls), so members are added, never replaced.
   */
  interface VerityGlobal {
    /** Version of the widgets bundle that installed itself first. */
    version?: string;
    /** The vForm renderer: `Verity.vform.mount(element, options)`. */
    vform?: { mount: typeof mount };
    /** Set once the iframe auto-height script (`vform-embed.js`) listens, so a second copy does not. */
    vformEmbed?: boolean;
  }
  interface Window {
    Verity?: VerityGlobal;
  }
}

/**
 * Installs the widgets' part of `window.Verity` on `target` and returns it. Keeps whatever is already there
 * (a loader's queue, another bundle's members, an earlier install), so installing twice is harmless: a
 * member is only added when missing.
 */
export function installGlobal(
  target: { Verity?: VerityGlobal },
  members: Partial<VerityGlobal> = {},
): VerityGlobal {
  const verity = target.Verity ?? {};
  verity.version ??= VERSION;
  for (const [key, value] of Object.entries(members) as Array<[keyof VerityGlobal, never]>)
    verity[key] ??= value;
  target.Verity = verity;
  return verity;
}
