/**
 * /users/{user_id}: for platform admins, a person of any business with their business, role and status, the
 * support actions, and the tabs of /team/{user_id}: activities (their business's audit log rows) and
 * permissions.
 */
import { useState } from 'react';
import { useParams } from 'wouter';
import { QueryError } from '../../../components/query-error';
import { Tabs } from '../../../components/tabs';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useAuthStore } from '../../../session/auth-store';
import { MemberActivities, MemberPermissions, TeamBreadcrumb } from '../../team';
import { useAdminUser, useAdminUserActivities } from '../api';
import { AdminUserActions } from '../components/admin-user-actions';

export default function UserPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const person = useAdminUser(userId);
  const failure = useQueryFailure(person.error);
  const me = useAuthStore((state) => state.user);
  const [tab, setTab] = useState('activities');
  useDocumentTitle(person.data?.name ?? person.data?.email ?? 'User');
  if (person.isError) return <QueryError message={failure} onRetry={() => void person.refetch()} />;
  if (!person.data) return null;
  const { data } = person;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <TeamBreadcrumb />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="font-semibold text-2xl">{data.name ?? data.email}</h1>
          <p className="text-muted">
            {data.email} · {data.business.name} · {data.role.name} ·{' '}
            {data.status === 'active' ? 'Active' : data.status === 'invited' ? 'Invited' : 'Deactivated'}
            {data.lastActiveAt ? ` · last signed in ${formatDateTime(data.lastActiveAt)}` : ''}
          </p>
        </div>
        <AdminUserActions person={data} isSelf={data.id === me?.id} />
      </div>
      <Tabs
        label="User"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'activities', label: 'Activities', panel: <Activities userId={data.id} /> },
          { id: 'permissions', label: 'Permissions', panel: <MemberPermissions held={data.permissions} /> },
        ]}
      />
    </div>
  );
}

function Activities({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  return <MemberActivities activities={useAdminUserActivities(userId, page)} page={page} onPage={setPage} />;
}
