/**
 * Inviting teammates: several emails as chips and one role, with what that role lets them do, sent in one
 * call. The server invites each address on its own, so one refused (already a member elsewhere, say) does
 * not stop the rest; the dialog says which went out and keeps the refused ones to fix.
 */
import { ApiError, type TRole } from '@verity/client';
import { useState } from 'react';
import { EmailChipsField } from '../../../components/email-chips-field';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { addTypedEmail, type ChipState } from '../../../lib/email-chips';
import { useInvite } from '../api';
import { RolePermissions } from './member-actions';

export function InviteDialog({ roles, onClose }: { roles: readonly TRole[]; onClose(): void }) {
  const invite = useInvite();
  const [chips, setChips] = useState<ChipState>({ emails: [], input: '' });
  const [warning, setWarning] = useState<string | null>(null);
  const [roleId, setRoleId] = useState(roles.find((role) => !role.isOwner)?.id ?? '');
  const [refused, setRefused] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const role = roles.find((candidate) => candidate.id === roleId);

  const send = async () => {
    // What is still typed counts too, as if Enter had been pressed.
    const typed = addTypedEmail(chips);
    if (typed.warning) {
      setWarning(typed.warning);
      return;
    }
    if (typed.emails.length === 0) {
      setWarning('Add at least one email');
      return;
    }
    setSending(true);
    const failures: string[] = [];
    const kept: string[] = [];
    try {
      const { data } = await invite.mutateAsync({ emails: [...typed.emails], roleId });
      for (const item of data.items)
        if (item.error) {
          failures.push(`${item.email}: ${item.error}`);
          kept.push(item.email);
        }
    } catch (error) {
      failures.push(error instanceof ApiError ? error.message : 'The invitations could not be sent');
      kept.push(...typed.emails);
    }
    setSending(false);
    const sent = typed.emails.length - kept.length;
    if (sent > 0) toast.success(`${sent} ${sent === 1 ? 'invitation' : 'invitations'} sent`);
    if (kept.length === 0) onClose();
    else {
      setChips({ emails: kept, input: '' });
      setRefused(failures);
    }
  };

  return (
    <Modal open title="Invite teammates" onClose={() => !sending && onClose()}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <EmailChipsField
          state={chips}
          warning={warning}
          onChange={(state, next) => {
            setChips(state);
            setWarning(next);
          }}
          disabled={sending}
        />
        <SelectField
          label="Role"
          value={roleId}
          onChange={(event) => setRoleId(event.target.value)}
          options={roles.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        />
        {role && <RolePermissions role={role} />}
        {refused.length > 0 && (
          <Alert tone="error">
            <ul>
              {refused.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Alert>
        )}
        <p className="text-muted text-sm">Each person gets an email with a link to join, valid for 7 days.</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            Send invitations
          </Button>
        </div>
      </form>
    </Modal>
  );
}
