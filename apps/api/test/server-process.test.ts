/**
 * The server as `npm start` runs it: the compiled JavaScript, started by server-process.mjs with its Node
 * flags, on a fresh PGlite folder. It must boot, print its address, let a demo user sign in, and stop
 * cleanly on SIGTERM. (The other suites run the TypeScript sources in-process; this one guards the build.)
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEntry, spawnServer } from '../server-process.mjs';
import { ACME_OWNER, PASSWORD } from './harness.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'verity-server-process-'));
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server (npm start)', () => {
  it('boots on a fresh database, signs a demo user in, and stops cleanly on SIGTERM', async () => {
    expect(existsSync(serverEntry), `${serverEntry} is missing: npm run build -w @verity/api`).toBe(true);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      VERITY_DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    delete env.NODE_ENV; // vitest sets 'test'; npm start runs with none, which seeds the demo accounts
    const child = spawnServer({ env, stdio: ['ignore', 'pipe', 'pipe'] });
    server = child;
    let printed = '';
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
        if (printed.includes('Press Ctrl-C to stop.')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`server exited (${code}): ${errors}`)));
    });
    expect(printed).toContain(`Verity is running at http://127.0.0.1:${port}`);
    expect(printed).toContain(ACME_OWNER);

    const url = `http://127.0.0.1:${port}/api/user/v1/auth`;
    const post = async (path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const lookup = (await (await post('/lookup', { email: ACME_OWNER })).json()) as {
      data: { accountChallengeToken: string };
    };
    const login = await post('/login', {
      email: ACME_OWNER,
      password: PASSWORD,
      challengeToken: lookup.data.accountChallengeToken,
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data: { token: string } }).data.token).toEqual(expect.any(String));

    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(errors).toBe('');
  }, 120_000);
});
