/**
 * Inviting teammates: several emails as chips and one role, with what that role lets them do, sent in one
 * call. The server invites each address on its own, so one refused (already a member elsewhere, say) does
 * not stop the rest; the dialog says which went out and keeps the refused ones to fix.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type TInviteUsersRequest, type TRole } from '@verity/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailChipsField } from '../../../components/email-chips-field';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { useInvite } from '../api';
import { type InviteForm, inviteSchema } from '../lib/invite';
import { RolePermissions } from './member-actions';

export function InviteDialog({ roles, onClose }: { roles: readonly TRole[]; onClose(): void }) {
  const invite = useInvite();
  const form = useForm<InviteForm, unknown, TInviteUsersRequest>({
    resolver: zodResolver(inviteSchema),
    defaultValues: {
      emails: { emails: [], input: '' },
      roleId: roles.find((role) => !role.isOwner)?.id ?? '',
    },
  });
  const [refused, setRefused] = useState<string[]>([]);
  const sending = form.formState.isSubmitting;
  const { errors } = form.formState;
  const chips = form.watch('emails');
  const role = roles.find((candidate) => candidate.id === form.watch('roleId'));

  // The body is the schema's (lib/invite.ts): what is still typed counts too, as if Enter had been pressed.
  const send = form.handleSubmit(async (body) => {
    const failures: string[] = [];
    const kept: string[] = [];
    try {
      const { data } = await invite.mutateAsync(body);
      for (const item of data.items)
        if (item.error) {
          failures.push(`${item.email}: ${item.error}`);
          kept.push(item.email);
        }
    } catch (error) {
      failures.push(error instanceof ApiError ? error.message : 'The invitations could not be sent');
      kept.push(...body.emails);
    }
    const sent = body.emails.length - kept.length;
    if (sent > 0) toast.success(`${sent} ${sent === 1 ? 'invitation' : 'invitations'} sent`);
    if (kept.length === 0) onClose();
    else {
      form.setValue('emails', { emails: kept, input: '' });
      setRefused(failures);
    }
  });

  return (
    <Modal open title="Invite teammates" onClose={() => !sending && onClose()}>
      <form className="flex flex-col gap-4" noValidate onSubmit={send}>
        <EmailChipsField
          state={chips}
          warning={errors.emails?.message ?? null}
          onChange={(state, warning) => {
            form.setValue('emails', state);
            if (warning) form.setError('emails', { type: 'chip', message: warning });
            else form.clearErrors('emails');
          }}
          disabled={sending}
        />
        <SelectField
          label="Role"
          options={roles.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          error={errors.roleId?.message}
          {...form.register('roleId')}
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
