/**
 * The built dashboard as the browser benches open it: where the build is, a check that it exists, and
 * the Chromium the project drives (Debian's, never a downloaded one) with the flags every run uses.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DASHBOARD_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../apps/dashboard/dist');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Stops the bench with a hint when the dashboard has not been built (it reads the Vite manifest). */
export function requireDashboardBuild(): void {
  if (existsSync(join(DASHBOARD_DIST, '.vite/manifest.json'))) return;
  process.stderr.write('Build the dashboard first: npx turbo run build --filter=@verity/dashboard\n');
  process.exit(1);
}
