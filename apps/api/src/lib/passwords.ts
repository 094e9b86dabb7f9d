/**
 * Password hashing with scrypt from node:crypto. The stored form names its parameters so they can be
 * raised later without breaking existing hashes: `scrypt$N$r$p$salt$hash` (base64url).
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 128 * N * r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS.N, PARAMS.r, PARAMS.p);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a password nobody has, so a login for an unknown email costs the same time as one for a
 * known email and timing does not tell them apart.
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/** A first password meeting the password policy, mailed to a new owner who must change it at first login. */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)] ?? '';
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const body = Array.from({ length: 10 }, () => pick(`${letters}${letters.toUpperCase()}23456789`)).join('');
  return `${pick(letters.toUpperCase())}${pick(letters)}${pick('23456789')}${pick('!@#$%*?')}${body}`;
}
