/**
 * The second-factor ways of /auth/2FA. The chosen way lives in the URL (`?method=recovery`), so the
 * switches are real links and a reload keeps the choice.
 */
import type { TTwoFactorMethod } from '@verity/client';

export function twoFactorMethodFrom(search: string): TTwoFactorMethod {
  const method = new URLSearchParams(search).get('method');
  return method === 'recovery' || method === 'email' || method === 'sms' ? method : 'authenticator';
}

export function twoFactorMethodHref(method: TTwoFactorMethod): string {
  return method === 'authenticator' ? '/auth/2FA' : `/auth/2FA?method=${method}`;
}

export interface TwoFactorMethodText {
  label: string;
  /** What the person does, under the heading. */
  instructions: string;
  numeric: boolean;
}

export const twoFactorMethodTexts: Record<TTwoFactorMethod, TwoFactorMethodText> = {
  authenticator: {
    label: 'Authentication code',
    instructions: 'Open your authenticator app and enter the 6-digit code it shows for Verity.',
    numeric: true,
  },
  recovery: {
    label: 'Recovery code',
    instructions: 'Enter one of the recovery codes you saved when you set up two-factor authentication.',
    numeric: false,
  },
  email: {
    label: 'Sign-in code',
    instructions: 'Enter the 6-digit code we sent to your email address.',
    numeric: true,
  },
  sms: {
    label: 'Sign-in code',
    instructions: 'Enter the 6-digit code we sent to your phone.',
    numeric: true,
  },
};
