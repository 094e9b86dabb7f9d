/**
 * A person's support actions for platform admins (/users): turn two-factor off when they lost their device,
 * or mail them a password reset link. Each is confirmed; nobody sees or sets a password.
 */
import type { TAdminUser } from '@verity/client';
import { useState } from 'react';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { handleError } from '../../../lib/handle-error';
import { Confirm } from '../../team';
import { useAdminResetTwoFactor, useAdminSendPasswordReset } from '../api';

type Dialog = 'two-factor' | 'password';

export function AdminUserActions({ person, isSelf }: { person: TAdminUser; isSelf: boolean }) {
  const [open, setOpen] = useState<Dialog | null>(null);
  const resetTwoFactor = useAdminResetTwoFactor();
  const sendReset = useAdminSendPasswordReset();
  const close = () => setOpen(null);
  const done = ({ message }: { message: string }) => {
    toast.success(message);
    close();
  };
  const who = person.name ?? person.email;
  const buttons: Array<[Dialog, string]> = [];
  if (person.kind === 'user' && !isSelf && person.twoFactorEnabled)
    buttons.push(['two-factor', 'Reset two-factor']);
  if (person.kind === 'user' && person.status === 'active') buttons.push(['password', 'Send password reset']);
  if (buttons.length === 0) return null;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {buttons.map(([dialog, label]) => (
        <Button key={dialog} variant="secondary" onClick={() => setOpen(dialog)}>
          {label}
          <span className="sr-only"> for {who}</span>
        </Button>
      ))}
      {open === 'two-factor' && (
        <Confirm
          title={`Reset two-factor for ${who}?`}
          action="Reset two-factor"
          pending={resetTwoFactor.isPending}
          onClose={close}
          onConfirm={() => resetTwoFactor.mutate(person.id, { onSuccess: done, onError: handleError })}
        >
          Their authenticator and recovery codes stop working ({person.business.name}). Use this when they
          have lost their device and proved who they are.
        </Confirm>
      )}
      {open === 'password' && (
        <Confirm
          title={`Send ${who} a password reset link?`}
          action="Send link"
          pending={sendReset.isPending}
          onClose={close}
          onConfirm={() => sendReset.mutate(person.id, { onSuccess: done, onError: handleError })}
        >
          A link to choose a new password goes to {person.email}; any link sent before stops working. Nobody
          sees their password.
        </Confirm>
      )}
    </div>
  );
}
