/**
 * The invite dialog's form (invite, several `emails` and one `roleId`): the chips and what is still typed in
 * the chips' input, which counts too, as if Enter had been pressed; then the call's own schema
 * (ZInviteUserRequest), whose messages land on the fields of the same name.
 */
import { type TInviteUsersRequest, ZInviteUserRequest } from '@verity/client';
import { type DraftCheck, draftSchema } from '../../../lib/draft-schema';
import { addTypedEmail, type ChipState } from '../../../lib/email-chips';

export const NO_EMAIL_MESSAGE = 'Add at least one email';

export interface InviteForm {
  /** The chips and the input, named as the call names the addresses they become. */
  emails: ChipState;
  roleId: string;
}

export function checkInvite(form: InviteForm): DraftCheck<TInviteUsersRequest, keyof InviteForm> {
  const typed = addTypedEmail(form.emails);
  if (typed.warning) return { errors: { emails: typed.warning } };
  if (typed.emails.length === 0) return { errors: { emails: NO_EMAIL_MESSAGE } };
  return { request: { emails: [...typed.emails], roleId: form.roleId } };
}

export const inviteSchema = draftSchema(checkInvite, ZInviteUserRequest);
