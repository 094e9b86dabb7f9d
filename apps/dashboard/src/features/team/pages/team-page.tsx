/**
 * /team: the business's members and pending invitations, filtered by status, role, name and dates (kept in
 * the URL), a page at a time; invite teammates; each row's actions for those who may take them.
 */
import {
  hasAllPermissions,
  invitationsRouteAddresses,
  type TRole,
  type TTeamMember,
  type TTeamQuery,
  teamRouteAddresses,
} from '@verity/client';
import { useState } from 'react';
import { DateRangeFields, FiltersForm, useFilterDraft } from '../../../components/filters-form';
import { PageListTable } from '../../../components/page-list-table';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListUrl } from '../../../lib/use-list-url';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useAuthStore } from '../../../session/auth-store';
import { useCanCall } from '../../../session/use-can-call';
import { useRoles, useTeam } from '../api';
import { InviteDialog } from '../components/invite-dialog';
import { MemberActions } from '../components/member-actions';
import { MemberNameCell, MemberStatusCells, memberStatusOptions } from '../components/member-cells';
import { teamDraftFrom, teamQueryFrom } from '../lib/team-search';

const columns = ['Member', 'Role', 'Status', 'Two-factor', 'Last active', 'Actions'] as const;

export default function TeamPage() {
  useDocumentTitle('Team');
  const { search, apply, goTo } = useListUrl();
  const query = teamQueryFrom(search);
  const { page, ...filters } = query;
  const team = useTeam(query);
  const roles = useRoles();
  const failure = useQueryFailure(team.error);
  const me = useAuthStore((state) => state.user);
  const held = me?.role.permissions ?? [];
  const canInvite = useCanCall(invitationsRouteAddresses.invite);
  const canReinvite = useCanCall(teamRouteAddresses.reinvite);
  // A row's Change role, Deactivate or Activate, and Reset two-factor.
  const canManage = useCanCall(
    teamRouteAddresses.reassignRole,
    teamRouteAddresses.deactivate,
    teamRouteAddresses.activate,
    teamRouteAddresses.deactivateTwoFactor,
  );
  const [inviting, setInviting] = useState(false);
  const items = team.data?.items ?? [];
  // Nobody acts on, or hands out, a role holding a permission they lack (the server refuses it too).
  const withinReach = (role: TRole) => hasAllPermissions(held, role.permissions);
  const reachableRoles = (roles.data ?? []).filter(withinReach);
  const beyondReach = (member: TTeamMember) => {
    const role = roles.data?.find((candidate) => candidate.id === member.role.id);
    return role !== undefined && !withinReach(role);
  };
  const applied = Object.keys(filters).length > 0;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">Team</h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/team/manage-roles" variant="secondary">
            Manage roles
          </ButtonLink>
          {canInvite && (
            <Button onClick={() => setInviting(true)} disabled={!roles.data}>
              Invite teammates
            </Button>
          )}
        </div>
      </div>
      {/* Keyed by the URL: the form starts from what is applied. */}
      <TeamFilters
        key={search}
        filters={filters}
        roles={roles.data ?? []}
        onApply={apply}
        applied={applied}
      />
      <PageListTable
        list={team}
        failure={failure}
        empty={applied ? 'No one matches these filters' : 'No one here yet'}
        itemCount={items.length}
        caption="Team members and pending invitations, newest first"
        columns={columns}
        hiddenColumns={['Actions']}
        page={page}
        totalPages={team.data?.pagination.totalPages ?? 1}
        onPage={goTo}
      >
        {items.map((member) => (
          <tr key={member.id}>
            <MemberNameCell member={member} href={`/team/${member.id}`} />
            <td className="px-3 py-2">{member.role.name}</td>
            <MemberStatusCells member={member} />
            <td className="px-3 py-2">
              <MemberActions
                member={member}
                roles={reachableRoles}
                beyondReach={beyondReach(member)}
                canManage={canManage}
                canInvite={canReinvite}
                isSelf={member.id === me?.id}
              />
            </td>
          </tr>
        ))}
      </PageListTable>
      {inviting && roles.data && <InviteDialog roles={reachableRoles} onClose={() => setInviting(false)} />}
    </div>
  );
}

function TeamFilters(props: {
  filters: TTeamQuery;
  roles: ReadonlyArray<{ id: string; name: string }>;
  applied: boolean;
  onApply(search: string): void;
}) {
  const { draft, set, dateError, submit } = useFilterDraft(() => teamDraftFrom(props.filters));
  return (
    <FiltersForm
      label="Filter the team"
      onSubmit={submit(props.onApply)}
      active={props.applied}
      onClear={() => props.onApply('')}
      columns={3}
    >
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set('status')}
        options={memberStatusOptions}
      />
      <SelectField
        label="Role"
        value={draft.roleId}
        onChange={set('roleId')}
        options={[
          { value: '', label: 'Any role' },
          ...props.roles.map((role) => ({ value: role.id, label: role.name })),
        ]}
      />
      <TextField label="Name or email" value={draft.name} onChange={set('name')} />
      <DateRangeFields draft={draft} set={set} error={dateError} />
    </FiltersForm>
  );
}
