/**
 * A real, listening server on a fresh in-memory database, seeded: for the browser tests and the
 * examples, which talk to it over HTTP like any client would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.js';
import { type Config, defaultFormsUrl } from '../config.js';
import { openDatabase } from '../db/database.js';
import type { AppInstance } from '../http/app-instance.js';
import { seed } from '../seed/seed.js';

export const TEST_SEED_PASSWORD = 'Verity!2026';
export { DEMO_VFORM_ID, DEMO_VFORM_TITLE, demoFields } from '../seed/seed-vform-demo.js';
export { createVFormAs } from './test-data.js';

export interface RunningServer {
  url: string;
  app: AppInstance;
  close(): Promise<void>;
}

export async function startTestServer(config: Partial<Config> = {}): Promise<RunningServer> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'verity-server-'));
  const database = await openDatabase({ dataDir: null });
  const app = await buildApp({
    env: {},
    database,
    config: {
      nodeEnv: 'test',
      logLevel: 'silent',
      secretKey: 'test-server-secret-key-long-enough',
      dataDir: null,
      uploadsDir,
      ...config,
    },
  });
  await seed(database.db, TEST_SEED_PASSWORD);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // Mailed links, file locations and public form links must point at the port actually chosen.
  app.ctx.config.publicUrl = url;
  app.ctx.config.formsUrl = config.formsUrl ?? defaultFormsUrl(url);
  return {
    url,
    app,
    async close() {
      await app.close();
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
