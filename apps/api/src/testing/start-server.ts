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
import { SandboxIdentityProvider } from '../features/identity/providers/sandbox-provider.js';
import type { AppInstance } from '../http/app-instance.js';
import { seed } from '../seed/seed.js';

export const TEST_SEED_PASSWORD = 'Verity!2026';
export { documentPhoto } from '../features/capture/test-documents.js';
export { FACES, face } from '../features/identity/face/test-faces.js';
export { DEMO_VFORM_ID, DEMO_VFORM_TITLE, demoFields } from '../seed/seed-vform-demo.js';
export { endBillingPeriods } from './billing-period.js';
export { writeFakeCameraVideo } from './fake-camera.js';
export { createVFormAs, grantPermissionsTo } from './test-data.js';

export interface RunningServer {
  url: string;
  app: AppInstance;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /**
   * A migrated and seeded database to start a copy of (`seededDatabaseDump()`): opening a dump skips
   * PGlite's initdb and the seeding, most of a fresh server's start-up time.
   */
  template?: Blob;
  /**
   * Live checks answered by the sandbox registries (a journey that ends in a live check); otherwise live
   * has no registry here and answers 503, as a server without IDENTITY_PROVIDER_URL does.
   */
  liveSandbox?: boolean;
}

/** The database a fresh test server starts with, dumped once for many servers to open copies of. */
export async function seededDatabaseDump(): Promise<Blob> {
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    await seed(database.db, TEST_SEED_PASSWORD);
    if (!database.dump) throw new Error('Only a PGlite database can be dumped');
    return await database.dump();
  } finally {
    await database.close();
  }
}

export async function startTestServer(
  config: Partial<Config> = {},
  { template, liveSandbox }: TestServerOptions = {},
): Promise<RunningServer> {
  const sandboxIdentity = liveSandbox ? new SandboxIdentityProvider() : undefined;
  const uploadsDir = mkdtempSync(join(tmpdir(), 'verity-server-'));
  const database = await openDatabase({ dataDir: null, loadDataDir: template });
  const app = await buildApp({
    env: {},
    database,
    ...(sandboxIdentity ? { identityProviders: { sandbox: sandboxIdentity, live: sandboxIdentity } } : {}),
    config: {
      nodeEnv: 'test',
      logLevel: 'silent',
      secretKey: 'test-server-secret-key-long-enough',
      dataDir: null,
      uploadsDir,
      ...config,
    },
  });
  if (!template) await seed(database.db, TEST_SEED_PASSWORD);
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
