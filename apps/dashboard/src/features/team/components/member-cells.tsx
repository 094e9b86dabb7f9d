/**
 * A person's cells as the team list (/team) and the platform admins' list (/users) both show them: name
 * and email (a link to their page for a registered user), status chip, two-factor, last active.
 */
import type { TTeamMember } from '@verity/client';
import { Link } from 'wouter';
import { Chip, type Tone } from '../../../components/chip';
import { formatDateTime } from '../../../lib/format';

const statusTone: Record<TTeamMember['status'], Tone> = {
  invited: 'warn',
  active: 'good',
  deactivated: 'bad',
};
export const memberStatusLabel: Record<TTeamMember['status'], string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** The status filter's options, in the list's words. */
export const memberStatusOptions = [
  { value: '', label: 'Any status' },
  ...(['invited', 'active', 'deactivated'] as const).map((status) => ({
    value: status,
    label: memberStatusLabel[status],
  })),
];

/** Name, email, status, two-factor and last active: the cells between a list's own columns. */
/** `href`: the member's page; without one (an organization's team) the name is not a link. */
export function MemberNameCell({ member, href }: { member: TTeamMember; href?: string }) {
  return (
    <td className="px-3 py-2">
      <div className="font-medium">
        {member.kind === 'user' && href ? (
          <Link href={href} className="text-brand-700 underline">
            {member.name ?? member.email}
          </Link>
        ) : (
          (member.name ?? member.email)
        )}
      </div>
      {member.name && <div className="text-muted text-sm">{member.email}</div>}
    </td>
  );
}

export function MemberStatusCells({ member }: { member: TTeamMember }) {
  return (
    <>
      <td className="px-3 py-2">
        <Chip tone={statusTone[member.status]}>{memberStatusLabel[member.status]}</Chip>
      </td>
      <td className="px-3 py-2">
        {member.kind === 'invitation' ? '—' : member.twoFactorEnabled ? 'On' : 'Off'}
      </td>
      <td className="px-3 py-2 text-sm">
        {member.kind === 'invitation'
          ? `Invitation ${member.expiresAt && Date.parse(member.expiresAt) < Date.now() ? 'expired' : 'ends'} ${formatDateTime(member.expiresAt ?? member.createdAt)}`
          : member.lastActiveAt
            ? formatDateTime(member.lastActiveAt)
            : 'Never signed in'}
      </td>
    </>
  );
}
