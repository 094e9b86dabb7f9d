/**
 * A team row's actions, each confirmed in a dialog that says what will happen: change the role, deactivate
 * (signed out everywhere at once) or activate, turn off two-factor, send an invitation again. Shown only to
 * those who may (user:manage, user:invite), never on one's own row, and never on a member whose role holds
 * a permission the viewer lacks (the row says so instead); the server checks again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TReassignRoleRequest,
  type TRole,
  type TTeamMember,
  ZReassignRoleRequest,
} from '@verity/client';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { handleError } from '../../../lib/handle-error';
import { useActivate, useDeactivate, useReassignRole, useReinvite, useResetTwoFactor } from '../api';

type Dialog = 'role' | 'deactivate' | 'activate' | 'two-factor' | 'reinvite';

export interface MemberActionsProps {
  member: TTeamMember;
  roles: readonly TRole[];
  canManage: boolean;
  canInvite: boolean;
  isSelf: boolean;
  /** The member's role holds a permission the viewer lacks: no action is theirs to take. */
  beyondReach: boolean;
}

export function MemberActions({
  member,
  roles,
  canManage,
  canInvite,
  isSelf,
  beyondReach,
}: MemberActionsProps) {
  const [open, setOpen] = useState<Dialog | null>(null);
  const close = () => setOpen(null);
  const who = member.name ?? member.email;
  const done = ({ message }: { message: string }) => {
    toast.success(message);
    close();
  };
  const reassign = useReassignRole();
  const deactivate = useDeactivate();
  const activate = useActivate();
  const resetTwoFactor = useResetTwoFactor();
  const reinvite = useReinvite();

  if (beyondReach && !isSelf && (canManage || canInvite))
    return <p className="text-right text-muted text-sm">Holds permissions you do not hold</p>;
  const buttons: Array<[Dialog, string]> = [];
  if (member.kind === 'invitation' && canInvite) buttons.push(['reinvite', 'Send again']);
  if (member.kind === 'user' && canManage && !isSelf) {
    buttons.push(['role', 'Change role']);
    buttons.push(member.status === 'active' ? ['deactivate', 'Deactivate'] : ['activate', 'Activate']);
    if (member.twoFactorEnabled) buttons.push(['two-factor', 'Reset two-factor']);
  }
  if (buttons.length === 0) return null;

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {buttons.map(([dialog, label]) => (
        <Button key={dialog} variant="secondary" onClick={() => setOpen(dialog)}>
          {label}
          <span className="sr-only"> for {who}</span>
        </Button>
      ))}
      {open === 'role' && (
        <ChangeRoleDialog
          member={member}
          roles={roles}
          pending={reassign.isPending}
          onClose={close}
          onSave={(roleId) =>
            reassign.mutate({ id: member.id, body: { roleId } }, { onSuccess: done, onError: handleError })
          }
        />
      )}
      {open === 'deactivate' && (
        <Confirm
          title={`Deactivate ${who}?`}
          action="Deactivate"
          danger
          pending={deactivate.isPending}
          onClose={close}
          onConfirm={() => deactivate.mutate(member.id, { onSuccess: done, onError: handleError })}
        >
          They are signed out everywhere at once and cannot sign in until someone activates them again. Their
          checks and records stay.
        </Confirm>
      )}
      {open === 'activate' && (
        <Confirm
          title={`Activate ${who}?`}
          action="Activate"
          pending={activate.isPending}
          onClose={close}
          onConfirm={() => activate.mutate(member.id, { onSuccess: done, onError: handleError })}
        >
          They can sign in again, with the role they hold ({member.role.name}).
        </Confirm>
      )}
      {open === 'two-factor' && (
        <Confirm
          title={`Reset two-factor for ${who}?`}
          action="Reset two-factor"
          pending={resetTwoFactor.isPending}
          onClose={close}
          onConfirm={() => resetTwoFactor.mutate(member.id, { onSuccess: done, onError: handleError })}
        >
          Their authenticator and recovery codes stop working. Use this when they have lost their device; if
          your business requires two-factor, they set it up again at their next sign-in.
        </Confirm>
      )}
      {open === 'reinvite' && (
        <Confirm
          title={`Send the invitation to ${member.email} again?`}
          action="Send again"
          pending={reinvite.isPending}
          onClose={close}
          onConfirm={() => reinvite.mutate(member.email, { onSuccess: done, onError: handleError })}
        >
          A new link goes out, valid for 7 days; the link sent before stops working.
        </Confirm>
      )}
    </div>
  );
}

export function Confirm(props: {
  title: string;
  action: string;
  danger?: boolean;
  pending: boolean;
  onClose(): void;
  onConfirm(): void;
  children: ReactNode;
}) {
  return (
    <Modal open title={props.title} onClose={props.onClose}>
      <div className="flex flex-col gap-4">
        <p>{props.children}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={props.onClose} disabled={props.pending}>
            Cancel
          </Button>
          <Button
            variant={props.danger ? 'danger' : 'primary'}
            loading={props.pending}
            onClick={props.onConfirm}
          >
            {props.action}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function ChangeRoleDialog(props: {
  member: TTeamMember;
  roles: readonly TRole[];
  pending: boolean;
  onClose(): void;
  onSave(roleId: string): void;
}) {
  const form = useForm<TReassignRoleRequest>({
    resolver: zodResolver(ZReassignRoleRequest),
    defaultValues: { roleId: props.member.role.id },
  });
  const roleId = form.watch('roleId');
  const chosen = props.roles.find((role) => role.id === roleId);
  const submit = form.handleSubmit((body) => props.onSave(body.roleId));
  return (
    <Modal
      open
      title={`Change the role of ${props.member.name ?? props.member.email}`}
      onClose={props.onClose}
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <SelectField
          label="Role"
          options={props.roles.map((role) => ({ value: role.id, label: role.name }))}
          error={form.formState.errors.roleId?.message}
          {...form.register('roleId')}
        />
        {chosen && <RolePermissions role={chosen} />}
        <p className="text-muted text-sm">The new role applies from their next click.</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={props.onClose} disabled={props.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={props.pending} disabled={roleId === props.member.role.id}>
            Change role
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** What a role lets its holder do, as the role picker shows it. */
export function RolePermissions({ role }: { role: TRole }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      {role.description && <p className="mb-1">{role.description}</p>}
      <p className="text-muted">
        {role.permissions.length} {role.permissions.length === 1 ? 'permission' : 'permissions'}:{' '}
        <span className="font-mono">{role.permissions.join(', ')}</span>
      </p>
    </div>
  );
}
