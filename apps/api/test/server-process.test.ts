/**
 * The server as `npm start` runs it: the compiled JavaScript, started by server-process.mjs with its Node
 * flags, on a fresh PGlite folder. It must boot, print its address, let a demo user sign in, and stop
 * cleanly on SIGTERM. (The other suites run the TypeScript sources in-process; this one guards the build.)
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltServer, freePort, serverEntry, signInOverHttp, startBuiltServer } from './built-server.js';
import { ACME_OWNER } from './harness.js';

const dataDir = mkdtempSync(join(tmpdir(), 'verity-server-process-'));
let server: BuiltServer | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server (npm start)', () => {
  it('boots on a fresh database, signs a demo user in, and stops cleanly on SIGTERM', async () => {
    expect(existsSync(serverEntry), `${serverEntry} is missing: npm run build -w @verity/api`).toBe(true);
    const port = await freePort();
    server = await startBuiltServer(dataDir, port);
    expect(server.printed()).toContain(`Verity is running at http://127.0.0.1:${port}`);
    expect(server.printed()).toContain(ACME_OWNER);

    const login = await signInOverHttp(server.url, ACME_OWNER);
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data: { token: string } }).data.token).toEqual(expect.any(String));

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.errors()).toBe('');
  }, 120_000);
});
