/**
 * A fresh app on a fresh database per test file: in-memory PGlite (a copy of the run's seeded database,
 * seeded-template.ts), or, when TEST_DATABASE_URL points at a PostgreSQL server, a new database created
 * for the file and dropped after it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ErrorCode, errorNameOfCode, isErrorCode } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/database.js';
import { roles, users } from '../src/db/schema.js';
import type { AppInstance } from '../src/http/app-instance.js';
import { newId } from '../src/lib/ids.js';
import { seed } from '../src/seed/seed.js';
import { createDatabase, databaseUrl, onServer } from './postgres-server.js';
import { PASSWORD } from './seed-password.js';

export { PASSWORD } from './seed-password.js';
export const ACME_OWNER = 'owner@acme.local';
export const ACME_ANALYST = 'analyst@acme.local';
export const GLOBEX_OWNER = 'owner@globex.local';

export interface TestApp {
  app: AppInstance;
  database: Database;
  close(): Promise<void>;
}

async function freshPostgres(
  serverUrl: string,
  persistAt?: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = persistAt
    ? `verity_test_${createHash('sha256').update(persistAt).digest('hex').slice(0, 12)}`
    : `verity_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, name, { reuse: Boolean(persistAt), ...(template ? { template } : {}) });
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  now?: () => Date;
  /**
   * Persist between apps (restart tests): PGlite keeps its data in this folder; on PostgreSQL the same
   * database is reused for the same folder. Default: in memory / a new database.
   */
  dataDir?: string;
  /** Leave the data in place on close, for the next app to open. */
  keep?: boolean;
  /** Seed Acme's ~5,000 past identity checks (off unless a suite needs them). */
  identityHistory?: boolean;
  identityProviders?: import('../src/features/identity/run-identity-check.js').IdentityProviders;
  screeningProviders?: import('../src/app.js').BuildOptions['screeningProviders'];
  companyProviders?: import('../src/features/company/company-provider.js').CompanyProviders;
  creditBureaus?: import('../src/features/credit-report/credit-bureau-provider.js').CreditBureauProviders;
  seed?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const seeding = options.seed ?? true;
  // The run's seeded database (seeded-template.ts), for a file that wants just that: a copy opens in a
  // fraction of the time a fresh one takes to create, migrate and seed.
  const fromTemplate = !options.dataDir && seeding && !options.identityHistory;
  const postgresTemplate = pgUrl && fromTemplate ? inject('seededPostgresTemplate') : '';
  const postgres = pgUrl ? await freshPostgres(pgUrl, options.dataDir, postgresTemplate) : undefined;
  const templateFile = !postgres && fromTemplate ? inject('seededTemplate') : '';
  const database = await openDatabase({
    databaseUrl: postgres?.url,
    dataDir: options.dataDir ?? null,
    ...(templateFile ? { loadDataDir: new Blob([readFileSync(templateFile)]) } : {}),
    // pool.end() resolves before its sockets finish closing, so the DROP … WITH (FORCE) after the file ends
    // can terminate one of them; that is the expected end of a test database, not a failure.
    onIdleConnectionError: () => {},
  });
  const uploadsDir = mkdtempSync(join(tmpdir(), 'verity-uploads-'));
  const app = await buildApp({
    env: {},
    database,
    ...(options.now ? { now: options.now } : {}),
    ...(options.identityProviders ? { identityProviders: options.identityProviders } : {}),
    ...(options.screeningProviders ? { screeningProviders: options.screeningProviders } : {}),
    ...(options.companyProviders ? { companyProviders: options.companyProviders } : {}),
    ...(options.creditBureaus ? { creditBureaus: options.creditBureaus } : {}),
    config: {
      nodeEnv: 'test',
      logLevel: 'silent',
      secretKey: 'test-secret-key-that-is-long-enough',
      dataDir: null,
      uploadsDir,
      publicUrl: 'http://verity.test',
      ...options.config,
    },
  });
  if (seeding && !templateFile && !postgresTemplate)
    await seed(database.db, PASSWORD, { identityHistory: options.identityHistory ?? false });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (!options.keep) await postgres?.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: {
    success: boolean;
    statusCode: number;
    message: string;
    name?: string;
    /** A failure's code (docs/errors.md). */
    code?: string;
    data: T;
    errors?: string[];
    fieldErrors?: Record<string, string>;
  };
  headers: Record<string, string | string[] | number | undefined>;
}

