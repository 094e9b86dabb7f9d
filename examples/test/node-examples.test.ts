/** Runs each Node example as a user would, against the real server on a fresh database. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '@verity/api';
import { openDatabase } from '@verity/api/database';
import { seed } from '@verity/api/seed';
import { afterAll, beforeAll, expect, it } from 'vitest';

const exec = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
let url = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'verity-examples-'));
  const database = await openDatabase({ dataDir: null });
  const app = await buildApp({
    env: {},
    database,
    config: {
      nodeEnv: 'test',
      logLevel: 'silent',
      secretKey: 'examples-secret-key-long-enough',
      dataDir: null,
      uploadsDir,
    },
  });
  await seed(database.db, 'Verity!2026');
  url = await app.listen({ host: '127.0.0.1', port: 0 });
  close = async () => {
    await app.close();
    await database.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  };
});
afterAll(() => close?.());

it('01-sign-in signs the seeded owner in over HTTP', async () => {
  const { stdout } = await exec(process.execPath, [join(here, '../node/01-sign-in.mjs')], {
    env: { ...process.env, VERITY_URL: url },
  });
  expect(stdout).toContain('Signed in as Ola Owner <owner@acme.local> of Acme Ltd');
});

it('01-sign-in reports a wrong password with the server’s message', async () => {
  const run = exec(process.execPath, [join(here, '../node/01-sign-in.mjs')], {
    env: { ...process.env, VERITY_URL: url, VERITY_PASSWORD: 'Wrong!Pass2026' },
  });
  await expect(run).rejects.toMatchObject({
    stderr: expect.stringContaining('The email or password is incorrect'),
  });
});
