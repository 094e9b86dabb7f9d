/**
 * The platform's sealing certificate for service agreements, as a PKCS#12 bundle. An operator may
 * configure their own (issued by a CA readers trust); otherwise a self-signed one is made on first use and
 * kept in the data directory, so every agreement this installation signs carries the same certificate.
 */
import { generateKeyPair as generateKeyPairCallback, type KeyObject, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { openP12 } from './p12.js';

export interface PlatformCertificate {
  p12: Buffer;
  passphrase: string;
  /** The certificate's subject, as Node prints it (e.g. "CN=Verity Platform Agreements\nO=Verity"). */
  subject: string;
}

export interface PlatformCertificateOptions {
  /** An operator-supplied bundle; when set, nothing is generated. */
  p12Path?: string | null;
  /** The passphrase of `p12Path` (ignored for the generated bundle, which keeps its own). */
  passphrase?: string;
  /** Where the generated bundle lives; null keeps it in memory for the process (tests). */
  dataDir: string | null;
  /** The start of the generated certificate's validity. */
  now: Date;
}

/** The configured bundle is unreadable, or the generated one is damaged on disk. */
export class PlatformCertificateError extends Error {
  override name = 'PlatformCertificateError';
}

export const PLATFORM_CERTIFICATE_COMMON_NAME = 'Verity Platform Agreements';
export const PLATFORM_CERTIFICATE_ORGANIZATION = 'Verity';
const VALIDITY_YEARS = 10;
const STORE_DIR = 'sla-signing';
const P12_FILE = 'platform.p12';
const PASSPHRASE_FILE = 'platform.passphrase';

const generateKeyPair = promisify(generateKeyPairCallback);

/**
 * One promise per source, so concurrent first requests share a single generation (and a single write)
 * instead of racing to create two different certificates. A failed attempt is forgotten so it can be
 * retried.
 */
const cache = new Map<string, Promise<PlatformCertificate>>();

export function loadPlatformCertificate(options: PlatformCertificateOptions): Promise<PlatformCertificate> {
  // The passphrase is part of the key so a corrected configuration is not answered from the cache.
  const key = options.p12Path
    ? `file:${options.p12Path}:${options.passphrase ?? ''}`
    : options.dataDir === null
      ? 'memory'
      : `dir:${options.dataDir}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const loading = load(options);
  cache.set(key, loading);
  loading.catch(() => cache.delete(key));
  return loading;
}

async function load(options: PlatformCertificateOptions): Promise<PlatformCertificate> {
  if (options.p12Path) return readConfigured(options.p12Path, options.passphrase ?? '');
  if (options.dataDir === null) return generate(options.now);
  return readOrCreateStored(join(options.dataDir, STORE_DIR), options.dataDir, options.now);
}

async function readConfigured(p12Path: string, passphrase: string): Promise<PlatformCertificate> {
  let p12: Buffer;
  try {
    p12 = await readFile(p12Path);
  } catch (error) {
    throw new PlatformCertificateError(`Cannot read the signing certificate at ${p12Path}`, { cause: error });
  }
  return described(p12, passphrase);
}

async function readOrCreateStored(dir: string, dataDir: string, now: Date): Promise<PlatformCertificate> {
  const stored = await readStored(dir);
  if (stored) return stored;
  const created = await generate(now);
  // Both files appear together or not at all: they are written into a private temporary directory that
  // is then renamed into place. If another process got there first the rename fails and its bundle wins.
  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(join(dataDir, `.${STORE_DIR}-`));
  try {
    await writeFile(join(staging, P12_FILE), created.p12, { mode: 0o600 });
    await writeFile(join(staging, PASSPHRASE_FILE), created.passphrase, { mode: 0o600 });
    await rename(staging, dir);
    return created;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const winner = await readStored(dir);
    if (winner) return winner;
    throw new PlatformCertificateError(`Cannot store the signing certificate in ${dir}`, { cause: error });
  }
}

async function readStored(dir: string): Promise<PlatformCertificate | null> {
  let p12: Buffer;
  try {
    p12 = await readFile(join(dir, P12_FILE));
  } catch (error) {
    if (isMissing(error)) return null;
    throw new PlatformCertificateError(`Cannot read ${join(dir, P12_FILE)}`, { cause: error });
  }
  let passphrase: string;
  try {
    passphrase = (await readFile(join(dir, PASSPHRASE_FILE), 'utf8')).trim();
  } catch (error) {
    throw new PlatformCertificateError(`${join(dir, P12_FILE)} has no readable passphrase file beside it`, {
      cause: error,
    });
  }
  return described(p12, passphrase);
}

/** Opens the bundle once up front, so a wrong passphrase fails at load rather than at the first signing. */
function described(p12: Buffer, passphrase: string): PlatformCertificate {
  try {
    return { p12, passphrase, subject: openP12(p12, passphrase).certificate.subject };
  } catch (error) {
    throw new PlatformCertificateError('The signing certificate bundle cannot be opened', { cause: error });
  }
}

async function generate(now: Date): Promise<PlatformCertificate> {
  // Node's native RSA key generation (~100 ms) rather than forge's pure-JS one (seconds); the async form
  // keeps the event loop free while it runs.
  const { privateKey, publicKey } = await generateKeyPair('rsa', { modulusLength: 2048 });
  const passphrase = randomBytes(32).toString('base64url');
  const p12 = selfSignedP12(privateKey, publicKey, passphrase, now);
  return described(p12, passphrase);
}

function selfSignedP12(privateKey: KeyObject, publicKey: KeyObject, passphrase: string, now: Date): Buffer {
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = positiveSerial();
  // An hour of slack so a signing a moment after generation, on a host whose clock is slightly behind
  // the one that made the certificate, still falls inside the validity period.
  cert.validity.notBefore = new Date(now.getTime() - 60 * 60 * 1000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALIDITY_YEARS);
  const name = [
    { name: 'commonName', value: PLATFORM_CERTIFICATE_COMMON_NAME },
    { name: 'organizationName', value: PLATFORM_CERTIFICATE_ORGANIZATION },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const pfx = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, {
    algorithm: 'aes256',
    friendlyName: PLATFORM_CERTIFICATE_COMMON_NAME,
  });
  return Buffer.from(forge.asn1.toDer(pfx).getBytes(), 'binary');
}

/** 16 random bytes with the top bit clear (DER INTEGERs are signed) and a non-zero first byte (minimal). */
function positiveSerial(): string {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x40;
  return bytes.toString('hex');
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
