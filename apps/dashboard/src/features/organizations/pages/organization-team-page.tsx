/**
 * /organizations/{organization_id}/team (gate organization:users:view), in the organization layout: the
 * organization's own staff and pending invitations, a page at a time (the page in the URL). Roles and
 * invitations are managed by the business on /team; this is who works for the organization.
 */
import { useParams } from 'wouter';
import { PageListTable } from '../../../components/page-list-table';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListUrl } from '../../../lib/use-list-url';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { MemberNameCell, MemberStatusCells, teamQueryFrom, useOrganizationTeam } from '../../team';

const columns = ['Member', 'Role', 'Status', 'Two-factor', 'Last active'] as const;

export default function OrganizationTeamPage() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  useDocumentTitle('Organization team');
  const { search, goTo } = useListUrl();
  const { page } = teamQueryFrom(search);
  const team = useOrganizationTeam(organizationId, { page });
  const failure = useQueryFailure(team.error);
  const items = team.data?.items ?? [];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="font-semibold text-2xl">Team</h1>
      <PageListTable
        list={team}
        failure={failure}
        empty="No one works for this organization yet"
        itemCount={items.length}
        caption="The organization’s staff and pending invitations, newest first"
        columns={columns}
        page={page}
        totalPages={team.data?.pagination.totalPages ?? 1}
        onPage={goTo}
      >
        {items.map((member) => (
          <tr key={member.id}>
            <MemberNameCell member={member} />
            <td className="px-3 py-2">{member.role.name}</td>
            <MemberStatusCells member={member} />
          </tr>
        ))}
      </PageListTable>
    </div>
  );
}
