/**
 * The real server for browser tests: the API with the built dashboard, a fresh database (in-memory
 * PGlite, or a new PostgreSQL database under TEST_DATABASE_URL is not needed here), seeded, on a free port.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@verity/api';
import { openDatabase } from '@verity/api/database';
import { seed } from '@verity/api/seed';

export const SEED_PASSWORD = 'Verity!2026';
const dashboardDir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/dashboard/dist');

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startServer(): Promise<RunningServer> {
  if (!existsSync(join(dashboardDir, 'index.html')))
    throw new Error(`The dashboard is not built (${dashboardDir}); run npm run build first`);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'verity-e2e-uploads-'));
  const database = await openDatabase({ dataDir: null });
  const app = await buildApp({
    env: {},
    database,
    config: {
      nodeEnv: 'test',
      logLevel: 'silent',
      secretKey: 'e2e-secret-key-that-is-long-enough',
      dataDir: null,
      uploadsDir,
      dashboardDir,
    },
  });
  await seed(database.db, SEED_PASSWORD);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  app.ctx.config.publicUrl = address;
  return {
    url: address,
    async close() {
      await app.close();
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
