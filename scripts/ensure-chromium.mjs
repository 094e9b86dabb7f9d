// Browser tests drive Debian's Chromium (never a downloaded browser). Installs it with apt when missing
// and running as root; otherwise says how to install it.
import { existsSync } from 'node:fs';
import { run, step } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to a Chromium binary).',
    );
  }
  step('Installing Chromium from Debian (apt-get install -y chromium)');
  await run('apt-get', ['update', '-q']);
  await run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
