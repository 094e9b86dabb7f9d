/**
 * The built Verity server as the benches run it: a child process started the way `npm start` starts it
 * (apps/api/server-process.mjs), on a port of its own, plus signing in over HTTP like any client.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { serverEntry, serverNodeFlags, spawnServer } from '../../apps/api/server-process.mjs';

export const SEED_PASSWORD = 'Verity!2026';

/** A port free at the time of asking (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

export interface BuiltServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface BuiltServerOptions {
  /** PGlite data folder (VERITY_DATA_DIR); ignored by the server when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl?: string;
  /** Extra environment for the server. */
  env?: NodeJS.ProcessEnv;
  /** Node flags added before the server's own (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeFlags?: string[];
}

/** Starts `apps/api/dist/server.js` (build first) and resolves once it says it is running. */
export async function startBuiltServer(options: BuiltServerOptions): Promise<BuiltServer> {
  const port = await freePort();
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const env = {
    ...inherited,
    VERITY_DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    PORT: String(port),
    SECRET_KEY: 'bench-secret-key-long-enough',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    ...options.env,
  };
  const stdio: ['ignore', 'pipe', 'inherit'] = ['ignore', 'pipe', 'inherit'];
  const child = options.nodeFlags
    ? spawn(process.execPath, [...options.nodeFlags, ...serverNodeFlags, serverEntry], { env, stdio })
    : spawnServer({ env, stdio });
  await new Promise<void>((resolve, reject) => {
    let said = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Verity is running')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    stop: () => stopChild(child),
  };
}

/** SIGTERM, then wait for the exit (the server closes its database first). */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${answer.message}`);
  return answer.data;
}

/** Signs a seeded account in (lookup, then password) and returns its Bearer token. */
export async function signIn(url: string, email: string, password = SEED_PASSWORD): Promise<string> {
  const challenge = await postJson<{ accountChallengeToken: string }>(`${url}/api/user/v1/auth/lookup`, {
    email,
  });
  const login = await postJson<{ token: string }>(`${url}/api/user/v1/auth/login`, {
    email,
    password,
    challengeToken: challenge.accountChallengeToken,
  });
  return login.token;
}
