/**
 * /team/manage-roles/{role_id} and /team/manage-roles/new: a role's name, description and permission matrix,
 * and who holds it. The Owner role is shown read only; a role people hold or that a pending invitation offers
 * cannot be deleted (the server says how many).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { rolesRouteAddresses, type TRole, type TRoleRequest, ZRoleRequest } from '@verity/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useParams } from 'wouter';
import { QueryError } from '../../../components/query-error';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { showSubmitError } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useAuthStore } from '../../../session/auth-store';
import { useCanCall } from '../../../session/use-can-call';
import {
  useCreateRole,
  useDeleteRole,
  usePermissionCatalogue,
  useRole,
  useRoleUsers,
  useUpdateRole,
} from '../api';
import { PermissionMatrix } from '../components/permission-matrix';
import { TeamBreadcrumb } from '../components/team-breadcrumb';
import { useTeamBase } from '../lib/team-base';

export default function RolePage() {
  const { roleId = '' } = useParams<{ roleId: string }>();
  return roleId === 'new' ? <RoleEditor /> : <ExistingRole id={roleId} />;
}

function ExistingRole({ id }: { id: string }) {
  const role = useRole(id);
  const failure = useQueryFailure(role.error);
  if (role.isError) return <QueryError message={failure} onRetry={() => void role.refetch()} />;
  if (!role.data) return null;
  // Keyed by the saved role: a save starts the form again from what the server kept.
  return <RoleEditor key={role.data.updatedAt} role={role.data} />;
}

/** Edits `role`, or creates one when there is none. */
function RoleEditor({ role }: { role?: TRole }) {
  useDocumentTitle(role ? role.name : 'Create role');
  const [, navigate] = useLocation();
  const base = useTeamBase();
  const catalogue = usePermissionCatalogue();
  const held = useAuthStore((state) => state.user?.role.permissions ?? []);
  // A role's Save and Delete; a new one's Create.
  const canManage = useCanCall(
    ...(role ? [rolesRouteAddresses.update, rolesRouteAddresses.delete] : [rolesRouteAddresses.create]),
  );
  const editable = canManage && !role?.isOwner;
  const create = useCreateRole();
  const update = useUpdateRole();
  const [deleting, setDeleting] = useState(false);
  const form = useForm<TRoleRequest>({
    resolver: zodResolver(ZRoleRequest),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: (role?.permissions ?? []) as TRoleRequest['permissions'],
    },
  });
  const { errors, isSubmitted } = form.formState;
  const chosen = form.watch('permissions');

  const submit = form.handleSubmit((body) =>
    role
      ? update.mutate(
          { id: role.id, body },
          {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => showSubmitError(form, error),
          },
        )
      : create.mutate(body, {
          onSuccess: ({ message, data }) => {
            toast.success(message);
            navigate(`${base.href}/manage-roles/${data.id}`);
          },
          onError: (error) => showSubmitError(form, error),
        }),
  );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <TeamBreadcrumb trail={[{ href: '/manage-roles', label: 'Manage roles' }]} />
      <h1 className="font-semibold text-2xl">{role ? role.name : 'Create role'}</h1>
      {role?.isOwner && (
        <Alert tone="info">The Owner role holds every permission and cannot be changed or deleted.</Alert>
      )}
      <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
        <fieldset disabled={!editable} className="flex flex-col gap-4">
          <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
          <TextField
            label="Description (optional)"
            error={errors.description?.message}
            {...form.register('description')}
          />
        </fieldset>
        {catalogue.data && (
          <PermissionMatrix
            catalogue={catalogue.data}
            chosen={chosen}
            grantable={editable ? new Set(held) : undefined}
            onChange={(next) =>
              form.setValue('permissions', next as TRoleRequest['permissions'], {
                shouldValidate: isSubmitted,
              })
            }
            error={errors.permissions?.message}
          />
        )}
        {editable && (
          <div className="flex flex-wrap justify-between gap-2">
            <Button type="submit" loading={create.isPending || update.isPending}>
              {role ? 'Save role' : 'Create role'}
            </Button>
            {role && (
              <Button variant="danger" onClick={() => setDeleting(true)}>
                Delete role
              </Button>
            )}
          </div>
        )}
      </form>
      {role && <RoleHolders id={role.id} />}
      {role && deleting && (
        <DeleteRoleDialog
          role={role}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(`${base.href}/manage-roles`)}
        />
      )}
    </div>
  );
}

function RoleHolders({ id }: { id: string }) {
  const holders = useRoleUsers(id);
  return (
    <section aria-labelledby="role-holders" className="flex flex-col gap-2">
      <h2 id="role-holders" className="font-semibold text-lg">
        Members with this role
      </h2>
      {holders.data?.length === 0 ? (
        <p className="text-muted">No one holds this role.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
          {(holders.data ?? []).map((holder) => (
            <li key={holder.id} className="flex flex-wrap justify-between gap-2 p-3">
              <span>
                {holder.name} <span className="text-muted">· {holder.email}</span>
              </span>
              <span className="text-muted text-sm">
                {holder.status === 'active' ? 'Active' : 'Deactivated'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DeleteRoleDialog({ role, onClose, onDeleted }: { role: TRole; onClose(): void; onDeleted(): void }) {
  const remove = useDeleteRole();
  return (
    <Modal open title={`Delete ${role.name}?`} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p>The role goes for good. Members must hold another role first.</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(role.id, {
                onSuccess: ({ message }) => {
                  toast.success(message);
                  onDeleted();
                },
                onError: (error) => {
                  handleError(error);
                  onClose();
                },
              })
            }
          >
            Delete role
          </Button>
        </div>
      </div>
    </Modal>
  );
}
