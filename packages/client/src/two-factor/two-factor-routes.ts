/**
 * Two-factor authentication: an authenticator set up and turned off, recovery codes, a phone for texted
 * codes, and a business forcing it on its team. Routes that check a code or text one are rate-limited: the
 * limit's hit must stay even when the answer is a refusal, so they open their transaction once the limit
 * passed (`ownTransaction`).
 */
import { z } from 'zod';
import { defineRoutes } from '../core/route-table.js';
import {
  ZForceTwoFactorRequest,
  ZForceTwoFactorResponse,
  ZOtpRequest,
  ZRecoveryCodesResponse,
  ZTwoFactorCodeRequest,
  ZTwoFactorInitiateResponse,
  ZTwoFactorPhoneRequest,
} from '../schemas/two-factor.js';

const SESSION = { tenancy: 'session' } as const;
const twoFactorChange = { event: 'update', resource: 'two-factor' } as const;
const limitedChange = { ...twoFactorChange, ownTransaction: true } as const;
/** A forced 2FA set-up comes before a first sign-in's password change, so both states may set it up. */
const setupStates = ['two-factor-setup', 'first-login'] as const;

export const twoFactorRoutes = defineRoutes('user', {
  initiate: {
    method: 'POST',
    path: '/users/2fa/initiate',
    summary: "Starts an authenticator's set-up: its secret, otpauth URL and QR code",
    access: SESSION,
    response: ZTwoFactorInitiateResponse,
    audit: twoFactorChange,
    allowWhile: setupStates,
    errors: ['conflict'],
  },
  activate: {
    method: 'POST',
    path: '/users/2fa/activate',
    summary: "Turns 2FA on with the authenticator's first code; answers the recovery codes",
    access: SESSION,
    body: ZTwoFactorCodeRequest,
    response: ZRecoveryCodesResponse,
    audit: limitedChange,
    allowWhile: setupStates,
    errors: ['conflict', 'rate_limited'],
  },
  deactivate: {
    method: 'POST',
    path: '/users/2fa/deactivate',
    summary: 'Turns 2FA off with an authenticator or recovery code, unless the business forces it',
    access: SESSION,
    body: ZTwoFactorCodeRequest,
    response: z.null(),
    audit: limitedChange,
    errors: ['rate_limited'],
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/users/2fa/recovery-codes/generate',
    summary: 'New recovery codes for an authenticator or recovery code; the old ones stop working',
    access: SESSION,
    body: ZTwoFactorCodeRequest,
    response: ZRecoveryCodesResponse,
    audit: limitedChange,
    errors: ['rate_limited'],
  },
  setPhone: {
    method: 'POST',
    path: '/users/2fa/phone',
    summary: 'Texts a code to a phone number for texted sign-in codes',
    access: SESSION,
    body: ZTwoFactorPhoneRequest,
    response: z.null(),
    audit: limitedChange,
    errors: ['rate_limited'],
  },
  verifyPhone: {
    method: 'POST',
    path: '/users/2fa/phone/verify',
    summary: 'Verifies the phone number with its texted code',
    access: SESSION,
    body: ZOtpRequest,
    response: z.null(),
    audit: limitedChange,
    errors: ['rate_limited'],
  },
  removePhone: {
    method: 'POST',
    path: '/users/2fa/phone/remove',
    summary: "Removes the person's phone number for texted codes",
    access: SESSION,
    response: z.null(),
    audit: twoFactorChange,
  },
  setForceTwoFactor: {
    method: 'POST',
    path: '/businesses/settings/2fa',
    summary: 'Requires 2FA of everyone in the business, or makes it optional',
    access: { tenancy: 'business', permissions: ['business:settings:manage'] },
    body: ZForceTwoFactorRequest,
    response: ZForceTwoFactorResponse,
    audit: { event: 'update', resource: 'business' },
  },
});
