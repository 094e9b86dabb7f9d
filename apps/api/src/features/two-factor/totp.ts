/** TOTP (RFC 6238) with otpauth: 6 digits, 30 s, SHA-1 — what every authenticator app reads. */
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;

function totpFor(secretBase32: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'Verity',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export async function totpSetup(
  secretBase32: string,
  label: string,
): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = totpFor(secretBase32, label).toString();
  return { otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

/**
 * The time-step the code belongs to (one step of clock drift either way), or null. Callers store the
 * step and refuse codes from that step or earlier, so a code seen once cannot be replayed.
 */
export function verifyTotp(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32, 'verify').validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
