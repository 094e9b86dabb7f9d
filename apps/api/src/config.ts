/**
 * Every environment variable the API reads, parsed once. The README lists the same set; add a variable
 * in both places.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  host: string;
  port: number;
  /** The address people open; used in mailed links. */
  publicUrl: string;
  /**
   * Where public vForm links point (the form host differs from the dashboard's). On
   * it, `/v-forms/{id}` is the hosted form; on the dashboard's host the same path is the form's overview.
   * Default: the other loopback name of PUBLIC_URL (127.0.0.1 <-> localhost), or PUBLIC_URL itself.
   */
  formsUrl: string;
  /** Unset: embedded PGlite in `dataDir` (or in memory with `dataDir: null`). */
  databaseUrl: string | undefined;
  /** PGlite data and uploaded files. `null`: in memory and a temporary upload folder (tests). */
  dataDir: string | null;
  uploadsDir: string;
  /** 32+ bytes of secret material; JWT, token MAC and TOTP-secret encryption keys derive from it. */
  secretKey: string;
  passwordMaxAgeDays: number;
  sessionTtlHours: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedPassword: string;
  /** Built dashboard to serve at `/`; unset serves the API alone. */
  dashboardDir: string | undefined;
  logLevel: string;
  /** Live identity checks go here; unset, a live check answers 503 (sandbox always works). */
  identityProviderUrl: string | undefined;
  identityProviderKey: string;
  /**
   * Live sanction and PEP screening: a yente server (OpenSanctions' screening server, run by the business
   * with its licensed data) and its API key; unset, a live screening answers 503 (sandbox always works).
   */
  screeningUrl: string | undefined;
  screeningKey: string;
  /** After this many days a check's personal data counts as expired (`hasExpired`). */
  identityRetentionDays: number;
  /**
   * SERVER_TIMING=true: every API answer says how long authenticating it took (`Server-Timing: auth;dur=`,
   * in ms), for bench/api-keys and the browser's network panel. Off by default.
   */
  serverTiming: boolean;
  /**
   * Stripe (cards and card payments). With none of the three set the server runs its in-process
   * Stripe double and serves a Stripe.js stand-in (docs/sandbox.md): test cards, no account, no network.
   */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /**
   * The PKCS#12 certificate that seals signed service agreements (SLA_SIGNING_P12, with
   * SLA_SIGNING_P12_PASSPHRASE). Unset: one is generated into `dataDir/sla-signing` on first use.
   */
  slaSigningP12: { path: string; passphrase: string } | undefined;
}

export type Env = Record<string, string | undefined>;

/**
 * On a loopback address the forms get the other name of the same machine (127.0.0.1 <-> localhost), so
 * one port serves the dashboard and the public forms on different hosts with no set-up.
 */
export function defaultFormsUrl(publicUrl: string): string {
  const url = new URL(publicUrl);
  if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  else if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  return url.origin;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const host = env.HOST ?? '127.0.0.1';
  const port = intFrom(env.PORT, 8080, 'PORT');
  const dataDir = resolve(cwd, env.VERITY_DATA_DIR ?? '.verity-data');
  const publicUrl = (env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(
    /\/+$/,
    '',
  );
  return {
    nodeEnv,
    host,
    port,
    publicUrl,
    formsUrl: env.FORMS_URL ? env.FORMS_URL.replace(/\/+$/, '') : defaultFormsUrl(publicUrl),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    secretKey: env.SECRET_KEY ?? secretFromDataDir(dataDir, nodeEnv),
    passwordMaxAgeDays: intFrom(env.PASSWORD_MAX_AGE_DAYS, 90, 'PASSWORD_MAX_AGE_DAYS'),
    sessionTtlHours: intFrom(env.SESSION_TTL_HOURS, 24, 'SESSION_TTL_HOURS'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Verity <no-reply@verity.local>',
    seedPassword: env.SEED_PASSWORD ?? 'Verity!2026',
    dashboardDir: env.DASHBOARD_DIR ? resolve(cwd, env.DASHBOARD_DIR) : undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    identityProviderUrl: env.IDENTITY_PROVIDER_URL || undefined,
    identityProviderKey: env.IDENTITY_PROVIDER_KEY ?? '',
    screeningUrl: env.SCREENING_URL || undefined,
    screeningKey: env.SCREENING_KEY ?? '',
    identityRetentionDays: intFrom(env.IDENTITY_RETENTION_DAYS, 90, 'IDENTITY_RETENTION_DAYS'),
    serverTiming: env.SERVER_TIMING === 'true',
    stripe: stripeFrom(env),
    slaSigningP12: env.SLA_SIGNING_P12
      ? { path: resolve(cwd, env.SLA_SIGNING_P12), passphrase: env.SLA_SIGNING_P12_PASSPHRASE ?? '' }
      : undefined,
  };
}

/**
 * Outside production a missing SECRET_KEY is generated once and kept beside the data, so sessions and
 * encrypted TOTP secrets survive a restart. Production must set it: losing it loses every 2FA secret.
 */
function secretFromDataDir(dataDir: string, nodeEnv: Config['nodeEnv']): string {
  if (nodeEnv === 'production') throw new Error('SECRET_KEY must be set when NODE_ENV=production');
  return keptSecret(dataDir, 'secret-key');
}

/**
 * A secret made for this install: 32 random bytes kept in `dataDir/name` (readable by its owner only) the
 * first time it is asked for, and read from there after. Never a constant in the source, where anyone
 * could read it. Two servers starting on the same folder at once keep the first one written.
 */
export function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
  return secret;
}

function stripeFrom(env: Env): Config['stripe'] {
  const keys = {
    secretKey: env.STRIPE_SECRET_KEY ?? '',
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
  };
  const set = Object.values(keys).filter((value) => value !== '').length;
  if (set === 0) return undefined;
  if (set < 3)
    throw new Error(
      'Set all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or none',
    );
  return keys;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}
