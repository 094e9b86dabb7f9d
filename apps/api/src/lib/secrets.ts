/**
 * Keys derived from the one SECRET_KEY, and the operations that use them: keyed hashes of tokens and
 * codes (only the hash is stored), and authenticated encryption of TOTP secrets.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';

export interface Secrets {
  /** HS256 key for session JWTs. */
  jwtKey: Uint8Array;
  /** Keyed hash of a token or code; deterministic so it can be looked up. */
  hashToken(purpose: string, token: string): string;
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
  /** Authenticated encryption of bytes at rest (captured images): IV, tag and body in one buffer. */
  sealBytes(plain: Uint8Array): Buffer;
  /** Throws when the bytes were changed or sealed under another key. */
  openBytes(sealed: Uint8Array): Buffer;
}

/** Sealed bytes: a version byte, the 12-byte IV, the 16-byte tag, then the ciphertext. */
const SEALED_VERSION = 1;

export function createSecrets(secretKey: string): Secrets {
  if (secretKey.length < 16) throw new Error('SECRET_KEY must be at least 16 characters');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secretKey, 'verity', info, 32));
  const jwtKey = derive('session-jwt');
  const macKey = derive('token-mac');
  const encKey = derive('field-encryption');
  const fileKey = derive('file-encryption');
  return {
    jwtKey: new Uint8Array(jwtKey),
    hashToken: (purpose, token) =>
      createHmac('sha256', macKey).update(`${purpose}:${token}`).digest('base64url'),
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(ciphertext) {
      const [version, iv, tag, body] = ciphertext.split('.');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown ciphertext format');
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    sealBytes(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', fileKey, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([Buffer.from([SEALED_VERSION]), iv, cipher.getAuthTag(), body]);
    },
    openBytes(sealed) {
      const bytes = Buffer.from(sealed);
      if (bytes.length < 29 || bytes[0] !== SEALED_VERSION) throw new Error('Unknown sealed format');
      const decipher = createDecipheriv('aes-256-gcm', fileKey, bytes.subarray(1, 13));
      decipher.setAuthTag(bytes.subarray(13, 29));
      return Buffer.concat([decipher.update(bytes.subarray(29)), decipher.final()]);
    },
  };
}

/** An unguessable token for links and challenges (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A numeric one-time code, e.g. 6 digits for OTPs sent by email or SMS. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(10));
  return out;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Recovery codes look like `k7m2-x9qp-4hta`: 12 characters, about 59 bits. */
export function randomRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < 12; i += 1) raw += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

/** Recovery codes are compared without dashes, spaces or case. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}
