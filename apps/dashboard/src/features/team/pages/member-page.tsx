/**
 * /team/{user_id}: a member with their role and status, and two tabs: activities (what they did, from the
 * audit log, for those who may read it) and permissions (what their role lets them do).
 */
import { auditRouteAddresses } from '@verity/client';
import { useState } from 'react';
import { useParams } from 'wouter';
import { QueryError } from '../../../components/query-error';
import { Tabs } from '../../../components/tabs';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useCanCall } from '../../../session/use-can-call';
import { useMember, useMemberActivities } from '../api';
import { MemberActivities, MemberPermissions } from '../components/member-tabs';
import { TeamBreadcrumb } from '../components/team-breadcrumb';

export default function MemberPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const member = useMember(userId);
  const failure = useQueryFailure(member.error);
  const canReadLog = useCanCall(auditRouteAddresses.filter);
  const [tab, setTab] = useState(canReadLog ? 'activities' : 'permissions');
  useDocumentTitle(member.data?.name ?? member.data?.email ?? 'Team member');
  if (member.isError) return <QueryError message={failure} onRetry={() => void member.refetch()} />;
  if (!member.data) return null;
  const { data } = member;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <TeamBreadcrumb />
      <div className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl">{data.name ?? data.email}</h1>
        <p className="text-muted">
          {data.email} · {data.role.name} ·{' '}
          {data.status === 'active' ? 'Active' : data.status === 'invited' ? 'Invited' : 'Deactivated'}
          {data.lastActiveAt ? ` · last signed in ${formatDateTime(data.lastActiveAt)}` : ''}
        </p>
      </div>
      <Tabs
        label="Member"
        selected={tab}
        onSelect={setTab}
        tabs={[
          ...(canReadLog
            ? [{ id: 'activities', label: 'Activities', panel: <Activities userId={data.id} /> }]
            : []),
          { id: 'permissions', label: 'Permissions', panel: <MemberPermissions held={data.permissions} /> },
        ]}
      />
    </div>
  );
}

function Activities({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  return (
    <MemberActivities activities={useMemberActivities(userId, page, true)} page={page} onPage={setPage} />
  );
}
