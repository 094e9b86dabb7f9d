/** Account creation and invitation registration. */
import { z } from 'zod';
import {
  email,
  number,
  numeric,
  oneOf,
  optionalText,
  password,
  requiredText,
  strictObject,
} from '../rules/validation.js';
import { countryCode, mobile } from './common.js';
import { genders } from './users.js';

export const currencies = ['NGN', 'USD'] as const;

export const ZCreateBusinessAccountRequest = strictObject({
  firstName: requiredText('first name', { max: 100 }),
  lastName: requiredText('last name', { max: 100 }),
  email: email(),
  companyName: requiredText('company name', { max: 200 }),
  countryCode: countryCode(),
  currency: oneOf('currency', currencies),
  countryOfIncorporation: countryCode('country of incorporation'),
  mobile: mobile(),
  expectedChecksPerMonth: number('expected checks per month', { integer: true, min: 0, max: 100_000_000 }),
});
export type TCreateBusinessAccountRequest = z.infer<typeof ZCreateBusinessAccountRequest>;

/** The pending account's token: carried in the completion path with the mailed OTP. */
export const ZCreateAccountResponse = z.object({ accountCreationToken: z.string(), email: z.string() });
export type TCreateAccountResponse = z.infer<typeof ZCreateAccountResponse>;

/** Second form of the sign-up: changes a pending account's details and mails a fresh OTP. */
export const ZCreateUserAccountRequest = strictObject({
  firstName: requiredText('first name', { max: 100 }),
  lastName: requiredText('last name', { max: 100 }),
  email: email(),
  companyName: requiredText('company name', { max: 200 }),
  countryCode: countryCode(),
  mobile: mobile(),
  accountCreationToken: requiredText('account creation token', { max: 512 }),
});
export type TCreateUserAccountRequest = z.infer<typeof ZCreateUserAccountRequest>;

export const OTP_LENGTH = 6;
export const ZCompleteAccountRequest = strictObject({ otp: numeric('otp', { length: OTP_LENGTH }) });
export type TCompleteAccountRequest = z.infer<typeof ZCompleteAccountRequest>;
export const ZCompleteAccountCodeRequest = strictObject({ code: numeric('code', { length: OTP_LENGTH }) });
export type TCompleteAccountCodeRequest = z.infer<typeof ZCompleteAccountCodeRequest>;
/** The owner's first password is mailed; they change it at first login. */
export const ZCompleteAccountResponse = z.object({ email: z.string(), businessId: z.string() });
export type TCompleteAccountResponse = z.infer<typeof ZCompleteAccountResponse>;

/** At most this many addresses in one invitation call. */
export const MAX_INVITES_AT_ONCE = 20;

/**
 * One address (`email`: the answer is the invitation) or several (`emails`: the answer says, address by
 * address, which went out and why any was refused), each with the one role.
 */
export const ZInviteUserRequest = strictObject({
  email: email().optional(),
  emails: z
    .array(email(), { error: 'The emails field should be a list of email addresses' })
    .min(1, { error: 'Add at least one email' })
    .max(MAX_INVITES_AT_ONCE, { error: `Invite at most ${MAX_INVITES_AT_ONCE} people at a time` })
    .optional(),
  roleId: requiredText('role', { max: 64 }),
}).refine((body) => (body.email === undefined) !== (body.emails === undefined), {
  error: 'Give either one email or a list of emails',
  path: ['email'],
});
export interface TInviteUserRequest {
  email: string;
  roleId: string;
}
export interface TInviteUsersRequest {
  emails: string[];
  roleId: string;
}
export const ZInvitation = z.object({
  id: z.string(),
  email: z.string(),
  roleId: z.string(),
  expiresAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** Several invitations in one call: each address's invitation, or why it was refused. */
export const ZInvitationBatch = z.object({
  items: z.array(
    z.object({ email: z.string(), invitation: ZInvitation.nullable(), error: z.string().nullable() }),
  ),
});
export type TInvitationBatch = z.infer<typeof ZInvitationBatch>;

/** What an invitation call answers: the invitation for one `email`, the batch for `emails`. */
export const ZInviteAnswer = z.union([ZInvitation, ZInvitationBatch]);
export type TInviteAnswer = z.infer<typeof ZInviteAnswer>;

export const ZInvitationVerifyResponse = z.object({
  email: z.string(),
  businessName: z.string(),
  roleName: z.string(),
  expiresAt: z.string(),
});
export type TInvitationVerifyResponse = z.infer<typeof ZInvitationVerifyResponse>;

export const ZRegisterRequest = strictObject({
  firstName: requiredText('first name', { max: 100 }),
  lastName: requiredText('last name', { max: 100 }),
  middleName: optionalText('middle name', { max: 100 }),
  mobile: mobile(),
  gender: oneOf('gender', genders).optional(),
  password: password(),
  photo: optionalText('photo', { max: 2048 }),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;
