// The Debian tools the tests drive: Chromium for the browser tests (never a downloaded browser) and
// poppler-utils' pdfsig, which checks the signed service agreements independently. Installs what is
// missing with apt when running as root; otherwise says how to install it.
import { existsSync } from 'node:fs';
import { run, step } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PDFSIG = '/usr/bin/pdfsig';

export async function ensureTestTools() {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(existsSync(PDFSIG) ? [] : ['poppler-utils']),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing test tools: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}` +
        (missing.includes('chromium') ? ' (or set CHROMIUM_PATH to a Chromium binary).' : '.'),
    );
  }
  step(`Installing ${missing.join(' and ')} from Debian (apt-get install -y ${missing.join(' ')})`);
  await run('apt-get', ['update', '-q']);
  await run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
