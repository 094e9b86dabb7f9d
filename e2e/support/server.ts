/** The real server for browser tests: the API serving the built dashboard, fresh seeded database. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startTestServer, TEST_SEED_PASSWORD } from '@verity/api/testing';
import { inject } from 'vitest';

export type { RunningServer };
export const SEED_PASSWORD = TEST_SEED_PASSWORD;
const dashboardDir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/dashboard/dist');

/** A server of this file's own, on a copy of the run's seeded database (seeded-database.ts). */
export function startServer(options: { liveSandbox?: boolean } = {}): Promise<RunningServer> {
  if (!existsSync(join(dashboardDir, 'index.html')))
    throw new Error(`The dashboard is not built (${dashboardDir}); run npm run build first`);
  const templateFile = inject('databaseTemplate');
  const template = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
  return startTestServer({ dashboardDir }, { template, ...options });
}
