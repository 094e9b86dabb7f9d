/** Sign-in calls. */
import { z } from 'zod';
import {
  currentPassword,
  email,
  oneOf,
  password,
  requiredText,
  strictObject,
  withConfirmation,
} from '../rules/validation.js';
import { ZUser } from './users.js';

export const ZLookupRequest = strictObject({ email: email() });
export type TLookupRequest = z.infer<typeof ZLookupRequest>;
export const ZLookupResponse = z.object({ accountChallengeToken: z.string() });
export type TLookupResponse = z.infer<typeof ZLookupResponse>;

export const ZLoginRequest = strictObject({
  email: email(),
  password: currentPassword(),
  challengeToken: requiredText('challenge token', { max: 512 }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * A login answers a session token, or, when the user has 2FA, no token and `user.twoFactorLoginToken`
 * to finish with at `/auth/2fa/login`.
 */
export const ZLoginResponse = z.object({ user: ZUser, token: z.string().nullable() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const twoFactorMethods = ['authenticator', 'recovery', 'email', 'sms'] as const;
export type TTwoFactorMethod = (typeof twoFactorMethods)[number];

export const ZTwoFactorLoginRequest = strictObject({
  twoFactorLoginToken: requiredText('two factor login token', { max: 512 }),
  authCode: requiredText('auth code', { max: 64 }),
  type: oneOf('type', twoFactorMethods),
});
export type TTwoFactorLoginRequest = z.infer<typeof ZTwoFactorLoginRequest>;

export const ZTwoFactorCodeSendRequest = strictObject({
  type: oneOf('type', ['email', 'sms']),
  twoFactorLoginToken: requiredText('two factor login token', { max: 512 }),
});
export type TTwoFactorCodeSendRequest = z.infer<typeof ZTwoFactorCodeSendRequest>;
export const ZTwoFactorCodeSendResponse = z.object({ channel: z.enum(['email', 'sms']), to: z.string() });
export type TTwoFactorCodeSendResponse = z.infer<typeof ZTwoFactorCodeSendResponse>;

export const ZPasswordResetRequest = strictObject({ email: email() });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

export const ZPasswordResetConfirmRequest = withConfirmation(
  strictObject({ password: password(), confirmPassword: currentPassword('confirm password') }),
  'password',
  'confirmPassword',
);
export type TPasswordResetConfirmRequest = z.infer<typeof ZPasswordResetConfirmRequest>;

export const ZPasswordTokenVerifyResponse = z.object({ email: z.string(), expiresAt: z.string() });
export type TPasswordTokenVerifyResponse = z.infer<typeof ZPasswordTokenVerifyResponse>;
