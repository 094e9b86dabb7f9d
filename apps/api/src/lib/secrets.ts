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
}

export function createSecrets(secretKey: string): Secrets {
  if (secretKey.length < 16) throw new Error('SECRET_KEY must be at least 16 characters');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secretKey, 'verity', info, 32));
  const jwtKey = derive('session-jwt');
  const macKey = derive('token-mac');
  const encKey = derive('field-encryption');
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
