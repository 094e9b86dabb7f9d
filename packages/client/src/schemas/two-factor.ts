/** Two-factor set-up and management. */
import { z } from 'zod';
import { numeric, requiredText, strictObject } from '../rules/validation.js';
import { countryCode, mobile } from './common.js';

export const RECOVERY_CODE_COUNT = 10;

export const ZTwoFactorInitiateResponse = z.object({
  /** Base32 secret for manual entry. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** PNG data URL of the otpauth URL. */
  qrCode: z.string(),
});
export type TTwoFactorInitiateResponse = z.infer<typeof ZTwoFactorInitiateResponse>;

/** An authenticator code, or a recovery code where the call accepts one. */
export const ZTwoFactorCodeRequest = strictObject({ code: requiredText('code', { max: 64 }) });
export type TTwoFactorCodeRequest = z.infer<typeof ZTwoFactorCodeRequest>;

export const ZRecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;

export const ZTwoFactorPhoneRequest = strictObject({ countryCode: countryCode(), mobile: mobile() });
export type TTwoFactorPhoneRequest = z.infer<typeof ZTwoFactorPhoneRequest>;

export const ZOtpRequest = strictObject({ otp: numeric('otp', { length: 6 }) });
export type TOtpRequest = z.infer<typeof ZOtpRequest>;

export const ZForceTwoFactorRequest = strictObject({
  force2FA: z.boolean({
    error: (issue) =>
      issue.input === undefined
        ? 'The force2FA field is required'
        : 'The force2FA field should be true or false',
  }),
});
export type TForceTwoFactorRequest = z.infer<typeof ZForceTwoFactorRequest>;
export const ZForceTwoFactorResponse = z.object({ force2FA: z.boolean() });
export type TForceTwoFactorResponse = z.infer<typeof ZForceTwoFactorResponse>;
