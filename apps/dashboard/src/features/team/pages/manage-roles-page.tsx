/** /team/manage-roles: the business's roles, what each allows and how many hold it. */
import { rolesRouteAddresses } from '@verity/client';
import { Link } from 'wouter';
import { QueryError } from '../../../components/query-error';
import { ButtonLink } from '../../../components/ui/button-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useCanCall } from '../../../session/use-can-call';
import { useRoles } from '../api';
import { TeamBreadcrumb } from '../components/team-breadcrumb';
import { useTeamBase } from '../lib/team-base';

export default function ManageRolesPage() {
  const base = useTeamBase();
  useDocumentTitle('Manage roles');
  const roles = useRoles();
  const failure = useQueryFailure(roles.error);
  const canManage = useCanCall(rolesRouteAddresses.create);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <TeamBreadcrumb />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">Manage roles</h1>
        {canManage && <ButtonLink href={`${base.href}/manage-roles/new`}>Create role</ButtonLink>}
      </div>
      {roles.isError ? (
        <QueryError message={failure} onRetry={() => void roles.refetch()} />
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
          aria-label="Roles"
        >
          {(roles.data ?? []).map((role) => (
            <li key={role.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="flex min-w-0 flex-col gap-1">
                <Link
                  href={`${base.href}/manage-roles/${role.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {role.name}
                </Link>
                {role.description && <span className="text-muted text-sm">{role.description}</span>}
              </div>
              <span className="text-muted text-sm">
                {role.isOwner ? 'Every permission' : `${role.permissions.length} permissions`} ·{' '}
                {role.userCount} {role.userCount === 1 ? 'member' : 'members'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