/** A JSON call through `app.inject` with the envelope parsed. */
export async function call<T = unknown>(
  app: AppInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: {
    body?: unknown;
    token?: string | null;
    headers?: Record<string, string>;
    /** The caller's address, for limits kept per IP (default: inject's 127.0.0.1). */
    ip?: string;
  } = {},
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const body = response.json();
  // Conventions: an envelope's statusCode is its answer's HTTP status. Every suite's every answer checks it.
  if (typeof body?.statusCode === 'number' && body.statusCode !== response.statusCode)
    throw new Error(
      `${method} ${url}: the envelope says statusCode ${body.statusCode} but the answer is HTTP ${response.statusCode}`,
    );
  // Every failure carries a code from the published catalogue, so programs never read the message.
  if (body?.success === false && !isErrorCode(body.code))
    throw new Error(`${method} ${url}: the failure's code ${JSON.stringify(body.code)} is not in errorCodes`);
  // …and is answered with the error name (so the HTTP status) the catalogue gives it, as OpenAPI lists it.
  if (body?.success === false && errorNameOfCode[body.code as ErrorCode] !== body.name)
    throw new Error(
      `${method} ${url}: the code ${body.code} came with ${body.name}, not ${errorNameOfCode[body.code as ErrorCode]}`,
    );
  return { status: response.statusCode, body, headers: response.headers };
}

export const user = (path: string) => `/api/user/v1${path}`;

/** The role a business has by this name (every business has the default roles). */
export async function roleNamed(app: AppInstance, ownerEmail: string, name: string) {
  const [owner] = await app.ctx.db.select().from(users).where(eq(users.email, ownerEmail));
  const [role] = await app.ctx.db
    .select()
    .from(roles)
    .where(and(eq(roles.businessId, owner?.businessId ?? ''), eq(roles.name, name)));
  if (!role) throw new Error(`no role ${name} for ${ownerEmail}`);
  return role;
}

/**
 * A new active member of the business of `ownerEmail`, holding `roleId`, who signs in with the demo
 * password: a copy of that owner's account under another id and email (no organization, no 2FA).
 */
export async function addMember(
  app: AppInstance,
  ownerEmail: string,
  email: string,
  roleId: string,
): Promise<string> {
  const [owner] = await app.ctx.db.select().from(users).where(eq(users.email, ownerEmail));
  if (!owner) throw new Error(`no user ${ownerEmail}`);
  const id = newId();
  await app.ctx.db.insert(users).values({
    ...owner,
    id,
    email,
    roleId,
    firstName: email.split('@')[0] ?? 'Member',
    organizationId: null,
    twoFactorEnabledAt: null,
    twoFactorSecret: null,
  });
  return id;
}

export async function lookup(app: AppInstance, email: string): Promise<string> {
  const answer = await call<{ accountChallengeToken: string }>(app, 'POST', user('/auth/lookup'), {
    body: { email },
  });
  if (answer.status !== 200) throw new Error(`lookup failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data.accountChallengeToken;
}

export interface LoginData {
  token: string | null;
  user: {
    id: string;
    twoFactorLoginToken: string | null;
    firstTimeLogin: boolean;
    force2FA: boolean;
    twoFactorEnabled: boolean;
  };
}

export async function login(
  app: AppInstance,
  email: string,
  password = PASSWORD,
): Promise<Answer<LoginData>> {
  const challengeToken = await lookup(app, email);
  return call<LoginData>(app, 'POST', user('/auth/login'), { body: { email, password, challengeToken } });
}

/** A session token for a user that can sign in with a password alone. */
export async function tokenFor(app: AppInstance, email: string, password = PASSWORD): Promise<string> {
  const answer = await login(app, email, password);
  if (!answer.body.data?.token)
    throw new Error(`login failed for ${email}: ${answer.status} ${answer.body.message}`);
  return answer.body.data.token;
}

/** Messages the outbox recorded for an address, newest first. */
export async function mailbox(app: AppInstance, to: string) {
  return app.ctx.outbox.list(to);
}

/** The first match of `pattern` in the newest message to `to`. */
export async function fromLatestMail(app: AppInstance, to: string, pattern: RegExp): Promise<string> {
  const [latest] = await mailbox(app, to);
  const match = latest ? pattern.exec(latest.text) : null;
  if (!match?.[1]) throw new Error(`no message to ${to} matching ${pattern}`);
  return match[1];
}
