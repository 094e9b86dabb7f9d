/** The signed-in user and the calls on `/users/me`. */
import { z } from 'zod';
import {
  currentPassword,
  number,
  oneOf,
  optionalText,
  password,
  requiredText,
  strictObject,
  withConfirmation,
} from '../rules/validation.js';
import { ZBusinessProfile } from './businesses.js';
import { countryCode, environments, mobile, ZEnvironment } from './common.js';

export const businessTypes = ['business', 'organization', 'admin'] as const;
export const genders = ['male', 'female', 'other'] as const;

export const ZUser = z.object({
  id: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  countryCode: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  photo: z.string().nullable(),
  environment: ZEnvironment,
  firstTimeLogin: z.boolean(),
  /** The business forces 2FA on its users; with `twoFactorEnabled` false the user must set it up. */
  force2FA: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** Set only on a login that still needs its second factor. */
  twoFactorLoginToken: z.string().nullable(),
  businessType: z.enum(businessTypes),
  settings: z.object({
    /** The idle timeout in force: the user's choice, held to the business's cap. */
    sessionTimeoutInMinutes: z.number().int(),
    /** The business's cap (`PUT /businesses/me/settings`); null: every choice is allowed. */
    maxSessionTimeoutInMinutes: z.number().int().nullable(),
  }),
  role: z.object({ id: z.string(), name: z.string(), permissions: z.array(z.string()) }),
  business: z.object({ id: z.string(), name: z.string(), registrationNumber: z.string().nullable() }),
  passwordExpiresAt: z.string(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZMeResponse = z.object({ user: ZUser });
export type TMeResponse = z.infer<typeof ZMeResponse>;

/**
 * GET /users/me, the dashboard's session check: the user and their business's profile (the same shape as
 * GET /businesses/me) in one answer, so entering the signed-in shell costs one request. The profile is null
 * while the session may only set up two-factor authentication: the access policy keeps GET /businesses/me
 * from such a session too.
 */
export const ZSessionResponse = ZMeResponse.extend({ businessProfile: ZBusinessProfile.nullable() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** Idle timeout choices: -1 turns idle logout off. */
export const ZSessionTimeout = number('session timeout in minutes', {
  integer: true,
  min: -1,
  max: 1440,
}).refine((value) => value !== 0, {
  error: 'The session timeout in minutes field should be at least 1, or -1 to turn it off',
});

/** The idle timeout in force: a member's choice held to the business's cap (-1, never, is over every cap). */
export function cappedSessionTimeout(choice: number, cap: number | null): number {
  if (cap === null) return choice;
  return choice === -1 || choice > cap ? cap : choice;
}

export const ZUpdateMeRequest = strictObject({
  firstName: requiredText('first name', { max: 100 }).optional(),
  middleName: optionalText('middle name', { max: 100 }),
  lastName: requiredText('last name', { max: 100 }).optional(),
  mobile: mobile().optional(),
  countryCode: countryCode().optional(),
  gender: oneOf('gender', genders).optional(),
  photo: optionalText('photo', { max: 2048 }),
  settings: strictObject({ sessionTimeoutInMinutes: ZSessionTimeout.optional() }).optional(),
});
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;

export const ZChangePasswordRequest = withConfirmation(
  strictObject({
    currentPassword: currentPassword('current password'),
    newPassword: password('new password'),
    confirmPassword: currentPassword('confirm password'),
  }),
  'newPassword',
  'confirmPassword',
);
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** Without a body the call switches to live. */
export const ZSwitchEnvironmentRequest = strictObject({
  environment: oneOf('environment', environments).optional(),
});
export type TSwitchEnvironmentRequest = z.infer<typeof ZSwitchEnvironmentRequest>;

export const ZTimezone = z.object({ name: z.string(), offset: z.string(), label: z.string() });
export type TTimezone = z.infer<typeof ZTimezone>;
export const ZTimezonesResponse = z.object({ items: z.array(ZTimezone) });
export type TTimezonesResponse = z.infer<typeof ZTimezonesResponse>;
