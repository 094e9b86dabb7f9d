/**
 * The built server (`dist/server.js`, as `npm start` runs it) as a child process on a PGlite folder, for
 * the suites that need a real process: one that boots and stops, one that is killed and restarted.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { serverEntry, spawnServer } from '../server-process.mjs';
import { PASSWORD } from './harness.js';

export { serverEntry };

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface BuiltServer {
  child: ChildProcess;
  url: string;
  /** What it printed on stdout up to now. */
  printed(): string;
  /** What it wrote on stderr up to now. */
  errors(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Starts the built server on `dataDir` and `port` and resolves once it says it is serving. */
export async function startBuiltServer(dataDir: string, port: number): Promise<BuiltServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VERITY_DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV; // vitest sets 'test'; npm start runs with none, which seeds the demo accounts
  const child = spawnServer({ env, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('Press Ctrl-C to stop.')) resolve();
    });
    void exited.then((code) => reject(new Error(`server exited (${code}): ${errors}`)));
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    printed: () => printed,
    errors: () => errors,
    exited,
  };
}

/** Signs a demo user in over HTTP; answers the login response. */
export async function signInOverHttp(url: string, email: string): Promise<Response> {
  const auth = `${url}/api/user/v1/auth`;
  const post = (path: string, body: unknown) =>
    fetch(`${auth}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const lookup = (await (await post('/lookup', { email })).json()) as {
    data: { accountChallengeToken: string };
  };
  return post('/login', { email, password: PASSWORD, challengeToken: lookup.data.accountChallengeToken });
}

/** A signed-in demo user's session token. */
export async function tokenOverHttp(url: string, email: string): Promise<string> {
  const login = await signInOverHttp(url, email);
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}
